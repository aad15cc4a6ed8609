import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import type { EventInput } from '../../analytics-store/index.ts';
import { eventDeletions } from '../../db/schema.ts';
import { enqueueEventDeletion } from '../event-deletions/event-deletions.repository.ts';
import { LATE_EVENTS_MS, retryEventDeletions } from '../event-deletions/event-deletions.service.ts';
import { createOk, linksPath, simple } from './link-test-helpers.ts';
import { deleteLinkRows } from './links.repository.ts';

interface Stats {
  range: { from: string; to: string };
  granularity: string;
  totals: { clicks: number; uniqueVisitors: number };
  series: { bucket: string; clicks: number }[];
  countries: { value: string; clicks: number }[];
  devices: { value: string; clicks: number }[];
  browsers: { value: string; clicks: number }[];
  os: { value: string; clicks: number }[];
  referrers: { value: string; clicks: number }[];
  languages: { value: string; clicks: number }[];
  triggers: { value: string; clicks: number }[];
}

const at = (iso: string) => Date.parse(iso);
/** a retry pass's clock once the late events of a deletion made now can no longer come */
const late = () => Date.now() + LATE_EVENTS_MS;

describe(`link stats and analytics deletion (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let path: string;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Stats Owner');
    path = linksPath(org);
  });
  afterAll(() => t?.close());

  const click = (itemId: string, time: string, extra: Partial<EventInput> = {}): EventInput => ({
    tenant_id: org.orgId,
    workspace_id: org.defaultWorkspaceId,
    item_id: itemId,
    type: 'click',
    time: at(time),
    trigger: 'link',
    ...extra,
  });

  it('counts clicks per bucket and per value over the range, without bots or other links', async () => {
    const link = await createOk(org.owner.client, path, simple('https://example.com/stats'));
    const other = await createOk(org.owner.client, path, simple('https://example.com/other'));
    const fr = { country: 'FR', device_type: 'mobile', browser: 'Safari', os: 'iOS', language: 'fr' };
    const us = { country: 'US', device_type: 'desktop', browser: 'Chrome', os: 'Windows', language: 'en' };
    t.app.events.writer.append([
      click(link.id, '2026-03-01T10:15:00Z', { ...fr, visitor_id: 'v1', referrer_host: 'news.example' }),
      click(link.id, '2026-03-01T11:20:00Z', { ...fr, visitor_id: 'v1', trigger: 'qr' }),
      click(link.id, '2026-03-02T09:00:00Z', { ...us, visitor_id: 'v2', referrer_host: 'news.example' }),
      click(link.id, '2026-03-03T23:30:00Z', { ...fr, visitor_id: 'v3', trigger: 'profile' }),
      // a bot, a click outside the range, another link's click, another tenant's click on the same id
      click(link.id, '2026-03-02T12:00:00Z', { ...us, visitor_id: 'bot', is_bot: true }),
      click(link.id, '2026-04-01T00:00:00Z', { ...us, visitor_id: 'v9' }),
      click(other.id, '2026-03-02T12:00:00Z', { ...us, visitor_id: 'v8' }),
      { ...click(link.id, '2026-03-02T12:00:00Z', us), tenant_id: 'someone-else' },
    ]);
    await t.app.events.writer.flush();

    const res = await org.owner.client.get<{ data: Stats }>(
      `${path}/${link.id}/stats?from=2026-03-01T00:00:00Z&to=2026-03-04T00:00:00Z`,
    );
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    expect(s.range).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-04T00:00:00.000Z' });
    expect(s.granularity).toBe('day');
    expect(s.totals).toEqual({ clicks: 4, uniqueVisitors: 3 });
    expect(s.series).toEqual([
      { bucket: '2026-03-01', clicks: 2 },
      { bucket: '2026-03-02', clicks: 1 },
      { bucket: '2026-03-03', clicks: 1 },
    ]);
    expect(s.countries).toEqual([
      { value: 'FR', clicks: 3 },
      { value: 'US', clicks: 1 },
    ]);
    expect(s.devices).toEqual([
      { value: 'mobile', clicks: 3 },
      { value: 'desktop', clicks: 1 },
    ]);
    expect(s.browsers[0]).toEqual({ value: 'Safari', clicks: 3 });
    expect(s.os[0]).toEqual({ value: 'iOS', clicks: 3 });
    expect(s.languages[0]).toEqual({ value: 'fr', clicks: 3 });
    // ties in value order; '' is a direct visit
    expect(s.referrers).toEqual([
      { value: '', clicks: 2 },
      { value: 'news.example', clicks: 2 },
    ]);
    expect(s.triggers).toEqual([
      { value: 'link', clicks: 2 },
      { value: 'profile', clicks: 1 },
      { value: 'qr', clicks: 1 },
    ]);

    // a short range is hourly, read in the asked time zone
    const hourly = await org.owner.client.get<{ data: Stats }>(
      `${path}/${link.id}/stats?from=2026-03-01T10:00:00Z&to=2026-03-01T12:00:00Z&timeZone=Europe/Paris`,
    );
    expect(hourly.body.data.granularity).toBe('hour');
    expect(hourly.body.data.series.map((b) => b.clicks)).toEqual([1, 1]);
    expect(hourly.body.data.series[0]?.bucket).toContain('11:00');

    expectError(
      await org.owner.client.get(`${path}/${link.id}/stats?from=2026-03-04T00:00:00Z&to=2026-03-01T00:00:00Z`),
      400,
      'VALIDATION_ERROR',
      'to',
    );
    expectError(
      await org.owner.client.get(`${path}/${link.id}/stats?timeZone=Mars/Olympus`),
      400,
      'VALIDATION_ERROR',
      'timeZone',
    );
  });

  it('defaults to the last 30 days, daily', async () => {
    const link = await createOk(org.owner.client, path, simple('https://example.com/recent'));
    const now = Date.now();
    t.app.events.writer.append([click(link.id, new Date(now - 2 * 86_400_000).toISOString(), { visitor_id: 'r1' })]);
    await t.app.events.writer.flush();
    const res = await org.owner.client.get<{ data: Stats }>(`${path}/${link.id}/stats`);
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    expect(Date.parse(s.range.to) - Date.parse(s.range.from)).toBe(30 * 86_400_000);
    expect(s.granularity).toBe('day');
    expect(s.totals.clicks).toBe(1);
    expect(s.series.reduce((n, b) => n + b.clicks, 0)).toBe(1);
  });

  it('deletes the analytics events of a deleted link, and only those', async () => {
    const doomed = await createOk(org.owner.client, path, simple('https://example.com/doomed'));
    const kept = await createOk(org.owner.client, path, simple('https://example.com/kept'));
    const range = { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' };
    const events = (itemId: string) =>
      t.app.events.query({
        scope: { tenantId: org.orgId, itemId },
        range,
        metrics: ['events'],
        includeBots: true,
      });
    t.app.events.writer.append([
      click(doomed.id, '2026-05-01T10:00:00Z'),
      click(doomed.id, '2026-06-01T10:00:00Z', { is_bot: true }),
      click(kept.id, '2026-05-01T10:00:00Z'),
    ]);
    await t.app.events.writer.flush();
    // acknowledged but not flushed yet: the delete must take it too
    t.app.events.writer.append([click(doomed.id, '2026-07-01T10:00:00Z')]);
    expect((await events(doomed.id)).totals.events).toBe(2);

    const del = await org.owner.client.delete(`${path}/${doomed.id}`);
    expect(del.status, del.text).toBe(200);
    expect((await events(doomed.id)).totals.events).toBe(0);
    expect((await events(kept.id)).totals.events).toBe(1);
    await t.app.events.writer.flush();
    expect((await events(doomed.id)).totals.events).toBe(0);

    // a click another process acknowledged before the deletion lands after it (its next flush): the removal stays
    // queued for such late events, done again by the retry timer, and finished once they can no longer come
    const queued = () => t.app.db.db.select().from(eventDeletions).where(eq(eventDeletions.itemId, doomed.id));
    const [removal] = await queued();
    expect(removal).toBeDefined();
    t.app.events.writer.append([click(doomed.id, '2026-07-02T10:00:00Z')]);
    await t.app.events.writer.flush();
    expect((await events(doomed.id)).totals.events).toBe(1);
    const deps = { db: t.app.db.db, events: t.app.events, logger: { warn: () => {} } };
    const createdAt = (removal as NonNullable<typeof removal>).createdAt.getTime();
    await retryEventDeletions({ ...deps, now: () => createdAt + 60_000 });
    expect((await events(doomed.id)).totals.events).toBe(0);
    expect(await queued()).toHaveLength(1);
    await retryEventDeletions({ ...deps, now: () => createdAt + LATE_EVENTS_MS });
    expect(await queued()).toEqual([]);
    expect((await events(kept.id)).totals.events).toBe(1);
  });

  it('a deletion the process could not finish (it stopped after the commit) removes the events on the retry', async () => {
    const doomed = await createOk(org.owner.client, path, simple('https://example.com/interrupted'));
    t.app.events.writer.append([click(doomed.id, '2026-05-01T10:00:00Z'), click(doomed.id, '2026-05-02T10:00:00Z')]);
    await t.app.events.writer.flush();
    const count = async () =>
      (
        await t.app.events.query({
          scope: { tenantId: org.orgId, itemId: doomed.id },
          range: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' },
          metrics: ['events'],
        })
      ).totals.events;
    // what deleteLink commits, without the removal that follows it
    await t.app.db.db.transaction(async (tx) => {
      await deleteLinkRows(tx, org.orgId, org.defaultWorkspaceId, doomed.id);
      await enqueueEventDeletion(tx, org.orgId, doomed.id);
    });
    expect(await count()).toBe(2);

    const deps = { db: t.app.db.db, events: t.app.events, logger: { warn: () => {} }, now: late };
    expect(await retryEventDeletions(deps)).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
    expect(await t.app.db.db.select().from(eventDeletions).where(eq(eventDeletions.itemId, doomed.id))).toEqual([]);
  });

  it("a deleted workspace's links lose their events too (after the commit, by the retry)", async () => {
    const made = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Short-lived space',
    });
    expect(made.status, made.text).toBe(200);
    const workspaceId = made.body.data.id;
    const inside = await createOk(org.owner.client, linksPath(org, workspaceId), simple('https://example.com/inside'));
    const outside = await createOk(org.owner.client, path, simple('https://example.com/outside'));
    t.app.events.writer.append([
      { ...click(inside.id, '2026-05-01T10:00:00Z'), workspace_id: workspaceId },
      click(outside.id, '2026-05-01T10:00:00Z'),
    ]);
    await t.app.events.writer.flush();
    const count = async (itemId: string) =>
      (
        await t.app.events.query({
          scope: { tenantId: org.orgId, itemId },
          range: { from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' },
          metrics: ['events'],
        })
      ).totals.events;
    expect(await count(inside.id)).toBe(1);

    const removed = await org.owner.client.delete(`/api/orgs/${org.orgId}/workspaces/${workspaceId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await t.app.db.db.select().from(eventDeletions).where(eq(eventDeletions.itemId, inside.id))).toHaveLength(1);

    await retryEventDeletions({ db: t.app.db.db, events: t.app.events, logger: { warn: () => {} }, now: late });
    expect(await count(inside.id)).toBe(0);
    expect(await count(outside.id)).toBe(1);
    expect(await t.app.db.db.select().from(eventDeletions).where(eq(eventDeletions.itemId, inside.id))).toEqual([]);
  });
});
