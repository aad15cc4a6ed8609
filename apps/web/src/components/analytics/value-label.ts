import { eventTriggers, eventTypes } from '@osm5/shared/analytics/event-types';
import { visitorTypes } from '@osm5/shared/analytics/query';
import { deviceTypes, osFamilies } from '@osm5/shared/links/rule-condition';
import type { TFunction } from 'i18next';
import { languageName, regionName } from '../region-names.ts';

/** The channels the server's tracking/channel.ts assigns (the stored values of `channel`). */
export const channels = ['direct', 'organic_search', 'paid_search', 'social', 'email', 'referral', 'campaign'] as const;

/** Fixed vocabularies: a stored value of these dimensions is a key under reports.values.<vocabulary>. */
const vocabularies: Record<string, { key: string; values: readonly string[] }> = {
  channel: { key: 'channel', values: channels },
  device_type: { key: 'device', values: deviceTypes },
  type: { key: 'type', values: eventTypes },
  trigger: { key: 'trigger', values: eventTriggers },
  os: { key: 'os', values: osFamilies },
  visitor_type: { key: 'visitor_type', values: visitorTypes },
};

/** Where an empty value means the visitor came straight in rather than "unknown". */
const directWhenEmpty = ['referrer', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'];

/** "samsung internet" as "Samsung Internet": the stored browser families are lower-case. */
const titleCase = (text: string) =>
  text.replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** "Europe/Paris" as "Paris (Central European Time)", the zone's generic name in the interface language. */
export function timeZoneLabel(zone: string, language: string): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  try {
    const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
      // a recent instant: the zone's current generic name, not one of its old rules
      .formatToParts(Date.UTC(2025, 0, 1))
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${city} (${name})` : city;
  } catch {
    return zone;
  }
}

/**
 * How a dimension's value reads in a table, chart, top list or filter chip:
 * fixed vocabularies (channels, device and event types, triggers, OS
 * families) translated, a country, language or time zone by name in the
 * interface language, an empty value as "(none)" or, for a referrer,
 * "Direct". CSV exports keep the stored values.
 */
export const valueLabel = (t: TFunction, language: string, dimension: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return directWhenEmpty.includes(dimension) ? t('reports.values.direct') : t('reports.layout.none');
  }
  const text = String(value);
  const vocabulary = vocabularies[dimension];
  if (vocabulary?.values.includes(text)) return t(`reports.values.${vocabulary.key}.${text}`);
  if (dimension === 'country') return `${regionName(text, language)} (${text})`;
  if (dimension === 'language') return languageName(text, language);
  if (dimension === 'timezone') return timeZoneLabel(text, language);
  if (dimension === 'browser' || dimension === 'os') return titleCase(text);
  return text;
};

/** The translated name of a column (a dimension or a metric), the raw name for one not in the lists. */
export const columnLabel = (t: TFunction, name: string, kind: 'dimension' | 'metric') =>
  t(kind === 'metric' ? `reports.metrics.${name}` : `reports.dimensions.${name}`, { defaultValue: name });
