import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { analyticsSites } from '../../db/schema.ts';
import { GOOGLEBOT, insertSite, send, sendEvent, storedRows } from './ingestion-test-helpers.ts';

/** What is refused (400, 404) and what is dropped (202, accepted 0): nothing of either is stored. */
describe(`ingestion refusals and drops (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Drops Owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each invalid field with 400 and its name, in the one error shape', async () => {
    const site = await insertSite(t, org);
    const s = site.id;
    const u = 'https://example.com/';
    const cases: [unknown, string][] = [
      [{ e: 'pageview', u }, 's'],
      [{ s, e: 'click', u }, 'e'],
      [{ s, e: 'pageview' }, 'u'],
      [{ s, e: 'pageview', u: 'javascript:alert(1)' }, 'u'],
      [{ s, e: 'pageview', u: `https://example.com/${'x'.repeat(2100)}` }, 'u'],
      [{ s, e: 'pageview', u, w: -1 }, 'w'],
      [{ s, e: 'custom', u }, 'n'],
      [{ s, e: 'custom', u, n: 'x', p: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }, 'p'],
      [{ s, e: 'custom', u, n: 'x', p: { nested: { no: 1 } } }, 'p.nested'],
      [{ s, e: 'outbound', u }, 'h'],
      [{ s, e: 'vital', u, n: 'FID', v: 1 }, 'n'],
      [{ s, e: 'vital', u, n: 'LCP' }, 'v'],
      [{ s, e: 'ecommerce', u }, 'o'],
      [{ s, e: 'ecommerce', u, o: { id: 'o1', revenue: -1 } }, 'o.revenue'],
      [{ s, e: 'ecommerce', u, o: { id: 'o1', revenue: 1, currency: 'euro' } }, 'o.currency'],
      [{ s, e: 'engagement', u, d: 101 }, 'd'],
    ];
    for (const [body, field] of cases) {
      const res = await send(t, '/api/event', body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, status: false, code: 'VALIDATION_ERROR', field });
    }
    const notJson = await send(t, '/api/event', '{"s": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    const tooBig = await send(t, '/api/event', { s, e: 'pageview', u, t: 'x'.repeat(70_000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await storedRows(t, org, site.id)).toEqual([]);
  });

  it('answers 404 for a site that does not exist', async () => {
    for (const s of [randomUUID(), 'not-a-site-id']) {
      const res = await sendEvent(t, { s });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, code: 'NOT_FOUND', field: 's' });
    }
  });

  it('refuses single events for a mobile app (apps send batches)', async () => {
    const app = await insertSite(t, org, { kind: 'mobile' });
    const res = await sendEvent(t, { s: app.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 's' });
  });

  it('drops the events of an archived or disabled site, saying why', async () => {
    for (const status of ['archived', 'disabled'] as const) {
      const site = await insertSite(t, org, { status });
      const res = await sendEvent(t, { s: site.id });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: true, data: { accepted: 0, dropped: 1, reason: status } });
      expect(await storedRows(t, org, site.id)).toEqual([]);
    }
  });

  it('drops bots: by their agent, with no agent, and from data-centre addresses', async () => {
    const site = await insertSite(t, org);
    for (const o of [{ ua: GOOGLEBOT }, { ua: '' }, { ip: '3.5.140.2' }, { ip: '2a01:4f8:c17:1::1' }]) {
      const res = await sendEvent(t, { s: site.id }, o);
      expect(res.body.data, JSON.stringify(o)).toEqual({ accepted: 0, dropped: 1, reason: 'bot' });
    }
    expect(await storedRows(t, org, site.id)).toEqual([]);
  });

  it("drops the site's excluded addresses and paths, and pages of hosts that are not the site's", async () => {
    const site = await insertSite(t, org, {
      domain: 'example.com',
      allowedHosts: ['*.example.org', 'localhost:8080'],
      excludedIps: ['203.0.113.0/24', '2001:db8::7'],
      excludedPaths: ['/admin/*', '*.php', '/preview'],
    });
    const expectDropped = async (event: object, o: object, reason: string) => {
      const res = await sendEvent(t, { s: site.id, ...event }, o);
      expect(res.body.data, JSON.stringify({ event, o })).toEqual({ accepted: 0, dropped: 1, reason });
    };
    await expectDropped({}, { ip: '203.0.113.45' }, 'excluded_ip');
    await expectDropped({}, { ip: '2001:db8::7' }, 'excluded_ip');
    await expectDropped({ u: 'https://example.com/admin/users?x=1' }, {}, 'excluded_path');
    await expectDropped({ u: 'https://example.com/index.php' }, {}, 'excluded_path');
    await expectDropped({ u: 'https://example.com/preview' }, {}, 'excluded_path');
    await expectDropped({ u: 'https://evil.example.net/' }, {}, 'host_not_allowed');
    await expectDropped({ u: 'https://example.com.evil.net/' }, {}, 'host_not_allowed');
    await expectDropped({ u: 'http://localhost:3000/' }, {}, 'host_not_allowed');
    const kept = [
      'https://example.com/admin',
      'https://www.example.com/preview/2',
      'https://shop.example.org/',
      'https://example.org/',
      'http://localhost:8080/dev',
    ];
    for (const u of kept) {
      const res = await sendEvent(t, { s: site.id, u }, { ip: '203.0.114.1' });
      expect(res.body.data, u).toEqual({ accepted: 1, dropped: 0 });
    }
    expect((await storedRows(t, org, site.id)).map((r) => r.hostname).sort()).toEqual(
      ['example.com', 'example.org', 'localhost', 'shop.example.org', 'www.example.com'].sort(),
    );
  });

  it('honours Do-Not-Track and Global Privacy Control when the site says so, and only then', async () => {
    const respecting = await insertSite(t, org, { respectDnt: true });
    const ignoring = await insertSite(t, org);
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const res = await sendEvent(t, { s: respecting.id }, { headers });
      expect(res.body.data).toEqual({ accepted: 0, dropped: 1, reason: 'dnt' });
      expect((await sendEvent(t, { s: ignoring.id }, { headers })).body.data).toEqual({ accepted: 1, dropped: 0 });
    }
    expect((await sendEvent(t, { s: respecting.id }, { headers: { dnt: '0' } })).body.data?.accepted).toBe(1);
    expect(await storedRows(t, org, respecting.id)).toHaveLength(1);
    expect(await storedRows(t, org, ignoring.id)).toHaveLength(2);
  });

  it('applies a changed site from the next event on (its cached copy is dropped by the change message)', async () => {
    const site = await insertSite(t, org);
    expect((await sendEvent(t, { s: site.id })).body.data?.accepted).toBe(1);
    await t.app.db.db.update(analyticsSites).set({ status: 'archived' }).where(eq(analyticsSites.id, site.id));
    await t.app.linkChanges.publish({ type: 'site', id: site.id });
    expect((await sendEvent(t, { s: site.id })).body.data).toEqual({ accepted: 0, dropped: 1, reason: 'archived' });
    await t.app.db.db.delete(analyticsSites).where(eq(analyticsSites.id, site.id));
    await t.app.linkChanges.publish({ type: 'site', id: site.id });
    expect((await sendEvent(t, { s: site.id })).status).toBe(404);
  });
});
