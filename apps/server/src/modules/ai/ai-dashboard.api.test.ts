import type { AiDashboardChart, AiPlanAnswer, AiSession } from '@osm5/shared/schemas/ai';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import {
  auditCount,
  expectError,
  join,
  newOrg,
  type Org,
  type PageBody,
  type Person,
} from '../../../test/tenancy/fixtures.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { analyticsSites, organizations } from '../../db/schema.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { questionsPerUser } from './ai.routes.ts';
import { aiPath, ask, seededSite } from './ai-test-helpers.ts';

type Chart = { data: AiDashboardChart };
type Plan = { data: AiPlanAnswer };

describe(`OSM5GPT dashboard and planning API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let lite: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let base: string;

  /** A Pro conversation with one answer; its session id and the answer's chat id. */
  const answered = async (question = 'top 5 countries by visitors in the last 7 days') => {
    const session = await org.owner.client.post<{ data: AiSession }>(`${base}/sessions`, {
      app: 'analytics',
      itemId: site.id,
    });
    expect(session.status, session.text).toBe(201);
    const res = await ask(org.owner.client, `${base}/sessions/${session.body.data.id}/messages`, { question });
    expect(res.done?.chatId).toBeTruthy();
    return { sessionId: session.body.data.id, chatId: res.done?.chatId as string };
  };

  beforeAll(async () => {
    t = await startTestApp();
    [org, lite, outsider] = await Promise.all([newOrg(t, 'Dash Owner'), newOrg(t, 'Lite Owner'), newOrg(t, 'Other')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    base = aiPath(org);
    site = await seededSite(t, org);
    // a Free organisation: OSM5GPT Lite only
    await t.app.db.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, lite.orgId));
  });
  afterAll(() => t?.close());

  it('pins an answer, lists it, re-runs its query, and removes it; the chart outlives its conversation', async () => {
    const { sessionId, chatId } = await answered();
    const audits = await auditCount(t, org.orgId);
    const added = await org.owner.client.post<Chart>(`${base}/dashboard`, { sessionId, chatId });
    expect(added.status, added.text).toBe(201);
    const chart = added.body.data;
    expect(chart).toMatchObject({
      app: 'analytics',
      itemId: site.id,
      itemName: 'Shop site',
      title: 'top 5 countries by visitors in the last 7 days',
      chart: 'map',
      sessionId,
      chatId,
    });
    expectError(await org.owner.client.post(`${base}/dashboard`, { sessionId, chatId }), 409, 'CONFLICT', 'chatId');

    // the workspace shares its dashboard: a viewer sees it, by item too
    const listed = await viewer.client.get<PageBody<AiDashboardChart>>(`${base}/dashboard?itemId=${site.id}`);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.items.map((c) => c.id)).toContain(chart.id);
    const links = await org.owner.client.get<PageBody<AiDashboardChart>>(`${base}/dashboard?app=surl`);
    expect(links.body.data.total).toBe(0);

    const data = await viewer.client.get<{ data: ReportQueryResult }>(`${base}/dashboard/${chart.id}/data`);
    expect(data.status, data.text).toBe(200);
    expect(data.body.data.rows[0]).toEqual({ country: 'FR', visitors: 3 });

    const deleted = await org.owner.client.delete(`${base}/sessions/${sessionId}`);
    expect(deleted.status).toBe(200);
    const kept = await org.owner.client.get<PageBody<AiDashboardChart>>(`${base}/dashboard`);
    expect(kept.body.data.items.find((c) => c.id === chart.id)).toMatchObject({ sessionId: null, chatId: null });
    expect((await org.owner.client.get(`${base}/dashboard/${chart.id}/data`)).status).toBe(200);

    const removed = await org.owner.client.delete(`${base}/dashboard/${chart.id}`);
    expect(removed.status, removed.text).toBe(200);
    expectError(await org.owner.client.delete(`${base}/dashboard/${chart.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${base}/dashboard/${chart.id}/data`), 404, 'NOT_FOUND');
    // added, session deleted, removed
    expect(await auditCount(t, org.orgId)).toBe(audits + 3);
  });

  it('refuses a chart from a refusal, a question, a missing or foreign session or chat', async () => {
    const refusal = await answered('write me a poem');
    expectError(await org.owner.client.post(`${base}/dashboard`, refusal), 400, 'VALIDATION_ERROR', 'chatId');
    const { sessionId, chatId } = await answered();
    const detail = await org.owner.client.get<{ data: { messages: { chatId: string; role: string }[] } }>(
      `${base}/sessions/${sessionId}`,
    );
    const question = detail.body.data.messages.find((m) => m.role === 'user')?.chatId;
    expectError(
      await org.owner.client.post(`${base}/dashboard`, { sessionId, chatId: question }),
      400,
      'VALIDATION_ERROR',
    );
    const missing = '0b6c1a4e-8f7d-4c2b-9a31-5e6f7a8b9c0d';
    for (const body of [
      { sessionId: missing, chatId },
      { sessionId, chatId: missing },
      { sessionId: refusal.sessionId, chatId },
    ]) {
      const res = await org.owner.client.post(`${base}/dashboard`, body);
      expectError(res, 404, 'AI_SESSION_NOT_FOUND');
      expect(res.body.message).toBe('Unable to perform action, Reason: Session ID or Chat ID not found');
    }
    // someone else's conversation: a colleague, another organisation
    expectError(await viewer.client.post(`${base}/dashboard`, { sessionId, chatId }), 404, 'AI_SESSION_NOT_FOUND');
    expectError(
      await outsider.owner.client.post(`${aiPath(outsider)}/dashboard`, { sessionId, chatId }),
      404,
      'AI_SESSION_NOT_FOUND',
    );
    const pinned = await org.owner.client.post<Chart>(`${base}/dashboard`, { sessionId, chatId });
    expect(pinned.status).toBe(201);
    for (const res of [
      await outsider.owner.client.get(`${aiPath(outsider)}/dashboard/${pinned.body.data.id}/data`),
      await outsider.owner.client.delete(`${aiPath(outsider)}/dashboard/${pinned.body.data.id}`),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
    }
    const theirs = await outsider.owner.client.get<PageBody<AiDashboardChart>>(`${aiPath(outsider)}/dashboard`);
    expect(theirs.body.data.total).toBe(0);
  });

  it('gives a Lite organisation Lite answers only: no Pro conversation, no dashboard', async () => {
    const liteBase = aiPath(lite);
    const liteSite = await seededSite(t, lite, 'Lite site');
    const start = await lite.owner.client.post(`${liteBase}/sessions`, { app: 'analytics', itemId: liteSite.id });
    expectError(start, 402, 'PLAN_LIMIT');
    const pin = await lite.owner.client.post(`${liteBase}/dashboard`, {
      sessionId: '0b6c1a4e-8f7d-4c2b-9a31-5e6f7a8b9c0d',
      chatId: '0b6c1a4e-8f7d-4c2b-9a31-5e6f7a8b9c0e',
    });
    expectError(pin, 403, 'AI_PRO_ONLY');
    expect(pin.body.message).toBe('Add to dashboard is only available for OSM5GPT Pro');
    const answer = await ask(lite.owner.client, `${liteBase}/lite/messages`, {
      app: 'analytics',
      itemId: liteSite.id,
      question: 'how many visitors in the last 7 days?',
    });
    expect(answer.status, answer.body).toBe(200);
    expect(answer.text).toContain('Visitors: 7');
  });

  it('plans a question on its own, in the item time zone, and never for an item the caller cannot read', async () => {
    const paris = await seededSite(t, org, 'Paris site');
    // the site's zone, as its settings would set it
    await t.app.db.db
      .update(analyticsSites)
      .set({ subTimeZone: 'Europe/Paris' })
      .where(eq(analyticsSites.id, paris.id));
    const now = '2026-11-21T12:00:00Z';
    const plain = await org.owner.client.post<Plan>('/api/ai/plan', {
      question: 'how many visitors yesterday?',
      app: 'analytics',
      now,
    });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data).toMatchObject({ kind: 'query', chart: 'number', language: 'en' });
    expect(plain.body.data.understood).toMatchObject({
      range: { from: '2026-11-20T00:00:00+00:00', to: '2026-11-21T00:00:00+00:00' },
      compare: null,
      timeZone: 'UTC',
      metrics: ['visitors'],
      dimensions: [],
      filters: [],
      limit: null,
    });
    const zoned = await org.owner.client.post<Plan>('/api/ai/plan', {
      question: 'how many visitors yesterday?',
      app: 'analytics',
      itemId: paris.id,
      now,
    });
    expect(zoned.body.data.understood?.timeZone).toBe('Europe/Paris');
    expect(Date.parse(zoned.body.data.understood?.range.from ?? '')).toBe(Date.parse('2026-11-19T23:00:00Z'));
    const refused = await org.owner.client.post<Plan>('/api/ai/plan', { question: 'write me a poem', app: 'surl' });
    expect(refused.body.data).toEqual({ kind: 'refusal', reason: 'not_analytics', language: 'en', understood: null });

    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/ai'));
    const body = { question: 'clicks by country last week', app: 'surl', itemId: link.id };
    expect((await viewer.client.post('/api/ai/plan', body)).status).toBe(200);
    expectError(await outsider.owner.client.post('/api/ai/plan', body), 404, 'NOT_FOUND');
    expectError(await org.owner.client.post('/api/ai/plan', { ...body, app: 'analytics' }), 404, 'NOT_FOUND');
    expectError(await createTestClient(t.url).post('/api/ai/plan', body), 401, 'INVALID_TOKEN');
    const member = await join(t, org, 'ORG_USER');
    expectError(
      await member.client.post('/api/ai/plan', { question: 'visitors', app: 'analytics' }),
      403,
      'ACCESS_DENIED',
    );
    expectError(await member.client.post('/api/ai/plan', body), 404, 'NOT_FOUND');
    expectError(
      await org.owner.client.post('/api/ai/plan', { question: '', app: 'surl' }),
      400,
      'VALIDATION_ERROR',
      'question',
    );
    expectError(
      await org.owner.client.post('/api/ai/plan', { question: 'visitors', app: 'analytics', timeZone: 'Mars/Base' }),
      400,
      'VALIDATION_ERROR',
      'timeZone',
    );
  });

  it("answers about a short link's clicks and pins the chart on the link's dashboard", async () => {
    const link = await createOk(
      org.owner.client,
      linksPath(org),
      simple('https://example.com/spring', { title: 'Spring sale' }),
    );
    const now = Date.now();
    t.app.events.writer.append(
      (['FR', 'FR', 'DE'] as const).map((country, i) => ({
        tenant_id: org.orgId,
        workspace_id: org.defaultWorkspaceId,
        item_id: link.id,
        type: 'click' as const,
        trigger: 'link' as const,
        time: Math.max(now - 30 * 60_000 + i * 60_000, now - (now % 86_400_000)),
        visitor_id: `c${i}`,
        country,
      })),
    );
    await t.app.events.writer.flush();
    const session = await org.owner.client.post<{ data: AiSession }>(`${base}/sessions`, {
      app: 'surl',
      itemId: link.id,
    });
    expect(session.body.data.itemName).toBe('Spring sale');
    const answer = await ask(org.owner.client, `${base}/sessions/${session.body.data.id}/messages`, {
      question: 'clicks by country in the last 7 days',
    });
    expect(answer.text).toContain('For \u2068Spring sale\u2069');
    expect(answer.text).toContain('The top country by clicks is France, with 2');
    const pinned = await org.owner.client.post<Chart>(`${base}/dashboard`, {
      sessionId: session.body.data.id,
      chatId: answer.done?.chatId,
    });
    expect(pinned.status, pinned.text).toBe(201);
    const links = await org.owner.client.get<PageBody<AiDashboardChart>>(
      `${base}/dashboard?app=surl&itemId=${link.id}`,
    );
    expect(links.body.data.items.map((c) => [c.itemName, c.chart])).toEqual([['Spring sale', 'map']]);
    const data = await org.owner.client.get<{ data: ReportQueryResult }>(
      `${base}/dashboard/${pinned.body.data.id}/data`,
    );
    expect(data.body.data.totals).toEqual({ clicks: 3 });
  });

  it('limits the questions one member asks a minute', async () => {
    const asker = await join(t, org, 'ORG_VIEWER');
    const body = { question: 'visitors today', app: 'analytics' };
    for (let i = 0; i < questionsPerUser.max; i++) {
      expect((await asker.client.post('/api/ai/plan', body)).status).toBe(200);
    }
    const limited = await asker.client.post('/api/ai/plan', body);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError(
      await asker.client.post(`${base}/lite/messages`, { app: 'analytics', itemId: site.id, question: 'visitors' }),
      429,
      'RATE_LIMITED',
    );
    // one member's limit is theirs alone
    expect((await viewer.client.post('/api/ai/plan', body)).status).toBe(200);
  });
});
