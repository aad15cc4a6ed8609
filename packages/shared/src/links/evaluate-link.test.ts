import { describe, expect, it } from 'vitest';
import { evaluateLink } from './evaluate-link.ts';
import { makeLink } from './link-fixture.test-helpers.ts';

const A = 'https://a.example/';
const B = 'https://b.example/';
const D = 'https://default.example/';
const now = new Date('2026-03-10T12:00:00Z');

describe('evaluateLink: lifecycle', () => {
  const simple = makeLink({ kind: 'simple', rules: { url: A } });

  it('redirects an active simple link', () => {
    expect(evaluateLink(simple, {}, now)).toEqual({ outcome: 'redirect', url: A, reason: 'destination' });
  });

  it('answers inactive before anything else, even when expired', () => {
    const link = { ...simple, status: 'inactive' as const, expiresAt: '2020-01-01T00:00:00Z' };
    expect(evaluateLink(link, {}, now)).toEqual({ outcome: 'inactive' });
  });

  it('expires by date, at the instant itself, with or without an expired URL', () => {
    expect(evaluateLink({ ...simple, expiresAt: now }, {}, now)).toEqual({ outcome: 'expired' });
    expect(evaluateLink({ ...simple, expiresAt: '2026-03-10T11:59:59Z', expiredUrl: B }, {}, now)).toEqual({
      outcome: 'expired',
      url: B,
    });
    expect(evaluateLink({ ...simple, expiresAt: '2026-03-10T12:00:01Z' }, {}, now).outcome).toBe('redirect');
  });

  it('expires by clicks once the count reaches the maximum', () => {
    expect(evaluateLink({ ...simple, maxClicks: 5, clicks: 4 }, {}, now).outcome).toBe('redirect');
    expect(evaluateLink({ ...simple, maxClicks: 5, clicks: 5, expiredUrl: B }, {}, now)).toEqual({
      outcome: 'expired',
      url: B,
    });
    expect(evaluateLink({ ...simple, maxClicks: 0 }, {}, now)).toEqual({ outcome: 'expired' });
  });

  it('asks for the password on a password-protected link, and only then checks expiry first', () => {
    const link = makeLink({ kind: 'password_protected', rules: { url: A } });
    expect(evaluateLink(link, {}, now)).toEqual({ outcome: 'password' });
    expect(evaluateLink({ ...link, maxClicks: 1, clicks: 1 }, {}, now).outcome).toBe('expired');
  });
});

describe('evaluateLink: UTM', () => {
  const utm = { source: 'newsletter', medium: 'email', campaign: 'spring sale' };

  it('appends the link UTM tags to the chosen destination', () => {
    const link = makeLink({ kind: 'simple', rules: { url: 'https://shop.example/p?id=7#top' } }, { utm });
    const out = evaluateLink(link, {}, now);
    expect(out).toMatchObject({ outcome: 'redirect' });
    const url = new URL(out.outcome === 'redirect' ? out.url : '');
    expect(url.searchParams.get('id')).toBe('7');
    expect(url.searchParams.get('utm_source')).toBe('newsletter');
    expect(url.searchParams.get('utm_campaign')).toBe('spring sale');
    expect(url.searchParams.has('utm_term')).toBe(false);
    expect(url.hash).toBe('#top');
  });

  it('never clobbers a tag the destination already has', () => {
    const link = makeLink({ kind: 'simple', rules: { url: 'https://shop.example/?utm_source=partner' } }, { utm });
    const out = evaluateLink(link, {}, now);
    const url = new URL(out.outcome === 'redirect' ? out.url : '');
    expect(url.searchParams.getAll('utm_source')).toEqual(['partner']);
    expect(url.searchParams.get('utm_medium')).toBe('email');
  });

  it('leaves the expired URL untagged: it is not a campaign destination', () => {
    const link = makeLink({ kind: 'simple', rules: { url: A } }, { utm, maxClicks: 0, expiredUrl: B });
    expect(evaluateLink(link, {}, now)).toEqual({ outcome: 'expired', url: B });
  });
});

describe('evaluateLink: app_download', () => {
  const link = makeLink({
    kind: 'app_download',
    rules: {
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: 'https://play.google.com/store/apps/details?id=x',
      fallbackUrl: A,
    },
  });
  it.each([
    ['ios', 'https://apps.apple.com/app/id1', 'app:ios'],
    ['android', 'https://play.google.com/store/apps/details?id=x', 'app:android'],
    ['windows', A, 'app:fallback'],
    [undefined, A, 'app:fallback'],
  ] as const)('os %s → %s', (os, url, reason) => {
    expect(evaluateLink(link, { os }, now)).toEqual({ outcome: 'redirect', url, reason });
  });
});

describe('evaluateLink: language_based', () => {
  const link = makeLink({
    kind: 'language_based',
    rules: { languages: { en: A, 'fr-CA': B, pt: 'https://pt.example/' }, defaultUrl: D },
  });
  it.each([
    ['fr-CA,fr;q=0.9', B],
    ['fr-FR', B],
    ['pt-BR', 'https://pt.example/'],
    ['de;q=0.9, en;q=0.8', A],
    ['de, ja', D],
    [undefined, D],
  ])('%s → %s', (acceptLanguage, url) => {
    expect(evaluateLink(link, { acceptLanguage }, now)).toMatchObject({ outcome: 'redirect', url });
  });
});

describe('evaluateLink: location_based', () => {
  const link = makeLink({
    kind: 'location_based',
    rules: {
      locations: [
        { country: 'US', url: 'https://us.example/' },
        { country: 'US', region: 'CA', url: 'https://ca.example/' },
        { country: 'US', region: 'CA', city: 'San Francisco', url: 'https://sf.example/' },
        { country: 'FR', url: 'https://fr.example/' },
      ],
      defaultUrl: D,
    },
  });
  it.each([
    [{ country: 'US', region: 'CA', city: 'san francisco' }, 'https://sf.example/'],
    [{ country: 'US', region: 'CA', city: 'Los Angeles' }, 'https://ca.example/'],
    [{ country: 'US', region: 'NY' }, 'https://us.example/'],
    [{ country: 'fr' }, 'https://fr.example/'],
    [{ country: 'DE' }, D],
    [{}, D],
  ])('%j → %s (most specific wins)', (visitor, url) => {
    expect(evaluateLink(link, visitor, now)).toMatchObject({ outcome: 'redirect', url });
  });
});

describe('evaluateLink: device, browser and os', () => {
  it('routes by device type, else default', () => {
    const link = makeLink({ kind: 'device_based', rules: { devices: { mobile: A, tv: B }, defaultUrl: D } });
    expect(evaluateLink(link, { deviceType: 'mobile' }, now)).toEqual({
      outcome: 'redirect',
      url: A,
      reason: 'device:mobile',
    });
    expect(evaluateLink(link, { deviceType: 'tv' }, now)).toMatchObject({ url: B });
    expect(evaluateLink(link, { deviceType: 'bot' }, now)).toEqual({ outcome: 'redirect', url: D, reason: 'default' });
  });

  it('routes by browser family case-insensitively', () => {
    const link = makeLink({ kind: 'browser_based', rules: { browsers: { firefox: A, safari: B }, defaultUrl: D } });
    expect(evaluateLink(link, { browser: 'Firefox' }, now)).toMatchObject({ url: A });
    expect(evaluateLink(link, { browser: 'chrome' }, now)).toMatchObject({ url: D });
  });

  it('routes by OS family', () => {
    const link = makeLink({ kind: 'os_based', rules: { os: { macos: A, chromeos: B }, defaultUrl: D } });
    expect(evaluateLink(link, { os: 'chromeos' }, now)).toMatchObject({ url: B });
    expect(evaluateLink(link, { os: 'linux' }, now)).toMatchObject({ url: D });
  });
});

describe('evaluateLink: source_based', () => {
  const link = makeLink({
    kind: 'source_based',
    rules: {
      sources: [
        { source: 'x', url: 'https://x.example/' },
        { source: 'email', url: 'https://mail.example/' },
        { source: 'google', url: 'https://g.example/' },
        { source: 'news.ycombinator.com', url: 'https://hn.example/' },
        { source: 'direct', url: 'https://direct.example/' },
        { source: 'podcast', url: 'https://pod.example/' },
      ],
      defaultUrl: D,
    },
  });
  it.each([
    [{ referrerHost: 't.co' }, 'https://x.example/'],
    [{ referrerHost: 'mobile.twitter.com' }, 'https://x.example/'],
    [{ referrerHost: 'mail.google.com' }, 'https://mail.example/'],
    [{ referrerHost: 'www.google.fr' }, 'https://g.example/'],
    [{ referrerHost: 'news.ycombinator.com' }, 'https://hn.example/'],
    [{}, 'https://direct.example/'],
    [{ referrerHost: 'blog.example', query: { utm_source: 'Podcast' } }, 'https://pod.example/'],
    [{ referrerHost: 'blog.example' }, D],
  ])('%j → %s', (visitor, url) => {
    expect(evaluateLink(link, visitor, now)).toMatchObject({ outcome: 'redirect', url });
  });
});
