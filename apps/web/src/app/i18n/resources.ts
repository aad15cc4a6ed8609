import { translation as en } from '../../locales/en/index.ts';
import type { Language } from '../store/customizer-slice.ts';

export type Translation = typeof en;

/**
 * English ships in the main bundle (default and fallback); the other languages
 * are separate chunks fetched when chosen, which keeps the sign-in page's first
 * load inside its budget.
 */
export const bundledTranslation = en;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ translation: Translation }>> = {
  fr: () => import('../../locales/fr/index.ts'),
  ar: () => import('../../locales/ar/index.ts'),
  zh: () => import('../../locales/zh/index.ts'),
};

export const loadTranslation = async (language: Language): Promise<Translation> =>
  language === 'en' ? en : (await loaders[language]()).translation;
