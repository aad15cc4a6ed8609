import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createLink, destinationOf, UA, visit } from './redirect-test-helpers.ts';

/** Every kind of link followed through real HTTP, as different visitors. */
describe(`redirect: every kind (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  const go = (slug: string, o: Parameters<typeof destinationOf>[2] = {}) => destinationOf(t, `/${slug}`, o);

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Redirect Owner');
  });
  afterAll(() => t?.close());

  it('sends a simple link to its destination with a private 302, UTM appended, query parameters not passed on', async () => {
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/page?x=1' },
      utm: { source: 'news', campaign: 'spring' },
    });
    const res = await visit(t, `/${link.slug}?utm_source=mail&foo=bar&r=qr`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, max-age=0');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://example.com/page');
    expect(Object.fromEntries(location.searchParams)).toEqual({ x: '1', utm_source: 'news', utm_campaign: 'spring' });
    // HEAD answers alike (link checkers), without a body
    const head = await visit(t, `/${link.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(302);
  });

  it('app_download: iOS to the App Store, Android to Google Play, others to the web; a deep link gets the hand-off page', async () => {
    const rules = {
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: 'https://play.google.com/store/apps/details?id=x',
      fallbackUrl: 'https://example.com/app',
    };
    const plain = await createLink(t, org, { kind: 'app_download', rules });
    expect(await go(plain.slug, { ua: UA.iphone })).toBe(rules.iosUrl);
    expect(await go(plain.slug, { ua: UA.ipad })).toBe(rules.iosUrl);
    expect(await go(plain.slug, { ua: UA.android })).toBe(rules.androidUrl);
    expect(await go(plain.slug, { ua: UA.windowsChrome })).toBe(rules.fallbackUrl);

    const deep = await createLink(t, org, { kind: 'app_download', rules: { ...rules, deepLink: 'myapp://open?id=7' } });
    const page = await visit(t, `/${deep.slug}`, { ua: UA.android, lang: 'fr-FR,fr;q=0.9' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('"myapp://open?id=7"');
    // after the deep link, the visitor's own store
    expect(html).toContain(`f=${JSON.stringify(rules.androidUrl)}`);
    expect(html).toContain(`href="${rules.iosUrl}"`);
    expect(html).toContain('Continuer sur le web');
    // a desktop has no app to open: straight to the web
    expect(await go(deep.slug, { ua: UA.windowsChrome })).toBe(rules.fallbackUrl);
  });

  it('language_based: exact tag, then the primary subtag, then the default', async () => {
    const link = await createLink(t, org, {
      kind: 'language_based',
      rules: {
        languages: { fr: 'https://example.com/fr', 'pt-BR': 'https://example.com/br', en: 'https://example.com/en' },
        defaultUrl: 'https://example.com/default',
      },
    });
    expect(await go(link.slug, { lang: 'fr-CA,fr;q=0.9' })).toBe('https://example.com/fr');
    expect(await go(link.slug, { lang: 'pt-BR' })).toBe('https://example.com/br');
    expect(await go(link.slug, { lang: 'pt-PT' })).toBe('https://example.com/br');
    expect(await go(link.slug, { lang: 'de-DE,en;q=0.5' })).toBe('https://example.com/en');
    expect(await go(link.slug, { lang: 'ja' })).toBe('https://example.com/default');
    expect(await go(link.slug)).toBe('https://example.com/default');
  });

  it('location_based: the country of the client address (X-Forwarded-For from a trusted proxy), city over country', async () => {
    const geo = await openGeo({ warn: () => {} });
    const de = '5.9.0.1';
    const place = geo.lookup(de);
    if (!place) throw new Error('the geo database should know a Hetzner address');
    const link = await createLink(t, org, {
      kind: 'location_based',
      rules: {
        locations: [
          { country: place.country, url: 'https://example.com/country' },
          { country: place.country, city: place.city, url: 'https://example.com/city' },
          { country: 'JP', url: 'https://example.com/jp' },
        ],
        defaultUrl: 'https://example.com/default',
      },
    });
    expect(await go(link.slug, { ip: de })).toBe(
      place.city ? 'https://example.com/city' : 'https://example.com/country',
    );
    const jp = '133.242.0.1';
    expect(geo.lookup(jp)?.country).toBe('JP');
    expect(await go(link.slug, { ip: jp })).toBe('https://example.com/jp');
    // a private address has no country
    expect(await go(link.slug, { ip: '10.1.2.3' })).toBe('https://example.com/default');
  });

  it('device_based, browser_based and os_based read the user agent', async () => {
    const device = await createLink(t, org, {
      kind: 'device_based',
      rules: {
        devices: { mobile: 'https://example.com/m', tablet: 'https://example.com/t' },
        defaultUrl: 'https://example.com/d',
      },
    });
    expect(await go(device.slug, { ua: UA.iphone })).toBe('https://example.com/m');
    expect(await go(device.slug, { ua: UA.ipad })).toBe('https://example.com/t');
    expect(await go(device.slug, { ua: UA.windowsChrome })).toBe('https://example.com/d');

    const browser = await createLink(t, org, {
      kind: 'browser_based',
      rules: {
        browsers: {
          firefox: 'https://example.com/ff',
          edge: 'https://example.com/edge',
          chrome: 'https://example.com/ch',
        },
        defaultUrl: 'https://example.com/other',
      },
    });
    expect(await go(browser.slug, { ua: UA.macFirefox })).toBe('https://example.com/ff');
    expect(await go(browser.slug, { ua: UA.windowsEdge })).toBe('https://example.com/edge');
    expect(await go(browser.slug, { ua: UA.android })).toBe('https://example.com/ch');
    expect(await go(browser.slug, { ua: UA.iphone })).toBe('https://example.com/other');

    const os = await createLink(t, org, {
      kind: 'os_based',
      rules: {
        os: {
          ios: 'https://example.com/ios',
          android: 'https://example.com/android',
          windows: 'https://example.com/win',
          macos: 'https://example.com/mac',
          linux: 'https://example.com/linux',
          chromeos: 'https://example.com/cros',
        },
        defaultUrl: 'https://example.com/other',
      },
    });
    expect(await go(os.slug, { ua: UA.iphone })).toBe('https://example.com/ios');
    expect(await go(os.slug, { ua: UA.android })).toBe('https://example.com/android');
    expect(await go(os.slug, { ua: UA.windowsChrome })).toBe('https://example.com/win');
    expect(await go(os.slug, { ua: UA.macFirefox })).toBe('https://example.com/mac');
    expect(await go(os.slug, { ua: UA.linuxFirefox })).toBe('https://example.com/linux');
    expect(await go(os.slug, { ua: UA.chromebook })).toBe('https://example.com/cros');
    expect(await go(os.slug, { ua: UA.playstation })).toBe('https://example.com/other');
  });

  it('source_based: a known network by Referer, a host, or utm_source of the short URL', async () => {
    const link = await createLink(t, org, {
      kind: 'source_based',
      rules: {
        sources: [
          { source: 'facebook', url: 'https://example.com/fb' },
          { source: 'news.example.org', url: 'https://example.com/news' },
          { source: 'newsletter', url: 'https://example.com/letter' },
          { source: 'direct', url: 'https://example.com/direct' },
        ],
        defaultUrl: 'https://example.com/default',
      },
    });
    expect(await go(link.slug, { referer: 'https://m.facebook.com/story' })).toBe('https://example.com/fb');
    expect(await go(link.slug, { referer: 'https://www.news.example.org/a' })).toBe('https://example.com/news');
    expect(await go(`${link.slug}?utm_source=newsletter`, { referer: 'https://x.com/' })).toBe(
      'https://example.com/letter',
    );
    expect(await go(link.slug)).toBe('https://example.com/direct');
    expect(await go(link.slug, { referer: 'https://blog.example.net/' })).toBe('https://example.com/default');
  });

  it('ip_based: allow and block lists over IPv4, IPv6 and CIDR; the blocked page or the alternate URL', async () => {
    const link = await createLink(t, org, {
      kind: 'ip_based',
      rules: { allow: ['203.0.113.0/24', '2001:db8::/32'], block: ['203.0.113.66'], url: 'https://example.com/in' },
    });
    expect(await go(link.slug, { ip: '203.0.113.5' })).toBe('https://example.com/in');
    expect(await go(link.slug, { ip: '2001:db8::42' })).toBe('https://example.com/in');
    const blocked = await visit(t, `/${link.slug}`, { ip: '203.0.113.66', lang: 'ar' });
    expect(blocked.status).toBe(403);
    const html = await blocked.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('تم حظر الوصول');
    expect((await visit(t, `/${link.slug}`, { ip: '2001:db9::1' })).status).toBe(403);
    expect((await visit(t, `/${link.slug}`, { ip: '192.0.2.1' })).status).toBe(403);

    const alternate = await createLink(t, org, {
      kind: 'ip_based',
      rules: { block: ['2001:db8::/48'], url: 'https://example.com/in', blockedUrl: 'https://example.com/sorry' },
    });
    expect(await go(alternate.slug, { ip: '2001:db8:0:1::9' })).toBe('https://example.com/sorry');
    expect(await go(alternate.slug, { ip: '2001:db8:1::9' })).toBe('https://example.com/in');
  });

  it('rule_based: the first rule whose conditions all hold, else the default', async () => {
    const link = await createLink(t, org, {
      kind: 'rule_based',
      rules: {
        rules: [
          { conditions: { os: ['ios'], language: ['fr'] }, url: 'https://example.com/ios-fr' },
          { conditions: { os: ['ios'] }, url: 'https://example.com/ios' },
          { conditions: { query: [{ name: 'promo', value: 'yes' }] }, url: 'https://example.com/promo' },
        ],
        defaultUrl: 'https://example.com/default',
      },
    });
    expect(await go(link.slug, { ua: UA.iphone, lang: 'fr' })).toBe('https://example.com/ios-fr');
    expect(await go(link.slug, { ua: UA.iphone, lang: 'en' })).toBe('https://example.com/ios');
    expect(await go(`${link.slug}?promo=yes`, { ua: UA.android })).toBe('https://example.com/promo');
    expect(await go(link.slug, { ua: UA.android })).toBe('https://example.com/default');
  });

  it('rlsurl: weighted destinations, the same one every time for the same visitor', async () => {
    const link = await createLink(t, org, {
      kind: 'rlsurl',
      rules: {
        destinations: [
          { url: 'https://example.com/a', weight: 50 },
          { url: 'https://example.com/b', weight: 50 },
        ],
      },
    });
    const seen = new Set<string>();
    for (let i = 1; i <= 40; i++) {
      const visitor = { ip: `192.0.2.${i}`, ua: UA.windowsChrome };
      const first = await go(link.slug, visitor);
      expect(await go(link.slug, visitor)).toBe(first);
      seen.add(first);
    }
    expect([...seen].sort()).toEqual(['https://example.com/a', 'https://example.com/b']);
  });
});
