import { describe, expect, it } from 'vitest';
import { networkOf, sourceMatches } from './traffic-source.ts';

describe('networkOf', () => {
  it.each([
    ['lnkd.in', 'linkedin'],
    ['youtu.be', 'youtube'],
    ['m.facebook.com', 'facebook'],
    ['www.reddit.com', 'reddit'],
    ['outlook.live.com', 'email'],
    ['mail.google.com', 'email'],
    ['www.google.com', 'google'],
    ['', 'direct'],
    [undefined, 'direct'],
    ['blog.example', undefined],
    ['notgoogle.com', undefined],
  ])('%s → %s', (host, network) => {
    expect(networkOf(host)).toBe(network);
  });
});

describe('sourceMatches', () => {
  it('matches a host and its subdomains, ignoring www', () => {
    expect(sourceMatches('example.org', 'www.example.org', undefined)).toBe(true);
    expect(sourceMatches('example.org', 'news.example.org', undefined)).toBe(true);
    expect(sourceMatches('example.org', 'badexample.org', undefined)).toBe(false);
  });

  it('matches utm_source whatever the referrer says', () => {
    expect(sourceMatches('newsletter', 'mail.proton.me', 'Newsletter')).toBe(true);
    expect(sourceMatches('facebook', undefined, 'facebook')).toBe(true);
  });
});
