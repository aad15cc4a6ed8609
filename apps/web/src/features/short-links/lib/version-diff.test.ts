import { describe, expect, it } from 'vitest';
import { diffVersions, flatten, sortFields } from './version-diff.ts';

describe('flatten', () => {
  it('reads nested maps by dotted path and scalar lists as one value', () => {
    expect(Object.fromEntries(flatten({ languages: { fr: 'a' }, tags: ['x', 'y'], empty: '' }))).toEqual({
      'languages.fr': 'a',
      tags: 'x, y',
    });
  });
});

describe('diffVersions', () => {
  it('lists only what changed in the changed fields', () => {
    const before = {
      title: 'Old',
      rules: { languages: { fr: 'https://a.fr', de: 'https://a.de' }, defaultUrl: 'https://a' },
    };
    const after = {
      title: 'New',
      rules: { languages: { fr: 'https://b.fr', de: 'https://a.de', es: 'https://a.es' }, defaultUrl: 'https://a' },
    };
    expect(diffVersions(before, after, ['title', 'rules'])).toEqual([
      { path: 'title', before: 'Old', after: 'New' },
      { path: 'rules.languages.es', before: undefined, after: 'https://a.es' },
      { path: 'rules.languages.fr', before: 'https://a.fr', after: 'https://b.fr' },
    ]);
  });

  it('shows the first version as all added', () => {
    expect(diffVersions(undefined, { title: 'T', tags: ['a'] }, ['title', 'tags'])).toEqual([
      { path: 'title', before: undefined, after: 'T' },
      { path: 'tags', before: undefined, after: 'a' },
    ]);
  });

  it('says a password changed without showing it, and skips bookkeeping fields', () => {
    expect(diffVersions({ version: 1 }, { version: 2 }, ['password', 'version'])).toEqual([
      { path: 'password', before: undefined, after: undefined },
    ]);
  });
});

describe('sortFields', () => {
  it('puts the address and destinations first', () => {
    expect(sortFields(['utm', 'rules', 'slug', 'kind', 'expiresAt'])).toEqual([
      'kind',
      'slug',
      'rules',
      'utm',
      'expiresAt',
    ]);
  });

  it('leaves out fields that are empty on both sides', () => {
    expect(diffVersions(undefined, { utm: null, notes: '', tags: [] }, ['utm', 'notes', 'tags'])).toEqual([]);
  });
});
