import { planQuestion } from '@osm5/shared/ai/planner/index';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/ai.json';
import en from '../../../locales/en/ai.json';
import fr from '../../../locales/fr/ai.json';
import zh from '../../../locales/zh/ai.json';
import { suggestionKeys } from './suggestions.ts';

const locales = { en, fr, ar, zh };

/** A suggested question the planner refused would greet a new user with a refusal: each is understood, in its language. */
describe('suggested questions', () => {
  it('are each planned as a query in the language they are written in', () => {
    for (const [language, texts] of Object.entries(locales)) {
      for (const [app, keys] of Object.entries(suggestionKeys)) {
        for (const key of keys) {
          const question = (texts.suggestions as Record<string, Record<string, string>>)[app]?.[key] ?? '';
          const plan = planQuestion({
            app: app as 'analytics' | 'surl',
            question,
            now: '2026-11-21T09:30:00Z',
            timeZone: 'UTC',
          });
          expect(plan, `${language} ${app}.${key}: ${question}`).toMatchObject({ kind: 'query', language });
        }
      }
    }
  });
});
