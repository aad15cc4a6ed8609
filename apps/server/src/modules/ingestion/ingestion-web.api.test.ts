import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg } from '../../../test/tenancy/fixtures.ts';
import { analyticsSites } from '../../db/schema.ts';
import { openGeo } from '../../tracking/geo.ts';
import { IPHONE, insertSite, sendEvent, storedRows } from './ingestion-test-helpers.ts';

describe(`POST /api/event (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a page view with everything the server learns about it', async () => {
    const org = await newOrg(t, 'Web Owner');
    const site = await insertSite(t, org, { allowedHosts: ['shop.example.org'] });
    const geo = await openGeo({ warn() {} });
    const ip = '81.2.69.160';
    const res = await sendEvent(
      t,
      {
        s: site.id,
        u: 'https://www.example.com/pricing?plan=pro&utm_source=newsletter&utm_medium=email&utm_campaign=spring#faq',
        r: 'https://www.google.com/',
        t: 'Pricing',
        w: 390,
      },
      { ua: IPHONE, ip, headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ status: true, data: { accepted: 1, dropped: 0 } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const [row] = await storedRows(t, org, site.id);
    const place = geo.lookup(ip);
    expect(row).toMatchObject({
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: site.id,
      type: 'pageview',
      trigger: 'web',
      path: '/pricing',
      hostname: 'www.example.com',
      title: 'Pricing',
      referrer: 'https://www.google.com/',
      referrer_host: 'google.com',
      // a tagged medium is read before the referrer
      channel: 'email',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      country: place?.country ?? '',
      region: place?.region ?? '',
      city: place?.city ?? '',
      language: 'fr',
      browser: 'safari',
      os: 'ios',
      os_version: '17.4',
      device_type: 'mobile',
      device_model: 'Apple iPhone',
      screen: 'mobile',
      is_bot: false,
    });
    expect(row?.visitor_id).toMatch(/^[0-9a-f]{16}$/);
    expect(row?.session_id).not.toBe('');
    expect(Math.abs((row?.time ?? 0) - Date.now())).toBeLessThan(60_000);
  });
});
