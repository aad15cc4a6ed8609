import { formatAmount } from '../../../components/analytics/format-value.ts';

/** Amounts arrive in minor units (cents); shown in the user's language with the organisation's currency. */
export const formatMoney = (minor: number, currency: string, language: string): string =>
  formatAmount(minor / 100, currency, language);

export const formatDay = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** A limit for people: a number in their language, or "Unlimited". */
export const formatLimit = (value: number | null, language: string, unlimited: string): string =>
  value === null ? unlimited : new Intl.NumberFormat(language).format(value);
