import { auditActions } from '@osm5/shared/audit-actions';
import { errorCodes } from '@osm5/shared/errors';
import { createInstance } from 'i18next';
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

/**
 * Texts that name a count ("1 visit", "3 visits") have one key per plural
 * category of their language (i18next's `_one`, `_other`…, chosen by
 * Intl.PluralRules from `count`): English one and other, French one, many and
 * other, Arabic zero, one, two, few, many and other, Chinese other alone.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const categoriesOf = (language: string) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
type Group = { plain: string } | { forms: Record<string, string> };

/** A language's texts by key, a count's forms gathered under their key. */
const groupsOf = (flat: Record<string, string>): Map<string, Group> => {
  const groups = new Map<string, Group>();
  for (const [key, text] of Object.entries(flat)) {
    const m = key.match(pluralSuffix);
    // a key that only ends like a form ("ai_context_too_many") is a text of its own
    if (!m || !(`${key.slice(0, -m[0].length)}_other` in flat)) {
      groups.set(key, { plain: text });
      continue;
    }
    const base = key.slice(0, -m[0].length);
    const group = groups.get(base) ?? { forms: {} };
    if ('forms' in group) group.forms[m[1] as string] = text;
    groups.set(base, group);
  }
  return groups;
};
const varsOf = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
const enGroups = groupsOf(enKeys);

describe('locales', () => {
  it('en names each count in its two forms, one and other', () => {
    for (const [key, group] of enGroups) {
      if ('forms' in group) expect(Object.keys(group.forms).sort(), key).toEqual(categoriesOf('en'));
    }
  });

  for (const language of ['fr', 'ar', 'zh'] as const) {
    const groups = groupsOf(flatten(resources[language]));

    it(`${language} has exactly the keys of en, a count in every plural form of ${language}`, () => {
      expect([...groups.keys()].sort()).toEqual([...enGroups.keys()].sort());
      for (const [key, group] of enGroups) {
        const other = groups.get(key) as Group;
        if ('plain' in group) expect('plain' in other, key).toBe(true);
        else expect('forms' in other ? Object.keys(other.forms).sort() : other, key).toEqual(categoriesOf(language));
      }
    });

    it(`${language} has no empty strings and keeps every interpolation`, () => {
      for (const [key, group] of enGroups) {
        const other = groups.get(key) as Group;
        if ('plain' in group && 'plain' in other) {
          expect(other.plain, key).not.toBe('');
          expect(varsOf(other.plain), key).toEqual(varsOf(group.plain));
        } else if ('forms' in group && 'forms' in other) {
          const all = varsOf(group.forms.other ?? '');
          // the general form shows every value; "one", "two"… may say the number in words
          expect(varsOf(other.forms.other ?? ''), key).toEqual(all);
          for (const [form, text] of Object.entries(other.forms)) {
            expect(text, `${key}_${form}`).not.toBe('');
            for (const v of varsOf(text)) expect(all, `${key}_${form}`).toContain(v);
          }
        }
      }
    });
  }

  it('every language writes each count in the form its grammar asks for it', async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: Object.fromEntries(Object.entries(resources).map(([l, translation]) => [l, { translation }])),
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
    });
    const plurals = [...enGroups].flatMap(([key, g]) => ('forms' in g ? [[key, g.forms.other ?? ''] as const] : []));
    expect(plurals.length).toBeGreaterThan(0);
    for (const language of Object.keys(resources)) {
      const rules = new Intl.PluralRules(language);
      const own = flatten(resources[language as keyof typeof resources]);
      for (const [key, text] of plurals) {
        for (const count of [0, 1, 2, 3, 11, 100, 1_000_000]) {
          const values = Object.fromEntries(varsOf(text).map((v) => [v.replace(/[{}\s]/g, ''), String(count)]));
          const written = i18n.t(key, { ...values, count, lng: language });
          const expected = (own[`${key}_${rules.select(count)}`] ?? '').replace(/{{\s*(\w+)\s*}}/g, (_, v) =>
            v === 'count' ? String(count) : (values[v] ?? ''),
          );
          expect(written, `${language} ${key} ${count}`).toBe(expected);
          expect(written, `${language} ${key} ${count}`).not.toContain('{{');
        }
      }
    }
  });

  it('translates every code of the shared error catalogue', () => {
    for (const code of Object.keys(errorCodes)) expect(enKeys[`errors.${code}`], code).toBeTruthy();
  });

  it('names every action the audit log records (activity lists and the organisation log)', () => {
    for (const action of auditActions) expect(enKeys[`ui.actions.${action.replace('.', '_')}`], action).toBeTruthy();
  });
});
