import { type VitalName, type VitalRating, vitalRating, vitalThresholds } from '@osm5/shared/analytics/vitals';

/** A vital's value as people read it: CLS unitless (0.08), the timings in ms below a second, else in seconds. */
export function formatVital(name: string, value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (name === 'CLS') return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
  if (value < 1000) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(
      value,
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', maximumFractionDigits: 2 }).format(
    value / 1000,
  );
}

/**
 * A tick of a vital's axis: the zero bare, the others as formatVital. Below
 * ticks in seconds, "0 ms" read as a change of unit.
 */
export const formatVitalTick = (name: string, value: number, language: string): string =>
  value === 0 ? new Intl.NumberFormat(language).format(0) : formatVital(name, value, language);

/** The band of a vital's value (its p75, say), undefined without a value. */
export const bandOf = (name: VitalName, value: number | null | undefined): VitalRating | undefined =>
  value === null || value === undefined ? undefined : vitalRating('vital', name, value) || undefined;

/** "good up to 2.5 s, poor above 4 s" parts of a vital. */
export const thresholdsOf = (name: VitalName, language: string) => ({
  good: formatVital(name, vitalThresholds[name].good, language),
  poor: formatVital(name, vitalThresholds[name].poor, language),
});
