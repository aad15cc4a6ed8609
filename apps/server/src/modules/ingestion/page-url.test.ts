import { describe, expect, it } from 'vitest';
import { readPageUrl, screenClassOf } from './page-url.ts';

const site = { trackQueryStrings: false, siteSearchParams: ['q', 's'] };

describe('readPageUrl', () => {
  it('keeps the path without the query string unless the site tracks query strings', () => {
    const url = 'https://Shop.Example.com:8443/p/1?id=2&utm_source=news&ref=x#top';
    expect(readPageUrl(url, site)).toMatchObject({
      hostname: 'shop.example.com',
      host: 'shop.example.com:8443',
      pathname: '/p/1',
      path: '/p/1',
      utm: { source: 'news', medium: '', campaign: '', term: '', content: '' },
      searchTerm: '',
    });
    expect(readPageUrl(url, { ...site, trackQueryStrings: true })?.path).toBe('/p/1?id=2&ref=x');
  });

  it('reads a site search term and leaves its parameter out of the page', () => {
    const page = readPageUrl('https://example.com/search?q=+red+shoes&page=2', { ...site, trackQueryStrings: true });
    expect(page?.searchTerm).toBe('red shoes');
    expect(page?.path).toBe('/search?page=2');
    expect(readPageUrl('https://example.com/?s=', site)?.searchTerm).toBe('');
    expect(readPageUrl('https://example.com/?query=x', site)?.searchTerm).toBe('');
  });

  it('keeps a hash route and drops an anchor', () => {
    expect(readPageUrl('https://example.com/app#/settings/profile', site)?.path).toBe('/app#/settings/profile');
    expect(readPageUrl('https://example.com/doc#section-2', site)?.path).toBe('/doc');
  });

  it('refuses what is no web URL', () => {
    expect(readPageUrl('not a url', site)).toBeUndefined();
    expect(readPageUrl('ftp://example.com/x', site)).toBeUndefined();
  });
});

describe('screenClassOf', () => {
  it.each([
    [undefined, ''],
    [0, ''],
    [375, 'mobile'],
    [575, 'mobile'],
    [576, 'tablet'],
    [991, 'tablet'],
    [992, 'laptop'],
    [1439, 'laptop'],
    [1440, 'desktop'],
    [3840, 'desktop'],
  ])('%s → %s', (width, expected) => {
    expect(screenClassOf(width)).toBe(expected);
  });
});
