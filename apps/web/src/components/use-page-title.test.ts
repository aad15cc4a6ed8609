import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-page-title.ts';

describe('page titles', () => {
  it('name the page, then its context, then the product; empty parts are left out', () => {
    expect(pageTitle(['Short links'])).toBe('Short links · OSM5');
    expect(pageTitle(['Paid search', 'Launch link'])).toBe('Paid search · Launch link · OSM5');
    expect(pageTitle([undefined, ' ', 'Billing'])).toBe('Billing · OSM5');
    expect(pageTitle([])).toBe('OSM5');
  });
});
