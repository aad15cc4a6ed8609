import { describe, expect, it } from 'vitest';
import { canonicalJson, changedFieldsOf, hostnameOf, shortUrlOf } from './link-view.ts';

const config = { shortDomain: 'sho.rt', shortBaseUrl: 'https://sho.rt' };

describe('shortUrlOf', () => {
  it('uses the deployment scheme on the short domain', () => {
    expect(
      shortUrlOf({ shortDomain: 'localhost:3000', shortBaseUrl: 'http://localhost:3000' }, 'localhost:3000', 'abc'),
    ).toBe('http://localhost:3000/abc');
    expect(shortUrlOf(config, 'sho.rt', 'Spring-Sale')).toBe('https://sho.rt/Spring-Sale');
  });

  it('uses https on custom domains, http when the domain names a port', () => {
    expect(shortUrlOf(config, 'go.example.com', 'x_1')).toBe('https://go.example.com/x_1');
    expect(shortUrlOf(config, 'go.example.com:8080', 'x')).toBe('http://go.example.com:8080/x');
  });

  it('escapes a slug that is not URL-safe (imported ones)', () => {
    expect(shortUrlOf(config, 'sho.rt', 'a b')).toBe('https://sho.rt/a%20b');
  });
});

describe('changedFieldsOf', () => {
  it('lists the top-level fields that differ, whatever the key order of nested objects', () => {
    const before = { title: 'a', rules: { url: 'https://a', x: 1 }, tags: ['t'], hasPassword: false };
    const after = { title: 'a', rules: { x: 1, url: 'https://a' }, tags: ['t', 'u'], hasPassword: true };
    expect(changedFieldsOf(before, after)).toEqual(['tags']);
  });

  it('treats absent and null alike', () => {
    expect(changedFieldsOf({ utm: null }, { utm: undefined })).toEqual([]);
    expect(changedFieldsOf({ utm: null }, { utm: { source: 'x' } })).toEqual(['utm']);
  });
});

describe('helpers', () => {
  it('sorts object keys deeply in canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(
      '{"a":{"c":3,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it('drops the port of a host', () => {
    expect(hostnameOf('Go.Example.com:8080')).toBe('go.example.com');
    expect(hostnameOf('localhost')).toBe('localhost');
  });
});
