import { describe, expect, it } from 'vitest';
import { composeUtmUrl, emptyUtm, utmFromUrl, utmParamsOf, utmValuesOf } from './compose-utm.ts';

describe('UTM builder composition', () => {
  it('adds the filled fields as utm_* in a fixed order, encoded', () => {
    expect(
      composeUtmUrl('https://example.com/shop?id=7#top', {
        ...emptyUtm,
        source: 'news letter',
        medium: 'email',
        campaign: 'été & co',
      }),
    ).toEqual({
      url: 'https://example.com/shop?id=7&utm_source=news+letter&utm_medium=email&utm_campaign=%C3%A9t%C3%A9+%26+co#top',
    });
  });

  it('replaces a tag already in the address, and removes one whose field was emptied', () => {
    expect(
      composeUtmUrl('https://example.com/?utm_source=old&utm_term=gone&x=1', { ...emptyUtm, source: 'new' }),
    ).toEqual({ url: 'https://example.com/?utm_source=new&x=1' });
  });

  it('refuses what a link could not redirect to, with the shared validation keys', () => {
    expect(composeUtmUrl('', emptyUtm)).toEqual({ error: 'validation.url_required' });
    expect(composeUtmUrl('example.com', emptyUtm)).toEqual({ error: 'validation.invalid_url' });
    expect(composeUtmUrl('javascript:alert(1)', emptyUtm)).toEqual({ error: 'validation.url_scheme' });
    expect(composeUtmUrl('ftp://example.com/file', emptyUtm)).toEqual({ error: 'validation.url_scheme' });
  });

  it('converts between the form and a template’s parameters', () => {
    const values = { ...emptyUtm, source: ' ads ', campaign: 'spring' };
    expect(utmParamsOf(values)).toEqual({ source: 'ads', campaign: 'spring' });
    expect(utmValuesOf({ medium: 'cpc' })).toEqual({ ...emptyUtm, medium: 'cpc' });
    expect(utmFromUrl('https://a.example/?utm_medium=cpc&utm_content=banner&q=1')).toEqual({
      medium: 'cpc',
      content: 'banner',
    });
    expect(utmFromUrl('not a url')).toEqual({});
  });
});
