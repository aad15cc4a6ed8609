import { describe, expect, it } from 'vitest';
import { channelOf, referrerHostOf } from './channel.ts';

describe('channelOf', () => {
  it.each([
    ['', {}, 'direct'],
    ['google.com', {}, 'organic_search'],
    ['bing.com', {}, 'organic_search'],
    ['google.com', { medium: 'cpc' }, 'paid_search'],
    ['mail.google.com', {}, 'email'],
    ['', { medium: 'email', source: 'newsletter' }, 'email'],
    ['m.facebook.com', {}, 'social'],
    ['t.co', {}, 'social'],
    ['', { source: 'partner', campaign: 'spring' }, 'campaign'],
    ['blog.example.net', {}, 'referral'],
  ])('%s %o → %s', (host, utm, channel) => {
    expect(channelOf(host, utm)).toBe(channel);
  });

  it('a referrer from our own hosts is direct', () => {
    expect(channelOf('osm5.example', {}, ['osm5.example'])).toBe('direct');
  });

  it('reads the referrer host, without www., and nothing from a bad header', () => {
    expect(referrerHostOf('https://www.Example.com/a?b')).toBe('example.com');
    expect(referrerHostOf('not a url')).toBe('');
    expect(referrerHostOf(undefined)).toBe('');
  });
});
