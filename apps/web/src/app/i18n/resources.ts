import { coreTranslation } from '../../locales/en/core.ts';
import type { translation as en } from '../../locales/en/index.ts';
import type { Language } from '../store/customizer-slice.ts';

export type Translation = typeof en;

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
