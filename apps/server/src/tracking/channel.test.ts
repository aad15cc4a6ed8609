import { describe, expect, it } from 'vitest';
import { channelOf, referrerHostOf } from './channel.ts';

const of = (referrer: string, utm: Parameters<typeof channelOf>[1] = {}, own: string[] = []) =>
  channelOf(referrerHostOf(referrer), utm, own);

describe('channelOf', () => {
  it.each([
    ['', 'direct'],
    ['https://www.google.com/', 'organic_search'],
    ['https://www.google.co.uk/', 'organic_search'],
    ['https://www.google.com.br/search?q=x', 'organic_search'],
    ['https://www.google.es/', 'organic_search'],
    ['https://www.bing.com/search?q=osm5', 'organic_search'],
    ['https://cn.bing.com/', 'organic_search'],
    ['https://duckduckgo.com/', 'organic_search'],
    ['https://search.yahoo.com/search?p=x', 'organic_search'],
    ['https://search.yahoo.co.jp/', 'organic_search'],
    ['https://yandex.ru/search/?text=x', 'organic_search'],
    ['https://yandex.com.tr/', 'organic_search'],
    ['https://www.baidu.com/s?wd=x', 'organic_search'],
    ['https://www.ecosia.org/search?q=x', 'organic_search'],
    ['https://search.brave.com/search?q=x', 'organic_search'],
    ['https://www.facebook.com/', 'social'],
    ['https://m.facebook.com/', 'social'],
    ['https://l.instagram.com/', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://www.linkedin.com/feed/', 'social'],
    ['https://lnkd.in/x', 'social'],
    ['https://old.reddit.com/r/x', 'social'],
    ['https://www.youtube.com/watch?v=1', 'social'],
    ['https://www.tiktok.com/@x', 'social'],
    ['https://www.pinterest.fr/pin/1', 'social'],
    ['https://news.ycombinator.com/item?id=1', 'social'],
    ['https://mail.google.com/mail/u/0/', 'email'],
    ['https://outlook.live.com/mail/0/', 'email'],
    ['https://mail.yahoo.com/d/folders/1', 'email'],
    ['https://mail.proton.me/u/0/inbox', 'email'],
    ['https://webmail.example-isp.net/', 'email'],
    ['https://blog.example.net/2026/post', 'referral'],
    ['https://news.example.org/', 'referral'],
    ['not a url', 'direct'],
  ])('%s → %s', (referrer, channel) => {
    expect(of(referrer)).toBe(channel);
  });

  it('counts a referrer from the site itself as no referrer', () => {
    expect(of('https://shop.example.com/cart', {}, ['shop.example.com'])).toBe('direct');
    expect(of('https://shop.example.com/cart', { source: 'spring' }, ['shop.example.com'])).toBe('campaign');
  });

  it('reads a tagged medium before the referrer', () => {
    expect(of('https://www.facebook.com/', { medium: 'cpc' })).toBe('paid_search');
    expect(of('https://www.google.com/', { medium: 'cpc', source: 'google' })).toBe('paid_search');
    expect(of('https://www.google.com/', { medium: 'ppc' })).toBe('paid_search');
    expect(of('https://www.bing.com/', { medium: 'display' })).toBe('paid_search');
    expect(of('https://www.google.com/', { medium: 'email' })).toBe('email');
    expect(of('', { medium: 'e-mail', source: 'newsletter' })).toBe('email');
    expect(of('https://blog.example.net/', { medium: 'social', source: 'mastodon' })).toBe('social');
    expect(of('', { medium: 'organic' })).toBe('organic_search');
    expect(of('https://www.google.com/', { medium: 'affiliate' })).toBe('referral');
  });

  it('reads the referrer before an untyped campaign, and an untyped campaign before direct or referral', () => {
    expect(of('https://www.google.com/', { source: 'spring' })).toBe('organic_search');
    expect(of('https://www.bing.com/', { source: 'spring' })).toBe('organic_search');
    expect(of('https://t.co/x', { campaign: 'launch' })).toBe('social');
    expect(of('', { source: 'partner', campaign: 'spring' })).toBe('campaign');
    expect(of('https://blog.example.net/', { source: 'partner' })).toBe('campaign');
    expect(of('', { medium: 'banner' })).toBe('campaign');
  });

  it('reads the referrer host, without www., and nothing from a bad header', () => {
    expect(referrerHostOf('https://www.Example.com/a?b')).toBe('example.com');
    expect(referrerHostOf('not a url')).toBe('');
    expect(referrerHostOf(undefined)).toBe('');
  });
});
