import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { destinationUrl } from './destination-url.ts';
import { type LinkTargeting, linkRulesSchemas, linkTargetingSchema } from './link-rules.ts';

const own = { ownDomains: ['osm5.link', 'go.acme.com'] };
const firstIssue = (r: z.ZodSafeParseResult<unknown>) => (r.success ? undefined : r.error.issues[0]);

describe('destinationUrl', () => {
  const url = destinationUrl(own);

  it.each(['https://example.com/a?b=c', 'http://example.com', ' https://sub.example.org/x '])('accepts %s', (v) => {
    expect(url.safeParse(v).success).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'validation.url_scheme'],
    ['JavaScript:alert(1)', 'validation.url_scheme'],
    ['data:text/html,<script>alert(1)</script>', 'validation.url_scheme'],
    ['file:///etc/passwd', 'validation.url_scheme'],
    ['ftp://example.com/', 'validation.url_scheme'],
    ['example.com/path', 'validation.invalid_url'],
    ['/relative', 'validation.invalid_url'],
    ['', 'validation.url_required'],
    ['https://osm5.link/abc', 'validation.url_loop'],
    ['https://OSM5.LINK./abc', 'validation.url_loop'],
    ['https://www.osm5.link/abc', 'validation.url_loop'],
    ['http://go.acme.com/x', 'validation.url_loop'],
  ])('refuses %s with %s', (v, message) => {
    expect(firstIssue(url.safeParse(v))?.message).toBe(message);
  });

  it('allows a host that merely ends with the same letters as our domain', () => {
    expect(url.safeParse('https://notosm5.link/').success).toBe(true);
    expect(url.safeParse('https://acme.com/').success).toBe(true);
  });
});

describe('destinationUrl: the loop check reads every spelling of our own hosts', () => {
  // a server listening on 3118 behind https://osm5.link, with one interface address of its own
  const server = destinationUrl({
    ownDomains: ['osm5.link', 'app.osm5.test'],
    ownPorts: [3118, 443],
    ownAddresses: ['10.1.2.3', '[2001:db8::7]'],
  });

  it.each([
    'https://OSM5.Link/abc',
    'https://osm5.link./abc',
    'https://osm5.link..//abc',
    'https://osm5.link:443/abc',
    'http://osm5.link:80/abc',
    'https://osm5.link:8443/abc',
    'https://app.osm5.test/abc',
    'http://127.0.0.1:3118/abc',
    'http://127.1:3118/abc',
    'http://2130706433:3118/abc',
    'http://0x7f.0.0.1:3118/abc',
    'http://127.0.0.2:3118/abc',
    'http://LOCALHOST:3118/abc',
    'http://localhost.:3118/abc',
    'http://tenant.localhost:3118/abc',
    'http://0.0.0.0:3118/abc',
    'http://[::1]:3118/abc',
    'http://[0:0:0:0:0:0:0:1]:3118/abc',
    'http://[::ffff:127.0.0.1]:3118/abc',
    'http://[::]:3118/abc',
    'https://127.0.0.1/abc',
    'http://10.1.2.3:3118/abc',
    'http://[2001:DB8:0::7]:3118/abc',
  ])('refuses %s as a loop', (v) => {
    expect(firstIssue(server.safeParse(v))?.message).toBe('validation.url_loop');
  });

  it.each([
    'http://127.0.0.1:8080/abc',
    'http://localhost:5173/',
    'http://10.1.2.3:8080/',
    'http://10.1.2.4:3118/',
    'https://127.example.com/abc',
    'https://localhost.example.com/abc',
  ])('accepts %s (another port or another machine)', (v) => {
    expect(server.safeParse(v).success).toBe(true);
  });
});

describe('linkTargetingSchema', () => {
  const schema = linkTargetingSchema(own);
  const parse = (kind: string, rules: unknown) => schema.safeParse({ kind, rules });

  it('accepts a valid config of every kind', () => {
    const u = 'https://e.example/';
    const valid: [string, unknown][] = [
      ['simple', { url: u }],
      ['password_protected', { url: u }],
      ['app_download', { iosUrl: u, androidUrl: u, fallbackUrl: u, deepLink: 'myapp://open/42' }],
      ['language_based', { languages: { en: u, 'pt-BR': u }, defaultUrl: u }],
      ['location_based', { locations: [{ country: 'fr', region: 'IDF', url: u }], defaultUrl: u }],
      ['device_based', { devices: { wearable: u }, defaultUrl: u }],
      ['browser_based', { browsers: { Edge: u }, defaultUrl: u }],
      ['source_based', { sources: [{ source: 'linkedin', url: u }], defaultUrl: u }],
      ['os_based', { os: { linux: u }, defaultUrl: u }],
      ['ip_based', { block: ['::1', '10.0.0.0/8'], url: u }],
      ['rule_based', { rules: [{ conditions: { hours: { from: 22, to: 6 } }, url: u }], defaultUrl: u }],
      [
        'rlsurl',
        {
          destinations: [
            { url: u, weight: 1 },
            { url: 'https://f.example/', weight: 3 },
          ],
          winner: u,
        },
      ],
    ];
    for (const [kind, rules] of valid) expect(parse(kind, rules).error, kind).toBeUndefined();
  });

  it('normalises country codes and browser families', () => {
    const r = linkRulesSchemas().location_based.parse({
      locations: [{ country: 'fr', url: 'https://e.example/' }],
      defaultUrl: 'https://e.example/',
    });
    expect(r.locations[0]?.country).toBe('FR');
    const b = linkRulesSchemas().browser_based.parse({
      browsers: { Edge: 'https://e.example/' },
      defaultUrl: 'https://e.example/',
    });
    expect(Object.keys(b.browsers)).toEqual(['edge']);
  });

  it('names the bad IP entry with its error code', () => {
    const r = parse('ip_based', {
      allow: ['10.0.0.1', 'nope'],
      block: ['1.2.3.4', '300.1.1.1/8'],
      url: 'https://e.example/',
    });
    const issues = r.success ? [] : r.error.issues;
    expect(issues).toHaveLength(2);
    expect(issues[0]).toMatchObject({ path: ['rules', 'allow', 1], message: 'validation.invalid_allowed_ip' });
    expect(issues[1]).toMatchObject({ path: ['rules', 'block', 1], message: 'validation.invalid_rejected_ip' });
    expect(issues[0]?.code === 'custom' && issues[0].params?.code).toBe('INVALID_ALLOWED_IP');
    expect(issues[1]?.code === 'custom' && issues[1].params?.code).toBe('INVALID_REJECTED_IP');
  });

  it('requires at least one IP list', () => {
    expect(firstIssue(parse('ip_based', { url: 'https://e.example/' }))?.message).toBe('validation.ip_list_required');
  });

  it('requires language links, valid tags and valid URLs per language', () => {
    expect(firstIssue(parse('language_based', { languages: {}, defaultUrl: 'https://e.example/' }))?.message).toBe(
      'validation.language_links_required',
    );
    expect(
      firstIssue(
        parse('language_based', { languages: { 'not a tag': 'https://e.example/' }, defaultUrl: 'https://e.example/' }),
      )?.message,
    ).toBe('validation.invalid_language');
    expect(
      firstIssue(parse('language_based', { languages: { fr: 'javascript:x' }, defaultUrl: 'https://e.example/' })),
    ).toMatchObject({
      path: ['rules', 'languages', 'fr'],
      message: 'validation.url_scheme',
    });
  });

  it('requires at least one rule, and a condition in each', () => {
    expect(firstIssue(parse('rule_based', { rules: [], defaultUrl: 'https://e.example/' }))?.message).toBe(
      'validation.rules_required',
    );
    expect(
      firstIssue(
        parse('rule_based', {
          rules: [{ conditions: {}, url: 'https://e.example/' }],
          defaultUrl: 'https://e.example/',
        }),
      )?.message,
    ).toBe('validation.rule_condition_required');
  });

  it('refuses an inverted date window and a bad rule IP', () => {
    const conditions = { dateFrom: '2026-02-01T00:00:00Z', dateTo: '2026-01-01T00:00:00Z', ip: ['x'] };
    const r = parse('rule_based', {
      rules: [{ conditions, url: 'https://e.example/' }],
      defaultUrl: 'https://e.example/',
    });
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toContain('validation.invalid_allowed_ip');
  });

  it('wants 2 to 10 rotating destinations with positive weights and a winner among them', () => {
    const d = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://e${i}.example/`, weight: 1 }));
    expect(firstIssue(parse('rlsurl', { destinations: d(1) }))?.message).toBe('validation.rotation_count');
    expect(firstIssue(parse('rlsurl', { destinations: d(11) }))?.message).toBe('validation.rotation_count');
    expect(parse('rlsurl', { destinations: d(10) }).success).toBe(true);
    expect(
      firstIssue(parse('rlsurl', { destinations: [{ url: 'https://a.example/', weight: 0 }, ...d(1)] }))?.message,
    ).toBe('validation.invalid_weight');
    expect(firstIssue(parse('rlsurl', { destinations: d(2), winner: 'https://other.example/' }))?.message).toBe(
      'validation.winner_not_a_destination',
    );
  });

  it('refuses deep links that a browser would run', () => {
    const u = 'https://e.example/';
    expect(
      firstIssue(parse('app_download', { iosUrl: u, androidUrl: u, fallbackUrl: u, deepLink: 'javascript://x' }))
        ?.message,
    ).toBe('validation.invalid_deep_link');
  });

  it('refuses loops to our own domains in every destination field', () => {
    const loop = 'https://osm5.link/x';
    expect(
      firstIssue(
        parse('rlsurl', {
          destinations: [
            { url: 'https://a.example/', weight: 1 },
            { url: loop, weight: 1 },
          ],
        }),
      )?.message,
    ).toBe('validation.url_loop');
    expect(
      firstIssue(parse('ip_based', { block: ['::1'], url: 'https://a.example/', blockedUrl: loop }))?.message,
    ).toBe('validation.url_loop');
  });

  it('refuses an unknown kind', () => {
    expect(firstIssue(parse('surl', { url: 'https://e.example/' }))?.message).toBe('validation.invalid_link_kind');
  });
});

describe('linkTargetingSchema output', () => {
  it('is exactly the LinkTargeting union evaluateLink takes', () => {
    const parsed: LinkTargeting = linkTargetingSchema().parse({ kind: 'simple', rules: { url: 'https://e.example/' } });
    expect(parsed).toEqual({ kind: 'simple', rules: { url: 'https://e.example/' } });
  });
});
