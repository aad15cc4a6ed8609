import { describe, expect, it } from 'vitest';
import { filtersFromParams, pageFromParams, paramsWith } from './url-filters.ts';

const defaults = { search: '', kind: '', sort: 'created_desc' };
const allowed = { kind: ['simple', 'rlsurl'], sort: ['created_desc', 'clicks_desc'] };

describe('a list filtered from its address', () => {
  it('reads the filters over the defaults, and ignores values a filter cannot take', () => {
    const params = new URLSearchParams('search=promo&kind=rlsurl&sort=clicks_desc&other=1');
    expect(filtersFromParams(params, defaults, allowed)).toEqual({
      search: 'promo',
      kind: 'rlsurl',
      sort: 'clicks_desc',
    });
    expect(filtersFromParams(new URLSearchParams('kind=nope&sort=DROP'), defaults, allowed)).toEqual(defaults);
    expect(filtersFromParams(new URLSearchParams(''), defaults, allowed)).toEqual(defaults);
  });

  it('reads the page as a whole number from 1', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) {
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('writes only what differs from the defaults, keeps other parameters, and leaves page 1 out', () => {
    const start = new URLSearchParams('other=1&kind=simple&page=4');
    const next = paramsWith(start, defaults, { filters: { search: 'promo', kind: '', sort: 'created_desc' } });
    expect(next.toString()).toBe('other=1&page=4&search=promo');
    expect(paramsWith(next, defaults, { page: 1 }).toString()).toBe('other=1&search=promo');
    expect(paramsWith(next, defaults, { page: 2 }).get('page')).toBe('2');
    // the input is not changed
    expect(start.toString()).toBe('other=1&kind=simple&page=4');
  });

  it('a filter then the page, one after the other, both land', () => {
    const afterFilter = paramsWith(new URLSearchParams('page=5'), defaults, {
      filters: { ...defaults, kind: 'rlsurl' },
    });
    const afterPage = paramsWith(afterFilter, defaults, { page: 1 });
    expect(filtersFromParams(afterPage, defaults, allowed).kind).toBe('rlsurl');
    expect(pageFromParams(afterPage)).toBe(1);
  });
});
