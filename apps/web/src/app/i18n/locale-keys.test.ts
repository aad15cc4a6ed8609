import { auditActions } from '@osm5/shared/audit-actions';
import { errorCodes } from '@osm5/shared/errors';
import { describe, expect, it } from 'vitest';
import { translation as ar } from '../../locales/ar/index.ts';
import { translation as en } from '../../locales/en/index.ts';
import { translation as fr } from '../../locales/fr/index.ts';
import { translation as zh } from '../../locales/zh/index.ts';

const resources = { en, fr, ar, zh };

const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
};

const enKeys = flatten(en);

describe('locales', () => {
  for (const language of ['fr', 'ar', 'zh'] as const) {
    it(`${language} has exactly the keys of en`, () => {
      const other = flatten(resources[language]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(enKeys).sort());
    });

    it(`${language} has no empty strings and keeps every interpolation`, () => {
      const other = flatten(resources[language]);
      for (const [key, text] of Object.entries(enKeys)) {
        expect(other[key], key).not.toBe('');
        const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect(vars(other[key] ?? ''), key).toEqual(vars(text));
      }
    });
  }

  it('translates every code of the shared error catalogue', () => {
    for (const code of Object.keys(errorCodes)) expect(enKeys[`errors.${code}`], code).toBeTruthy();
  });

  it('names every action the audit log records (activity lists and the organisation log)', () => {
    for (const action of auditActions) expect(enKeys[`ui.actions.${action.replace('.', '_')}`], action).toBeTruthy();
  });
});
