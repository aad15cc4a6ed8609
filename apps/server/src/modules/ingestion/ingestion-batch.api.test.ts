import { randomUUID } from 'node:crypto';
import type { BatchEvent } from '@osm5/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { oneDayClock } from '../../../test/one-day-clock.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { BROWSER, insertSite, OKHTTP, sendBatch, storedRows } from './ingestion-test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`POST /api/event/batch (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Batch Owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores a mobile app's events with its device facts, install id and version", async () => {
    const app = await insertSite(t, org, { kind: 'mobile', currency: 'USD', subTimeZone: 'America/New_York' });
    // one visit: its three events within one day in New York (a midnight there would end it)
    const at = oneDayClock('America/New_York', 1);
    const now = at(0);
    const batch = {
      site: app.id,
      installId: 'install-1',
      appVersion: '3.2.1',
      device: { os: 'iOS', osVersion: '17.4', model: 'iPhone15,2', type: 'mobile', locale: 'de_AT', screen: '393x852' },
      events: [
        { type: 'screenview', screen: 'Home', time: now - 60_000 },
        {
          type: 'custom',
          name: 'add_to_cart',
          props: { sku: 'A1' },
          value: 2,
          time: new Date(now - 30_000).toISOString(),
        },
        { type: 'ecommerce', order: { id: 'o-9', revenue: 12.5, items: [{ id: 'A1', quantity: 1 }] }, time: now },
      ],
    } as const;
    const res = await sendBatch(t, { ...batch, events: [...batch.events] as BatchEvent[] }, { ua: OKHTTP });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ status: true, data: { accepted: 3, dropped: 0 } });

    const rows = await storedRows(t, org, app.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        tenant_id: org.orgId,
        workspace_id: org.defaultWorkspaceId,
        item_id: app.id,
        trigger: 'mobile',
        os: 'ios',
        os_version: '17.4',
        device_model: 'iPhone15,2',
        device_type: 'mobile',
        language: 'de',
        screen: '393x852',
        app_version: '3.2.1',
        browser: '',
        is_bot: false,
      });
    }
    const screen = rows.find((r) => r.type === 'screenview');
    expect(screen).toMatchObject({ path: 'Home', time: now - 60_000 });
    expect(rows.find((r) => r.type === 'custom')).toMatchObject({
      event_name: 'add_to_cart',
      value: 2,
      time: now - 30_000,
    });
    expect(rows.find((r) => r.type === 'ecommerce')).toMatchObject({ order_id: 'o-9', revenue: 12.5, currency: 'USD' });
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);

    // the install id is the visitor: another batch from another address and agent is the same visitor
    await sendBatch(t, { site: app.id, installId: 'install-1', events: [{ type: 'screenview', screen: 'Cart' }] });
    await sendBatch(t, { site: app.id, installId: 'install-2', events: [{ type: 'screenview', screen: 'Cart' }] });
    const all = await storedRows(t, org, app.id);
    const cart = all.filter((r) => r.path === 'Cart');
    expect(cart.map((r) => r.visitor_id === screen?.visitor_id).sort()).toEqual([false, true]);
  });

  it('takes only the kinds of the site: screen views for apps, web kinds for sites', async () => {
    const app = await insertSite(t, org, { kind: 'mobile' });
    const web = await insertSite(t, org);
    const toApp = await sendBatch(t, {
      site: app.id,
      events: [
        { type: 'screenview', screen: 'Home' },
        { type: 'pageview', url: 'https://example.com/' },
      ],
    });
    expect(toApp.status).toBe(400);
    expect(toApp.body).toMatchObject({ status: false, code: 'VALIDATION_ERROR', field: 'events.1.type' });
    const toWeb = await sendBatch(t, { site: web.id, events: [{ type: 'screenview', screen: 'Home' }] });
    expect(toWeb.status).toBe(400);
    expect(toWeb.body).toMatchObject({ field: 'events.0.type' });
    expect(await storedRows(t, org, app.id)).toEqual([]);
    expect(await storedRows(t, org, web.id)).toEqual([]);
  });

  it('answers each invalid field with 400 and its name', async () => {
    const web = await insertSite(t, org);
    const one = { type: 'pageview', url: 'https://example.com/' } as const;
    const cases: [unknown, string][] = [
      [{ events: [one] }, 'site'],
      [{ site: web.id, events: [] }, 'events'],
      [{ site: web.id, events: Array.from({ length: 501 }, () => one) }, 'events'],
      [{ site: web.id, events: [{ type: 'pageview' }] }, 'events.0.url'],
      [{ site: web.id, events: [one, { type: 'custom' }] }, 'events.1.name'],
      [{ site: web.id, events: [{ ...one, time: 'yesterday' }] }, 'events.0.time'],
      [{ site: web.id, events: [{ ...one, id: 'x'.repeat(65) }] }, 'events.0.id'],
      [{ site: web.id, device: { type: 'fridge' }, events: [one] }, 'device.type'],
    ];
    for (const [body, field] of cases) {
      const res = await sendBatch(t, body as never);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ status: false, code: 'VALIDATION_ERROR', field });
    }
    const unknown = await sendBatch(t, { site: randomUUID(), events: [one] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', field: 'site' });
  });

  it('drops events timed more than 7 days ago or more than an hour ahead, and counts them', async () => {
    const web = await insertSite(t, org);
    const now = Date.now();
    const at = (time: number, path: string) => ({ type: 'pageview' as const, url: `https://example.com${path}`, time });
    const res = await sendBatch(t, {
      site: web.id,
      events: [
        at(now - 8 * DAY, '/too-old'),
        at(now - 6 * DAY, '/six-days'),
        at(now + 30 * 60_000, '/half-hour-ahead'),
        at(now + 2 * HOUR, '/too-far-ahead'),
        at(now, '/now'),
      ],
    });
    expect(res.body.data).toEqual({ accepted: 3, dropped: 2 });
    expect((await storedRows(t, org, web.id)).map((r) => r.path).sort()).toEqual([
      '/half-hour-ahead',
      '/now',
      '/six-days',
    ]);
    const allOld = await sendBatch(t, { site: web.id, events: [at(now - 30 * DAY, '/old')] });
    expect(allOld.body.data).toEqual({ accepted: 0, dropped: 1 });
  });

  it('stores a resent batch once, however often it comes (events named by the sender)', async () => {
    const app = await insertSite(t, org, { kind: 'mobile' });
    const events: BatchEvent[] = Array.from({ length: 50 }, (_, i) => ({
      type: 'screenview',
      screen: `S${i}`,
      id: `evt-${i}`,
      time: Date.now() - (50 - i) * 1000,
    }));
    const batch = { site: app.id, installId: 'resender', events };
    const first = await sendBatch(t, batch);
    expect(first.body.data).toEqual({ accepted: 50, dropped: 0 });
    // the answer was lost, so the app sends again, then once more with a new event added
    expect((await sendBatch(t, batch)).body.data).toEqual({ accepted: 50, dropped: 0 });
    const more = await sendBatch(t, {
      ...batch,
      events: [...events, { type: 'screenview', screen: 'New', id: 'evt-new' }],
    });
    expect(more.body.data).toEqual({ accepted: 51, dropped: 0 });
    // the same id twice in one batch is one event too
    await sendBatch(t, {
      ...batch,
      events: [
        { type: 'screenview', screen: 'Twice', id: 'evt-twice' },
        { type: 'screenview', screen: 'Twice', id: 'evt-twice' },
      ],
    });
    const rows = await storedRows(t, org, app.id);
    expect(rows).toHaveLength(52);
    expect(new Set(rows.map((r) => r.id)).size).toBe(52);
    // events without an id are taken as new each time
    await sendBatch(t, { site: app.id, events: [{ type: 'screenview', screen: 'Anon' }] });
    await sendBatch(t, { site: app.id, events: [{ type: 'screenview', screen: 'Anon' }] });
    expect((await storedRows(t, org, app.id)).filter((r) => r.path === 'Anon')).toHaveLength(2);
  });

  it("judges each web page of a batch by the site's hosts and paths, and keeps the rest", async () => {
    const web = await insertSite(t, org, { excludedPaths: ['/private/*'] });
    const page = (url: string) => ({ type: 'pageview' as const, url });
    const res = await sendBatch(
      t,
      {
        site: web.id,
        events: [
          page('https://example.com/a'),
          page('https://other.example.net/b'),
          page('https://example.com/private/c'),
        ],
      },
      { ua: BROWSER },
    );
    expect(res.body.data).toEqual({ accepted: 1, dropped: 2 });
    const allForeign = await sendBatch(t, { site: web.id, events: [page('https://other.example.net/b')] });
    expect(allForeign.body.data).toEqual({ accepted: 0, dropped: 1, reason: 'host_not_allowed' });
    expect((await storedRows(t, org, web.id)).map((r) => r.path)).toEqual(['/a']);
  });
});
