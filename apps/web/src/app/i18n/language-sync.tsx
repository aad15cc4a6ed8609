import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks.ts';
import { switchLanguage } from './i18n.ts';

/** Follows the persisted language after start (the gate applies the initial one). */
export function LanguageSync() {
  const language = useAppSelector((state) => state.customizer.isLanguage);
  useEffect(() => {
    // A failed download leaves the previous language in place; choosing again retries.
    switchLanguage(language).catch(() => undefined);
  }, [language]);
  return null;
}
