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

/** Loads a language's texts if needed, then switches to it. */
export const switchLanguage = async (language: Language) => {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadTranslation(language));
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
};

export { i18next };
