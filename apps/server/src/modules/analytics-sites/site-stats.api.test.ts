import type { EventType } from '@osm5/shared';
import type { Site, SiteInstallCheck, SiteListItem, SiteStats } from '@osm5/shared/schemas/analytics-sites';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';
import { analyticsSites, eventDeletions } from '../../db/schema.ts';
import { LATE_EVENTS_MS, retryEventDeletions } from '../event-deletions/event-deletions.service.ts';
import { createSiteOk, sitesPath, webSite } from './site-test-helpers.ts';

const HOUR = 3_600_000;

describe(`analytics site stats (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let path: string;
  let site: Site;

  /** Stores events of the site as ingestion would: through the event writer, then flushed. */
  async function store(events: { type: EventType; visitor: string; session?: string; ago?: number; extra?: object }[]) {
    const now = Date.now();
    t.app.events.writer.append(
      events.map((e) => ({
        tenant_id: org.orgId,
        workspace_id: org.defaultWorkspaceId,
        item_id: site.id,
        type: e.type,
        trigger: 'web' as const,
        time: now - (e.ago ?? 0),
        visitor_id: e.visitor,
        session_id: e.session ?? `${e.visitor}-s`,
        ...e.extra,
      })),
    );
    await t.app.events.writer.flush();
  }

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Stats Owner');
    path = sitesPath(org);
    // UTC, so that "today" of the test and of the site agree whatever the hour
    site = await createSiteOk(org.owner.client, path, webSite({ timeZone: 'UTC', subTimeZone: 'UTC' }));
  });
  afterAll(() => t?.close());

  it('waits for the first event on the install check, then turns green', async () => {
    const check = () => org.owner.client.get<{ data: SiteInstallCheck }>(`${path}/${site.id}/install-check`);
    expect((await check()).body.data).toMatchObject({ receiving: false, recentEvents: 0, status: 'not_verified' });
    await store([{ type: 'pageview', visitor: 'v1' }]);
    // ingestion marks the site active on its first event; here the store is written directly, so mark it too
    await t.app.db.db
      .update(analyticsSites)
      .set({ status: 'active', firstEventAt: new Date() })
      .where(eq(analyticsSites.id, site.id));
    expect((await check()).body.data).toMatchObject({ receiving: true, recentEvents: 1, status: 'active' });
  });

  it('counts visitors, visits, pageviews, interactions and revenue, leaving uptime checks out', async () => {
    await store([
      { type: 'pageview', visitor: 'v2', extra: { path: '/pricing', country: 'FR', device_type: 'mobile' } },
      { type: 'pageview', visitor: 'v2', extra: { path: '/', country: 'FR', device_type: 'mobile' } },
      { type: 'custom', visitor: 'v2', extra: { event_name: 'signup' } },
      { type: 'outbound', visitor: 'v3', extra: { destination: 'https://elsewhere.test/' } },
      { type: 'ecommerce', visitor: 'v3', extra: { revenue: 42.5, currency: 'EUR', order_id: 'A-1' } },
      { type: 'vital', visitor: 'v3', extra: { vital_name: 'LCP', vital_value: 1200 } },
      { type: 'uptime_check', visitor: '' },
    ]);
    const res = await org.owner.client.get<{ data: SiteStats }>(`${path}/${site.id}/stats`);
    expect(res.status, res.text).toBe(200);
    const stats = res.body.data;
    expect(stats.timeZone).toBe('UTC');
    expect(stats.totals).toEqual({ visitors: 3, visits: 3, pageviews: 3, events: 3, revenue: 42.5 });
    expect(stats.series).toHaveLength(7);
    expect(stats.series.at(-1)).toMatchObject({ visitors: 3, pageviews: 3 });
    expect(stats.pages).toContainEqual({ value: '/pricing', count: 1 });
    expect(stats.countries).toContainEqual({ value: 'FR', count: 1 });
    expect(stats.customEvents).toEqual([{ value: 'signup', count: 1 }]);
    expect(stats.types.map((x) => x.value)).not.toContain('uptime_check');
    expectError(
      await org.owner.client.get(`${path}/${site.id}/stats?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`),
      400,
      'VALIDATION_ERROR',
      'to',
    );
  });

  it("lists today's visitors and a 14-day sparkline in the site's own days", async () => {
    await store([{ type: 'pageview', visitor: 'old', ago: 3 * 24 * HOUR }]);
    const res = await org.owner.client.get<PageBody<SiteListItem>>(path);
    const item = res.body.data.items.find((s) => s.id === site.id);
    expect(item?.visitorsToday).toBe(3);
    expect(item?.sparkline).toHaveLength(14);
    expect(item?.sparkline.at(-1)).toBe(3);
    expect(item?.sparkline.at(-4)).toBe(1);
    const summary = await org.owner.client.get<{ data: { events: number } }>(`${path}/summary`);
    expect(summary.body.data.events).toBe(9);
  });

  it('deletes the site with all its events', async () => {
    const res = await org.owner.client.delete(`${path}/${site.id}`);
    expect(res.status, res.text).toBe(200);
    expectError(await org.owner.client.get(`${path}/${site.id}`), 404, 'NOT_FOUND');
    const left = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: site.id },
      range: { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' },
      metrics: ['events'],
      includeBots: true,
    });
    expect(left.totals.events).toBe(0);
    // queued for the late events of other processes, then finished by the retry timer's pass after them
    const queued = () => t.app.db.db.select().from(eventDeletions).where(eq(eventDeletions.itemId, site.id));
    expect(await queued()).toHaveLength(1);
    const deps = { db: t.app.db.db, events: t.app.events, logger: { warn: () => {} } };
    await retryEventDeletions({ ...deps, now: () => Date.now() + LATE_EVENTS_MS });
    expect(await queued()).toEqual([]);
  });
});
