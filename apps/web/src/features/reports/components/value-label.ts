import type { TFunction } from 'i18next';
import { languageName, regionName } from '../../../components/region-names.ts';

/** How a dimension's value reads in a table or chart: a country or language by name, an empty value as "(none)". */
export const valueLabel = (t: TFunction, language: string, dimension: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return t('reports.layout.none');
  const text = String(value);
  if (dimension === 'country') return `${regionName(text, language)} (${text})`;
  if (dimension === 'language') return languageName(text, language);
  return text;
};

/** The translated name of a column (a dimension or a metric), the raw name for one not in the lists. */
export const columnLabel = (t: TFunction, name: string, kind: 'dimension' | 'metric') =>
  t(kind === 'metric' ? `reports.metrics.${name}` : `reports.dimensions.${name}`, { defaultValue: name });
