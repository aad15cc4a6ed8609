import { AI_CONTEXT_MAX_FACT_LENGTH, AI_CONTEXT_MAX_FACTS } from '@osm5/shared/ai/plan';
import {
  AI_SESSION_MAX_QUESTIONS,
  type AiPlanAnswer,
  type AiSession,
  type AiSessionDetail,
} from '@osm5/shared/schemas/ai';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import type { TestResponse } from '../../../test/test-client.ts';
import { aiMessages } from '../../db/schema.ts';
import { aiPath, ask, eventOf, orderEvent, seededSite } from './ai-test-helpers.ts';

type Detail = { data: AiSessionDetail };
const NOT_FOUND_TEXT = 'Unable to perform action, Reason: Session ID or Chat ID not found';

describe(`OSM5GPT conversations API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let colleague: Person;
  let site: Site;
  let base: string;

  const newSession = async (client = org.owner.client, itemId = site.id) => {
    const res = await client.post<{ data: AiSession }>(`${base}/sessions`, { app: 'analytics', itemId });
    expect(res.status, res.text).toBe(201);
    return res.body.data;
  };
  const detail = async (id: string) => {
    const res = await org.owner.client.get<Detail>(`${base}/sessions/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'AI Owner'), newOrg(t, 'AI Outsider')]);
    colleague = await join(t, org, 'ORG_VIEWER');
    base = aiPath(org);
    site = await seededSite(t, org);
  });
  afterAll(() => t?.close());

  it('answers a Pro question as a stream (plan, result, text, done), stores it, and refines it with a follow-up', async () => {
    const session = await newSession();
    expect(session).toMatchObject({ app: 'analytics', itemId: site.id, itemName: 'Shop site', tier: 'pro' });
    expect(session.messageCount).toBe(0);

    const first = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'top 5 countries by visitors in the last 7 days',
    });
    expect(first.status, first.body).toBe(200);
    expect(first.contentType).toContain('text/event-stream');
    expect(first.events[0]?.event).toBe('plan');
    expect(first.events[1]?.event).toBe('result');
    expect(first.events.at(-1)?.event).toBe('done');
    expect(first.events.filter((e) => e.event === 'text').length).toBeGreaterThan(2);
    const plan = eventOf(first, 'plan');
    expect(plan.plan).toMatchObject({ kind: 'query', chart: 'map', language: 'en' });
    expect(plan.understood?.dimensions).toEqual(['country']);
    expect(plan.understood?.timeZone).toBe('UTC');
    const result = eventOf(first, 'result');
    expect(result.result.rows.slice(0, 2)).toEqual([
      { country: 'FR', visitors: 3 },
      { country: 'US', visitors: 2 },
    ]);
    // the text is the deltas, written from the rows: the top country and its share
    expect(first.done?.text).toBe(first.text);
    expect(first.text).toContain('For \u2068Shop site\u2069');
    expect(first.text).toContain('France, with 3');
    expect(first.text).toContain('United States');

    const followUp = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'and for France only?',
    });
    const refined = eventOf(followUp, 'plan');
    expect(refined.understood?.filters).toEqual([{ dimension: 'country', op: 'eq', value: 'FR' }]);
    expect(eventOf(followUp, 'result').result.totals.visitors).toBe(3);
    expect(followUp.text).toContain('country is France');

    const stored = await detail(session.id);
    expect(stored.title).toBe('top 5 countries by visitors in the last 7 days');
    expect(stored.messageCount).toBe(4);
    expect(stored.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const answer = stored.messages[1];
    expect(answer).toMatchObject({ chatId: first.done?.chatId, text: first.text, stopped: false });
    expect(answer?.chart?.kind).toBe('map');
    expect(answer?.plan?.kind).toBe('query');
    expect(answer?.understood?.dimensions).toEqual(['country']);
    expect(stored.messages[0]?.text).toBe('top 5 countries by visitors in the last 7 days');

    const list = await org.owner.client.get<PageBody<AiSession>>(`${base}/sessions?app=analytics&itemId=${site.id}`);
    expect(list.body.data.items.map((s) => s.id)).toContain(session.id);
    const searched = await org.owner.client.get<PageBody<AiSession>>(`${base}/sessions?q=countries`);
    expect(searched.body.data.items.map((s) => s.id)).toEqual([session.id]);
  });

  it('answers in the language asked: French, Arabic and Chinese', async () => {
    const session = await newSession();
    const path = `${base}/sessions/${session.id}/messages`;
    const fr = await ask(org.owner.client, path, { question: 'combien de visiteurs ces 7 derniers jours ?' });
    expect(eventOf(fr, 'plan').plan.language).toBe('fr');
    expect(fr.text).toContain('Pour \u2068Shop site\u2069');
    expect(fr.text).toContain('Visiteurs : 7');
    const ar = await ask(org.owner.client, path, { question: 'كم عدد الزوار في آخر 7 أيام؟' });
    expect(eventOf(ar, 'plan').plan.language).toBe('ar');
    expect(ar.text).toContain('بالنسبة إلى \u2068Shop site\u2069');
    const zh = await ask(org.owner.client, path, { question: '过去7天有多少访客？' });
    expect(eventOf(zh, 'plan').plan.language).toBe('zh');
    expect(zh.text).toContain('\u2068Shop site\u2069，');
  });

  it('refuses what it cannot answer, saying what it can, and stores the refusal without a chart', async () => {
    const session = await newSession();
    const res = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, { question: 'write me a poem' });
    expect(res.names).toEqual(['plan', 'text', 'done']);
    expect(eventOf(res, 'plan')).toEqual({
      plan: { kind: 'refusal', reason: 'not_analytics', language: 'en' },
      understood: null,
    });
    expect(res.text).toContain('I can only answer questions about the figures of \u2068Shop site\u2069.');
    expect(res.text).toContain('I can answer questions about visitors');
    const stored = await detail(session.id);
    expect(stored.messages[1]).toMatchObject({ role: 'assistant', refusal: 'not_analytics' });
    expect(stored.messages[1]?.chart).toBeUndefined();
  });

  it('stops a long answer when the client goes away, and keeps what was written marked stopped', async () => {
    const session = await newSession();
    const controller = new AbortController();
    const xsrf = org.owner.client.cookie('XSRF-TOKEN') ?? '';
    const cookies = ['osm5_session', 'XSRF-TOKEN']
      .map((n) => `${n}=${encodeURIComponent(org.owner.client.cookie(n) ?? '')}`)
      .join('; ');
    const res = await fetch(`${t.url}${base}/sessions/${session.id}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        cookie: cookies,
        'x-forwarded-for': org.owner.client.ip,
      },
      body: JSON.stringify({ question: 'top 5 countries by visitors in the last 7 days' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    let seen = '';
    while (reader && !seen.includes('event: text')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += new TextDecoder().decode(value);
    }
    controller.abort();
    let stored: AiSessionDetail | undefined;
    for (let i = 0; i < 50 && (stored?.messages.length ?? 0) < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      stored = await detail(session.id);
    }
    const answer = stored?.messages[1];
    expect(answer?.stopped).toBe(true);
    expect(answer?.text.length).toBeGreaterThan(0);
    expect(answer?.text).not.toContain('4.');
    expect(answer?.chart?.kind).toBe('map');
  });

  it('keeps a capped, trimmed saved context and refuses bad facts without changing it', async () => {
    const session = await newSession();
    const path = `${base}/sessions/${session.id}/context`;
    const ok = await org.owner.client.put<{ data: { facts: string[] } }>(path, {
      facts: ['  our launch was on 3 March  ', 'ignore traffic from our office'],
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.facts).toEqual(['our launch was on 3 March', 'ignore traffic from our office']);
    const tooMany = Array.from({ length: AI_CONTEXT_MAX_FACTS + 1 }, (_, i) => `fact ${i}`);
    expectError(await org.owner.client.put(path, { facts: tooMany }), 400, 'VALIDATION_ERROR', 'facts');
    const tooLong = 'x'.repeat(AI_CONTEXT_MAX_FACT_LENGTH + 1);
    expectError(await org.owner.client.put(path, { facts: [tooLong] }), 400, 'VALIDATION_ERROR', 'facts.0');
    expectError(await org.owner.client.put(path, { facts: ['ok', '   '] }), 400, 'VALIDATION_ERROR', 'facts.1');
    expectError(await org.owner.client.put(path, { facts: ['two\nlines'] }), 400, 'VALIDATION_ERROR', 'facts.0');
    expect((await detail(session.id)).context).toEqual(['our launch was on 3 March', 'ignore traffic from our office']);
    // the planner reads the saved facts: "since the launch" starts on 3 March
    const launch = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'how many visitors since the launch?',
    });
    expect(eventOf(launch, 'plan').understood?.range.from).toContain('-03-03T00:00:00');
    const cleared = await org.owner.client.put<{ data: { facts: string[] } }>(path, { facts: [] });
    expect(cleared.body.data.facts).toEqual([]);
  });

  it('answers Lite questions from what the browser sends, storing nothing', async () => {
    const before = await org.owner.client.get<PageBody<AiSession>>(`${base}/sessions`);
    const lite = await ask(org.owner.client, `${base}/lite/messages`, {
      app: 'analytics',
      itemId: site.id,
      question: 'top 5 countries by visitors in the last 7 days',
    });
    expect(lite.status, lite.body).toBe(200);
    expect(lite.done).toEqual({ chatId: null, text: lite.text });
    const previous = eventOf(lite, 'result').query;
    const followUp = await ask(org.owner.client, `${base}/lite/messages`, {
      app: 'analytics',
      itemId: site.id,
      question: 'and for France only?',
      previous,
      context: ['our launch was on 3 March'],
    });
    expect(eventOf(followUp, 'result').result.totals.visitors).toBe(3);
    const after = await org.owner.client.get<PageBody<AiSession>>(`${base}/sessions`);
    expect(after.body.data.total).toBe(before.body.data.total);
    expectError(
      await org.owner.client.post(`${base}/lite/messages`, { app: 'analytics', itemId: site.id, question: '  ' }),
      400,
      'VALIDATION_ERROR',
      'question',
    );
  });

  it("answers the spec's message for a missing session, another member's and another tenant's", async () => {
    const session = await newSession();
    const missing = '0b6c1a4e-8f7d-4c2b-9a31-5e6f7a8b9c0d';
    const notFound = (res: TestResponse) => {
      expectError(res, 404, 'AI_SESSION_NOT_FOUND');
      expect(res.body.message).toBe(NOT_FOUND_TEXT);
    };
    notFound(await org.owner.client.get(`${base}/sessions/${missing}`));
    notFound(await org.owner.client.post(`${base}/sessions/${missing}/messages`, { question: 'visitors today' }));
    notFound(await org.owner.client.delete(`${base}/sessions/${missing}`));
    notFound(await org.owner.client.put(`${base}/sessions/${missing}/context`, { facts: [] }));
    // a colleague's conversation is theirs
    notFound(await colleague.client.get(`${base}/sessions/${session.id}`));
    notFound(await colleague.client.delete(`${base}/sessions/${session.id}`));
    // another organisation: through its own workspace, the session is not found; through ours, nothing is
    const theirs = aiPath(outsider);
    notFound(await outsider.owner.client.get(`${theirs}/sessions/${session.id}`));
    notFound(await outsider.owner.client.post(`${theirs}/sessions/${session.id}/messages`, { question: 'visitors' }));
    expectError(await outsider.owner.client.get(`${base}/sessions/${session.id}`), 404, 'NOT_FOUND');
    // nor can it start a conversation or ask about our site
    expectError(
      await outsider.owner.client.post(`${theirs}/sessions`, { app: 'analytics', itemId: site.id }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await outsider.owner.client.post(`${theirs}/lite/messages`, {
        app: 'analytics',
        itemId: site.id,
        question: 'visitors',
      }),
      404,
      'NOT_FOUND',
    );
    expect((await detail(session.id)).id).toBe(session.id);
  });

  it('holds at most AI_SESSION_MAX_QUESTIONS questions in a conversation', async () => {
    const session = await newSession();
    const rows = Array.from({ length: 2 * AI_SESSION_MAX_QUESTIONS }, (_, i) => ({
      orgId: org.orgId,
      sessionId: session.id,
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      text: `message ${i}`,
      createdAt: new Date(Date.now() - 1_000_000 + i * 1000),
    }));
    // a long conversation, as if asked over days
    await t.app.db.db.insert(aiMessages).values(rows);
    const full = await org.owner.client.post(`${base}/sessions/${session.id}/messages`, { question: 'visitors today' });
    expectError(full, 409, 'CONFLICT', 'question');
    expect(full.body.message).toBe('This conversation is full (100 questions). Start a new one to ask more.');
    expect((await detail(session.id)).messageCount).toBe(2 * AI_SESSION_MAX_QUESTIONS);
  });

  it('deletes a conversation with its messages, once, and records it', async () => {
    const session = await newSession();
    await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, { question: 'visitors today' });
    const deleted = await org.owner.client.delete(`${base}/sessions/${session.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expectError(await org.owner.client.get(`${base}/sessions/${session.id}`), 404, 'AI_SESSION_NOT_FOUND');
    expectError(await org.owner.client.delete(`${base}/sessions/${session.id}`), 404, 'AI_SESSION_NOT_FOUND');
    const audit = await org.owner.client.get<{ data: { items: { action: string; targetId: string }[] } }>(
      `/api/orgs/${org.orgId}/audit?pageSize=100`,
    );
    expect(audit.body.data.items).toContainEqual(
      expect.objectContaining({ action: 'ai_session.delete', targetId: session.id }),
    );
  });

  it('needs ai:use, the read privilege of the item, and the XSRF header', async () => {
    const plainMember = await join(t, org, 'ORG_USER');
    expectError(await plainMember.client.get(`${base}/sessions`), 403, 'ACCESS_DENIED');
    expectError(
      await plainMember.client.post(`${base}/lite/messages`, {
        app: 'analytics',
        itemId: site.id,
        question: 'visitors',
      }),
      403,
      'ACCESS_DENIED',
    );
    const role = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/roles`, {
      name: 'AI only',
      privileges: ['ai:use'],
    });
    expect(role.status, role.text).toBe(200);
    const aiOnly = await join(t, org, 'ORG_USER', { customRoleId: role.body.data.id });
    expect((await aiOnly.client.get(`${base}/sessions`)).status).toBe(200);
    expectError(
      await aiOnly.client.post(`${base}/sessions`, { app: 'analytics', itemId: site.id }),
      403,
      'ACCESS_DENIED',
    );
    const session = await newSession();
    expectError(
      await org.owner.client.post(
        `${base}/sessions/${session.id}/messages`,
        { question: 'visitors today' },
        { xsrf: false },
      ),
      403,
      'CSRF_MISMATCH',
    );
    expectError(await org.owner.client.post(`${base}/sessions`, { app: 'surl', itemId: site.id }), 404, 'NOT_FOUND');
  });

  it('answers about the orders holding a product named in quotes', async () => {
    t.app.events.writer.append([
      orderEvent(
        org,
        site.id,
        'v1',
        [
          { id: 'mug', name: 'Mug', price: 10, quantity: 2 },
          { id: 'tee', name: 'Tee', price: 15 },
        ],
        'FR',
      ),
      orderEvent(org, site.id, 'v4', [{ id: 'tee', name: 'Tee', price: 15 }], 'US'),
    ]);
    await t.app.events.writer.flush();
    const session = await newSession();
    const r = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'revenue of orders with the product "Mug" by country',
    });
    expect(eventOf(r, 'plan').understood?.filters).toEqual([{ dimension: 'product', op: 'eq', value: 'Mug' }]);
    // the orders holding it, their whole revenue
    expect(eventOf(r, 'result').result.rows).toEqual([{ country: 'FR', revenue: 35 }]);
    expect(r.text).toContain('Mug');
  });

  it("reads the site's own products named without quotes, and never another organisation's", async () => {
    const theirSite = await seededSite(t, outsider, 'Their shop');
    t.app.events.writer.append([
      orderEvent(org, site.id, 'k1', [
        { id: 'lamp', name: 'Desk Lamp', price: 40 },
        { id: 'bulb', name: 'Bulb', price: 5 },
      ]),
      orderEvent(org, site.id, 'k2', [{ id: 'lamp', name: 'Desk Lamp', price: 25 }]),
      orderEvent(outsider, theirSite.id, 'k3', [{ id: 'chair', name: 'Secret Chair', price: 99 }]),
    ]);
    await t.app.events.writer.flush();
    const session = await newSession();
    const r = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'revenue of desk lamps',
    });
    expect(eventOf(r, 'plan').understood?.filters).toEqual([{ dimension: 'product', op: 'eq', value: 'Desk Lamp' }]);
    // the lamps' own revenue, not the bulb beside one of them
    expect(eventOf(r, 'result').result.rows).toEqual([{ product: 'Desk Lamp', revenue: 65 }]);
    expect(r.text).toContain('Desk Lamp');
    // planning alone reads them too
    const planned = await org.owner.client.post<{ data: AiPlanAnswer }>('/api/ai/plan', {
      question: 'orders of desk lamp',
      app: 'analytics',
      itemId: site.id,
    });
    expect(planned.status, planned.text).toBe(200);
    expect(planned.body.data.understood?.filters).toEqual([{ dimension: 'product', op: 'eq', value: 'Desk Lamp' }]);
    // another organisation's product is no name here
    const theirs = await ask(org.owner.client, `${base}/sessions/${session.id}/messages`, {
      question: 'revenue of secret chair',
    });
    expect(eventOf(theirs, 'plan').understood?.filters).toEqual([]);
  });
});
