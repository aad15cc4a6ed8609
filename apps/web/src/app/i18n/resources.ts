import { coreTranslation } from '../../locales/en/core.ts';
import type { Language } from '../store/customizer-slice.ts';

/**
 * A language's texts. Each language has the keys of English, but for the
 * forms of a count, which follow its own grammar ("visit_one" and
 * "visit_other" in English, six forms in Arabic, one in Chinese): the locale
 * tests check that, so the type is the plain tree.
 */
export type Translation = { [key: string]: string | Translation };

/**
 * Only the English texts of the public pages ship in the main bundle (default
 * and fallback); the rest of English and every other language are separate
 * chunks, fetched when needed. This keeps the sign-in page's first load inside
 * its budget.
 */
export const bundledTranslation = coreTranslation;

const loaders: Record<Language, () => Promise<{ translation: Translation }>> = {
  en: () => import('../../locales/en/index.ts'),
  fr: () => import('../../locales/fr/index.ts'),
  ar: () => import('../../locales/ar/index.ts'),
  zh: () => import('../../locales/zh/index.ts'),
};

export const loadTranslation = async (language: Language): Promise<Translation> =>
  (await loaders[language]()).translation;
