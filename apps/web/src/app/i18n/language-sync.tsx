import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks.ts';
import { i18next } from './i18n.ts';

/** Follows the persisted language, including after rehydration. */
export function LanguageSync() {
  const language = useAppSelector((state) => state.customizer.isLanguage);
  useEffect(() => {
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);
  return null;
}
