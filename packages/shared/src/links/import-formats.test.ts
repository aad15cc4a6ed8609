import { describe, expect, it } from 'vitest';
import { linkCsvColumns } from './csv-columns.ts';
import {
  defaultMapping,
  detectFormat,
  importFieldOfPath,
  mapRow,
  normalizeHeader,
  slugOfShortUrl,
  splitTags,
} from './import-formats.ts';

const bitlyHeaders = ['id', 'link', 'long_url', 'title', 'created_at', 'tags'];
const bitlyLabelHeaders = ['Title', 'Bitlink', 'Long URL', 'Date Created', 'Tags'];
const dubHeaders = [
  'Short link',
  'Destination URL',
  'Clicks',
  'Created at',
  'Link ID',
  'Updated at',
  'Tags',
  'Archived',
];
const shlinkHeaders = ['createdAt', 'title', 'shortUrl', 'domain', 'shortCode', 'longUrl', 'tags', 'visits'];
const yourlsHeaders = ['keyword', 'url', 'title', 'timestamp', 'ip', 'clicks'];

describe('detectFormat', () => {
  it('knows each export by its header row', () => {
    expect(detectFormat([...linkCsvColumns])).toBe('template');
    expect(detectFormat(bitlyHeaders)).toBe('bitly');
    expect(detectFormat(bitlyLabelHeaders)).toBe('bitly');
    expect(detectFormat(dubHeaders)).toBe('dub');
    expect(detectFormat(shlinkHeaders)).toBe('shlink');
    expect(detectFormat(yourlsHeaders)).toBe('yourls');
  });

  it('is `other` for a file it does not know', () => {
    expect(detectFormat(['name', 'address'])).toBe('other');
    expect(detectFormat([])).toBe('other');
  });

  it('reads headers whatever their case and punctuation', () => {
    expect(normalizeHeader('Long URL')).toBe(normalizeHeader('long_url'));
    expect(normalizeHeader('longUrl')).toBe('longurl');
  });
});

describe('defaultMapping', () => {
  it('maps our template column by column', () => {
    const mapping = defaultMapping('template', [...linkCsvColumns]);
    expect(mapping.destination).toBe(linkCsvColumns.indexOf('destination'));
    expect(mapping.slug).toBe(linkCsvColumns.indexOf('slug'));
    expect(mapping.utmCampaign).toBe(linkCsvColumns.indexOf('utm_campaign'));
    expect(mapping.maxClicks).toBe(linkCsvColumns.indexOf('max_clicks'));
  });

  it('maps Bitly: the link gives the slug, the long URL the destination', () => {
    expect(defaultMapping('bitly', bitlyHeaders)).toEqual({ destination: 2, shortUrl: 1, title: 3, tags: 5 });
    expect(defaultMapping('bitly', bitlyLabelHeaders)).toEqual({ destination: 2, shortUrl: 1, title: 0, tags: 4 });
  });

  it('maps Dub, Shlink and YOURLS', () => {
    expect(defaultMapping('dub', dubHeaders)).toEqual({ destination: 1, shortUrl: 0, tags: 6 });
    expect(defaultMapping('shlink', shlinkHeaders)).toEqual({
      destination: 5,
      slug: 4,
      shortUrl: 2,
      title: 1,
      tags: 6,
    });
    expect(defaultMapping('yourls', yourlsHeaders)).toEqual({ destination: 1, slug: 0, title: 2 });
  });

  it('guesses common names for other files', () => {
    expect(defaultMapping('other', ['Name', 'Target', 'Alias'])).toEqual({ title: 0, destination: 1, slug: 2 });
  });
});

describe('mapRow', () => {
  it('builds a simple link from a Bitly row, the slug from the short link', () => {
    const row = mapRow(['1', 'bit.ly/3AbCd', 'https://example.com/a', 'Spring sale', '2024-01-01', 'promo, spring'], {
      destination: 2,
      shortUrl: 1,
      title: 3,
      tags: 5,
    });
    expect(row.errors).toEqual([]);
    expect(row.body).toEqual({
      kind: 'simple',
      rules: { url: 'https://example.com/a' },
      slug: '3AbCd',
      title: 'Spring sale',
      tags: ['promo', 'spring'],
    });
  });

  it('prefers an explicit slug column to the short link, and reads the template fields', () => {
    const headers = [...linkCsvColumns];
    const mapping = defaultMapping('template', headers);
    const cells = headers.map(() => '');
    const set = (c: (typeof linkCsvColumns)[number], v: string) => {
      cells[headers.indexOf(c)] = v;
    };
    set('short_url', 'http://localhost:3000/old');
    set('slug', 'new-slug');
    set('destination', ' https://example.com ');
    set('tags', 'a|b|a');
    set('status', 'Inactive');
    set('expires_at', '2030-05-01');
    set('max_clicks', '100');
    set('utm_source', 'news');
    set('utm_campaign', 'may');
    set('kind', 'simple');
    const row = mapRow(cells, mapping);
    expect(row.errors).toEqual([]);
    expect(row.body).toMatchObject({
      slug: 'new-slug',
      rules: { url: 'https://example.com' },
      tags: ['a', 'b'],
      status: 'inactive',
      expiresAt: '2030-05-01T00:00:00.000Z',
      maxClicks: 100,
      utm: { source: 'news', campaign: 'may' },
    });
    expect(row.values.destination).toBe('https://example.com');
  });

  it('reports what only the import can see: kinds a row cannot describe, bad numbers, dates and statuses', () => {
    const row = mapRow(['https://e.test', 'rule_based', 'soon', '-3', 'paused'], {
      destination: 0,
      kind: 1,
      expiresAt: 2,
      maxClicks: 3,
      status: 4,
    });
    expect(row.errors).toEqual([
      { field: 'kind', message: 'bulkImport.rowErrors.kind_not_importable' },
      { field: 'status', message: 'bulkImport.rowErrors.invalid_status' },
      { field: 'expiresAt', message: 'validation.invalid_date' },
      { field: 'maxClicks', message: 'validation.invalid_max_clicks' },
    ]);
  });

  it('leaves a missing cell empty (short rows) so the link rules report the destination', () => {
    expect(mapRow([], { destination: 3 }).body.rules.url).toBe('');
  });
});

describe('helpers', () => {
  it('takes the slug from a short address with or without a scheme', () => {
    expect(slugOfShortUrl('https://dub.sh/launch')).toBe('launch');
    expect(slugOfShortUrl('bit.ly/3xYz')).toBe('3xYz');
    expect(slugOfShortUrl('https://s.test/caf%C3%A9/')).toBe('café');
    expect(slugOfShortUrl('')).toBe('');
  });

  it('splits tags on | first, else on commas or semicolons', () => {
    expect(splitTags('a|b, c')).toEqual(['a', 'b, c']);
    expect(splitTags('a, b;c,,a')).toEqual(['a', 'b', 'c']);
  });

  it('names the import field of a link-body path', () => {
    expect(importFieldOfPath('rules.url')).toBe('destination');
    expect(importFieldOfPath('utm.campaign')).toBe('utmCampaign');
    expect(importFieldOfPath('tags.2')).toBe('tags');
    expect(importFieldOfPath('slug')).toBe('slug');
    expect(importFieldOfPath('qrStyle')).toBeUndefined();
  });
});

describe('our export read back', () => {
  it('takes off the formula guard the export puts on cells', () => {
    const row = mapRow(["'=HYPERLINK(1)", 'https://e.test'], { title: 0, destination: 1 });
    expect(row.body.title).toBe('=HYPERLINK(1)');
  });
});
