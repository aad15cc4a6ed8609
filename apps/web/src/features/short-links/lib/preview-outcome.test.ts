import { describe, expect, it } from 'vitest';
import { newLinkValues, newPair } from './link-form.ts';
import { previewOutcome } from './preview-outcome.ts';
import { emptyVisitor, referrerHostOf, visitorOf } from './visitor-form.ts';

const languageLink = () => {
  const v = newLinkValues('language_based');
  v.timeZone = 'UTC';
  v.rules.pairs = [newPair('fr', 'https://example.fr')];
  v.rules.defaultUrl = 'https://example.com';
  return v;
};

describe('previewOutcome', () => {
  it('picks the language the visitor prefers, else the default', () => {
    const link = languageLink();
    expect(previewOutcome(link, { ...emptyVisitor(), acceptLanguage: 'fr-CA,fr;q=0.9' })).toEqual({
      outcome: 'redirect',
      url: 'https://example.fr',
      reason: 'language:fr',
    });
    expect(previewOutcome(link, { ...emptyVisitor(), acceptLanguage: 'de' })).toMatchObject({
      url: 'https://example.com',
      reason: 'default',
    });
  });

  it('waits for a valid form', () => {
    const link = languageLink();
    link.rules.defaultUrl = '';
    expect(previewOutcome(link, emptyVisitor())).toEqual({ outcome: 'incomplete' });
  });

  it('shows inactive, expired and password outcomes', () => {
    const link = languageLink();
    expect(previewOutcome({ ...link, status: 'inactive' }, emptyVisitor())).toEqual({ outcome: 'inactive' });
    expect(previewOutcome({ ...link, maxClicks: '5' }, emptyVisitor(), { id: 'x', clicks: 5 })).toEqual({
      outcome: 'expired',
    });
    const locked = newLinkValues('password_protected', 'https://example.com');
    expect(previewOutcome(locked, emptyVisitor())).toEqual({ outcome: 'password' });
  });

  it('blocks a visitor on the block list and appends UTM to a destination', () => {
    const link = newLinkValues('ip_based', 'https://example.com');
    link.rules.block = '203.0.113.0/24';
    link.utm.source = 'news';
    expect(previewOutcome(link, { ...emptyVisitor(), ip: '203.0.113.9' })).toEqual({
      outcome: 'blocked',
      reason: 'ip:blocked',
    });
    expect(previewOutcome(link, { ...emptyVisitor(), ip: '198.51.100.1' })).toMatchObject({
      url: 'https://example.com/?utm_source=news',
    });
  });
});

describe('visitorOf', () => {
  it('reads the referrer host, the query string and the moment', () => {
    const { visitor, at } = visitorOf({
      ...emptyVisitor(),
      referrer: 'https://www.facebook.com/post/1',
      query: '?utm_source=mail&x=1',
      country: 'fr',
      at: '2026-03-01T10:00',
    });
    expect(visitor).toMatchObject({
      referrerHost: 'www.facebook.com',
      country: 'FR',
      query: { utm_source: 'mail', x: '1' },
    });
    expect(at.getTime()).toBe(new Date('2026-03-01T10:00').getTime());
    expect(referrerHostOf('news.example.org')).toBe('news.example.org');
  });
});
