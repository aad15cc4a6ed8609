import { describe, expect, it } from 'vitest';
import { linkKind } from './link-kind.ts';

const kindOf = (href: string) => linkKind(new URL(href, 'https://shop.example/page'), 'shop.example');

describe('linkKind', () => {
  it('counts a web link to another host as outbound', () => {
    expect(kindOf('https://other.example/')).toBe('outbound');
    expect(kindOf('http://www.shop.example/a')).toBe('outbound');
  });

  it('leaves links within the site alone', () => {
    expect(kindOf('/about')).toBeUndefined();
    expect(kindOf('https://shop.example/docs?x=1#y')).toBeUndefined();
  });

  it('counts a link to a common file type as a download, on any host, whatever the case', () => {
    expect(kindOf('/files/report.PDF')).toBe('download');
    expect(kindOf('https://cdn.example/app-1.2.dmg')).toBe('download');
    expect(kindOf('/sheet.xlsx?v=2')).toBe('download');
    expect(kindOf('/notes.doc')).toBe('download');
  });

  it('does not take a file type in the query or the middle of a path for a download', () => {
    expect(kindOf('/view?file=a.pdf')).toBeUndefined();
    expect(kindOf('/pdf/index')).toBeUndefined();
    expect(kindOf('/archive.zip.html')).toBeUndefined();
  });

  it('ignores links that are not web pages', () => {
    expect(kindOf('mailto:someone@other.example')).toBeUndefined();
    expect(kindOf('tel:+33123456789')).toBeUndefined();
    expect(kindOf('javascript:void(0)')).toBeUndefined();
  });

  it('ignores an SVG link, whose parts are not strings', () => {
    const svgLink = { protocol: undefined, host: undefined, pathname: undefined } as unknown as URL;
    expect(linkKind(svgLink, 'shop.example')).toBeUndefined();
  });
});
