import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates in the reader's language (Arabic digits and order included). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
