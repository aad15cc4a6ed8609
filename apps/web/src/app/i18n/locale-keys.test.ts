import { errorCodes } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';

const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
};

const en = flatten(resources.en.translation);

describe('locales', () => {
  for (const language of ['fr', 'ar', 'zh'] as const) {
    it(`${language} has exactly the keys of en`, () => {
      const other = flatten(resources[language].translation);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${language} has no empty strings and keeps every interpolation`, () => {
      const other = flatten(resources[language].translation);
      for (const [key, text] of Object.entries(en)) {
        expect(other[key], key).not.toBe('');
        const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect(vars(other[key] ?? ''), key).toEqual(vars(text));
      }
    });
  }

  it('translates every code of the shared error catalogue', () => {
    for (const code of Object.keys(errorCodes)) expect(en[`errors.${code}`], code).toBeTruthy();
  });
});
