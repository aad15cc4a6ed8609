import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../store/customizer-slice.ts';
import { bundledTranslation, loadTranslation } from './resources.ts';

/** Initialised once in English; `switchLanguage` switches once a language's chunk is in. */
export const initI18n = () => {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: bundledTranslation } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next;
};

const complete = new Set<Language>();
let completeWanted = false;

/** Adds a language's full texts (idempotent). */
const loadComplete = async (language: Language) => {
  if (complete.has(language)) return;
  i18next.addResourceBundle(language, 'translation', await loadTranslation(language), true, true);
  complete.add(language);
};

/**
 * Pages beyond the public ones need every text: their routes wait for this.
 * English (the fallback) is completed too, so a missing text never shows a key.
 */
export const ensureCompleteTranslation = async () => {
  completeWanted = true;
  const language = (i18next.language ?? 'en') as Language;
  await Promise.all([loadComplete('en'), loadComplete(language)]);
};

export const isTranslationComplete = () => complete.has('en') && complete.has((i18next.language ?? 'en') as Language);

/** Loads a language's texts if needed, then switches to it. */
export const switchLanguage = async (language: Language) => {
  // The public pages' English is bundled; any other language comes whole.
  if (language !== 'en' || completeWanted) await loadComplete(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
};

export { i18next };
