import { describe, expect, it } from 'vitest';
import { appendUtm } from './append-utm.ts';

describe('appendUtm', () => {
  it('adds every given tag, encoded, after the existing query and before the fragment', () => {
    expect(
      appendUtm('https://e.example/p?x=1#f', { source: 'a b', medium: 'm', campaign: 'c', term: 't', content: 'k&v' }),
    ).toBe('https://e.example/p?x=1&utm_source=a+b&utm_medium=m&utm_campaign=c&utm_term=t&utm_content=k%26v#f');
  });

  it('keeps tags the destination already has and skips empty ones', () => {
    expect(appendUtm('https://e.example/?utm_medium=cpc', { source: 's', medium: 'email', term: '' })).toBe(
      'https://e.example/?utm_medium=cpc&utm_source=s',
    );
  });

  it('leaves the URL byte-for-byte alone when there is nothing to add or it cannot be parsed', () => {
    expect(appendUtm('https://E.example/a%20b', undefined)).toBe('https://E.example/a%20b');
    expect(appendUtm('https://E.example/a%20b', {})).toBe('https://E.example/a%20b');
    expect(appendUtm('not a url', { source: 's' })).toBe('not a url');
  });
});
