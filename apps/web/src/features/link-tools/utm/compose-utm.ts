import { destinationUrl } from '@osm5/shared/links/destination-url';
import type { Utm } from '@osm5/shared/schemas/links';

export const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof utmFields)[number];
export type UtmValues = Record<UtmField, string>;

export const emptyUtm: UtmValues = { source: '', medium: '', campaign: '', term: '', content: '' };

const websiteSchema = destinationUrl();

/**
 * The campaign URL of the UTM builder: the website with utm_* set from the
 * filled fields (a field typed here replaces the same tag already in the
 * address; an emptied field removes it). Invalid website → the error key.
 */
export function composeUtmUrl(website: string, values: UtmValues): { url: string } | { error: string } {
  const parsed = websiteSchema.safeParse(website);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'validation.invalid_url' };
  const url = new URL(parsed.data);
  for (const field of utmFields) {
    const value = values[field].trim();
    if (value) url.searchParams.set(`utm_${field}`, value);
    else url.searchParams.delete(`utm_${field}`);
  }
  return { url: url.toString() };
}

/** The filled fields only, as a template stores them. */
export const utmParamsOf = (values: UtmValues): Utm =>
  Object.fromEntries(utmFields.filter((f) => values[f].trim()).map((f) => [f, values[f].trim()]));

/** A template's parameters over empty fields. */
export const utmValuesOf = (params: Utm): UtmValues => ({ ...emptyUtm, ...params }) as UtmValues;

/** The UTM fields already in a pasted address, so the builder can show them. */
export function utmFromUrl(website: string): Partial<UtmValues> {
  if (!URL.canParse(website)) return {};
  const params = new URL(website).searchParams;
  return Object.fromEntries(
    utmFields.flatMap((f) => (params.has(`utm_${f}`) ? [[f, params.get(`utm_${f}`) ?? '']] : [])),
  );
}
