import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../store/customizer-slice.ts';
import { resources } from './resources.ts';

/** Initialised once with the persisted language; LanguageSync keeps it in step afterwards. */
export const initI18n = (language: Language) => {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
};

export { i18next };
