import { describe, expect, it } from 'vitest';
import { evaluateLink } from './evaluate-link.ts';
import { makeLink } from './link-fixture.test-helpers.ts';
import type { RuleConditions } from './rule-condition.ts';

const A = 'https://a.example/';
const B = 'https://b.example/';
const D = 'https://default.example/';
const now = new Date('2026-03-10T12:00:00Z');

describe('evaluateLink: ip_based', () => {
  const link = (allow: string[], block: string[], blockedUrl?: string) =>
    makeLink({ kind: 'ip_based', rules: { allow, block, url: A, ...(blockedUrl ? { blockedUrl } : {}) } });

  it('blocks a listed address with the blocked page, or sends it to the alternate URL', () => {
    expect(evaluateLink(link([], ['203.0.113.0/24']), { ip: '203.0.113.9' }, now)).toEqual({
      outcome: 'blocked',
      reason: 'ip:blocked',
    });
    expect(evaluateLink(link([], ['203.0.113.0/24'], B), { ip: '203.0.113.9' }, now)).toEqual({
      outcome: 'redirect',
      url: B,
      reason: 'ip:blocked',
    });
    expect(evaluateLink(link([], ['203.0.113.0/24']), { ip: '198.51.100.1' }, now)).toMatchObject({ url: A });
  });

  it('with an allow list, lets only listed addresses through', () => {
    const l = link(['10.0.0.0/8', '2001:db8::/32'], []);
    expect(evaluateLink(l, { ip: '10.9.8.7' }, now)).toMatchObject({ outcome: 'redirect', url: A });
    expect(evaluateLink(l, { ip: '2001:db8::42' }, now)).toMatchObject({ outcome: 'redirect', url: A });
    expect(evaluateLink(l, { ip: '::ffff:10.1.1.1' }, now)).toMatchObject({ outcome: 'redirect', url: A });
    expect(evaluateLink(l, { ip: '11.0.0.1' }, now)).toEqual({ outcome: 'blocked', reason: 'ip:not_allowed' });
    expect(evaluateLink(l, { ip: '2001:db9::1' }, now)).toEqual({ outcome: 'blocked', reason: 'ip:not_allowed' });
    expect(evaluateLink(l, {}, now)).toEqual({ outcome: 'blocked', reason: 'ip:not_allowed' });
  });

  it('lets the block list win over the allow list', () => {
    const l = link(['10.0.0.0/8'], ['10.0.0.13']);
    expect(evaluateLink(l, { ip: '10.0.0.13' }, now)).toEqual({ outcome: 'blocked', reason: 'ip:blocked' });
    expect(evaluateLink(l, { ip: '::ffff:10.0.0.13' }, now)).toEqual({ outcome: 'blocked', reason: 'ip:blocked' });
    expect(evaluateLink(l, { ip: '10.0.0.14' }, now)).toMatchObject({ outcome: 'redirect' });
  });

  it('blocks IPv6 ranges', () => {
    const l = link([], ['2001:db8:bad::/48']);
    expect(evaluateLink(l, { ip: '2001:db8:bad:1::1' }, now).outcome).toBe('blocked');
    expect(evaluateLink(l, { ip: '2001:db8:600d::1' }, now).outcome).toBe('redirect');
  });
});

describe('evaluateLink: rule_based', () => {
  const ruled = (rules: { conditions: RuleConditions; url: string }[], timeZone = 'UTC') =>
    makeLink({ kind: 'rule_based', rules: { rules, defaultUrl: D } }, { timeZone });

  it('takes the first matching rule in order', () => {
    const link = ruled([
      { conditions: { country: ['FR'], device: ['mobile'] }, url: A },
      { conditions: { country: ['FR'] }, url: B },
    ]);
    expect(evaluateLink(link, { country: 'FR', deviceType: 'mobile' }, now)).toEqual({
      outcome: 'redirect',
      url: A,
      reason: 'rule:0',
    });
    expect(evaluateLink(link, { country: 'FR', deviceType: 'desktop' }, now)).toEqual({
      outcome: 'redirect',
      url: B,
      reason: 'rule:1',
    });
    expect(evaluateLink(link, { country: 'DE', deviceType: 'mobile' }, now)).toEqual({
      outcome: 'redirect',
      url: D,
      reason: 'default',
    });
  });

  it('requires every condition of a rule to hold', () => {
    const conditions: RuleConditions = {
      country: ['JP'],
      region: ['tokyo'],
      city: ['shibuya'],
      language: ['ja'],
      device: ['mobile'],
      os: ['ios'],
      browser: ['safari'],
      source: ['instagram'],
      ip: ['2001:db8::/32'],
      query: [{ name: 'promo', value: 'yes' }],
    };
    const link = ruled([{ conditions, url: A }]);
    const visitor = {
      country: 'JP',
      region: 'Tokyo',
      city: 'Shibuya',
      acceptLanguage: 'ja-JP,en;q=0.5',
      deviceType: 'mobile' as const,
      os: 'ios' as const,
      browser: 'Safari',
      referrerHost: 'l.instagram.com',
      ip: '2001:db8::7',
      query: { promo: 'yes' },
    };
    expect(evaluateLink(link, visitor, now)).toMatchObject({ url: A });
    const spoilers: Record<string, unknown> = {
      country: 'KR',
      region: 'Osaka',
      city: 'Minato',
      acceptLanguage: 'en',
      deviceType: 'desktop',
      os: 'android',
      browser: 'chrome',
      referrerHost: 'facebook.com',
      ip: '192.0.2.1',
      query: { promo: 'no' },
    };
    for (const [field, value] of Object.entries(spoilers)) {
      expect(evaluateLink(link, { ...visitor, [field]: value }, now), field).toMatchObject({ url: D });
      expect(evaluateLink(link, { ...visitor, [field]: undefined }, now), `${field} missing`).toMatchObject({ url: D });
    }
  });

  it('matches a date window, from inclusive and to exclusive', () => {
    const link = ruled([
      { conditions: { dateFrom: '2026-03-10T12:00:00Z', dateTo: '2026-03-11T00:00:00+00:00' }, url: A },
    ]);
    expect(evaluateLink(link, {}, new Date('2026-03-10T11:59:59Z'))).toMatchObject({ url: D });
    expect(evaluateLink(link, {}, new Date('2026-03-10T12:00:00Z'))).toMatchObject({ url: A });
    expect(evaluateLink(link, {}, new Date('2026-03-10T23:59:59Z'))).toMatchObject({ url: A });
    expect(evaluateLink(link, {}, new Date('2026-03-11T00:00:00Z'))).toMatchObject({ url: D });
  });

  it("reads weekdays and hours in the link's time zone, across midnight", () => {
    // Monday 00:00–06:00 local time.
    const conditions: RuleConditions = { weekdays: ['mon'], hours: { from: 0, to: 6 } };
    const tokyo = ruled([{ conditions, url: A }], 'Asia/Tokyo');
    const utc = ruled([{ conditions, url: A }], 'UTC');
    // Sunday 15:30 UTC is Monday 00:30 in Tokyo.
    const sundayUtc = new Date('2026-03-08T15:30:00Z');
    expect(evaluateLink(tokyo, {}, sundayUtc)).toMatchObject({ url: A });
    expect(evaluateLink(utc, {}, sundayUtc)).toMatchObject({ url: D });
    // Monday 02:00 UTC is Monday 11:00 in Tokyo.
    const mondayUtc = new Date('2026-03-09T02:00:00Z');
    expect(evaluateLink(tokyo, {}, mondayUtc)).toMatchObject({ url: D });
    expect(evaluateLink(utc, {}, mondayUtc)).toMatchObject({ url: A });
  });

  it('wraps an hour window past midnight (22→6), each hour on its own local weekday', () => {
    const link = ruled([{ conditions: { weekdays: ['fri'], hours: { from: 22, to: 6 } }, url: A }], 'Asia/Tokyo');
    expect(evaluateLink(link, {}, new Date('2026-03-13T13:30:00Z'))).toMatchObject({ url: A }); // Fri 22:30 JST
    expect(evaluateLink(link, {}, new Date('2026-03-12T20:00:00Z'))).toMatchObject({ url: A }); // Fri 05:00 JST
    expect(evaluateLink(link, {}, new Date('2026-03-13T03:00:00Z'))).toMatchObject({ url: D }); // Fri 12:00 JST
    expect(evaluateLink(link, {}, new Date('2026-03-13T16:00:00Z'))).toMatchObject({ url: D }); // Sat 01:00 JST
  });

  it('follows daylight saving in zones that have it', () => {
    const link = ruled([{ conditions: { hours: { from: 9, to: 10 } }, url: A }], 'Europe/Paris');
    expect(evaluateLink(link, {}, new Date('2026-01-15T08:30:00Z'))).toMatchObject({ url: A }); // CET 09:30
    expect(evaluateLink(link, {}, new Date('2026-07-15T08:30:00Z'))).toMatchObject({ url: D }); // CEST 10:30
    expect(evaluateLink(link, {}, new Date('2026-07-15T07:30:00Z'))).toMatchObject({ url: A }); // CEST 09:30
  });

  it('matches any value of a condition list', () => {
    const link = ruled([{ conditions: { country: ['BE', 'CH'], weekdays: ['sat', 'sun'] }, url: A }]);
    const saturday = new Date('2026-03-14T10:00:00Z');
    expect(evaluateLink(link, { country: 'CH' }, saturday)).toMatchObject({ url: A });
    expect(evaluateLink(link, { country: 'CH' }, now)).toMatchObject({ url: D });
  });
});
