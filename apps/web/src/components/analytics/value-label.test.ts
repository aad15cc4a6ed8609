import { eventTriggers, eventTypes } from '@osm5/shared/analytics/event-types';
import { deviceTypes, osFamilies } from '@osm5/shared/links/rule-condition';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../locales/ar/reports.json';
import en from '../../locales/en/reports.json';
import fr from '../../locales/fr/reports.json';
import zh from '../../locales/zh/reports.json';
import { channels, timeZoneLabel, valueLabel } from './value-label.ts';

describe('valueLabel', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'en',
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        Object.entries({ en, fr, ar, zh }).map(([lng, reports]) => [lng, { translation: { reports } }]),
      ),
    }),
  );
  const tIn = (lng: string) => i18n.getFixedT(lng);

  it('translates the fixed vocabularies in the four languages', () => {
    const t = tIn('en');
    expect(valueLabel(t, 'en', 'channel', 'organic_search')).toBe('Organic search');
    expect(valueLabel(t, 'en', 'device_type', 'desktop')).toBe('Desktop');
    expect(valueLabel(t, 'en', 'type', 'pageview')).toBe('Page view');
    expect(valueLabel(t, 'en', 'trigger', 'qr')).toBe('QR code');
    expect(valueLabel(tIn('fr'), 'fr', 'channel', 'organic_search')).toBe('Recherche naturelle');
    expect(valueLabel(tIn('ar'), 'ar', 'device_type', 'mobile')).toBe('هاتف محمول');
    expect(valueLabel(tIn('zh'), 'zh', 'type', 'click')).toBe('链接点击');
    const all = {
      channel: channels,
      device_type: deviceTypes,
      type: eventTypes,
      trigger: eventTriggers,
      os: osFamilies,
    };
    for (const lng of ['en', 'fr', 'ar', 'zh']) {
      for (const [dimension, values] of Object.entries(all)) {
        for (const value of values) {
          const label = valueLabel(tIn(lng), lng, dimension, value);
          expect(label, `${lng} ${dimension} ${value}`).not.toMatch(/^reports\./);
          expect(label.length, `${lng} ${dimension} ${value}`).toBeGreaterThan(1);
        }
      }
    }
  });

  it('says (none) for an empty value, and Direct for an empty referrer', () => {
    const t = tIn('en');
    expect(valueLabel(t, 'en', 'os', '')).toBe('(none)');
    expect(valueLabel(t, 'en', 'browser', null)).toBe('(none)');
    expect(valueLabel(t, 'en', 'referrer_host', '')).toBe('Direct');
    expect(valueLabel(tIn('fr'), 'fr', 'referrer_host', '')).toBe('Accès direct');
  });

  it('names countries, languages and time zones in the interface language', () => {
    expect(valueLabel(tIn('en'), 'en', 'country', 'FR')).toBe('France (FR)');
    expect(valueLabel(tIn('fr'), 'fr', 'country', 'DE')).toBe('Allemagne (DE)');
    expect(valueLabel(tIn('en'), 'en', 'language', 'fr')).toBe('French');
    expect(valueLabel(tIn('fr'), 'fr', 'language', 'en-US')).toBe('anglais américain');
    expect(timeZoneLabel('America/New_York', 'en')).toBe('New York (Eastern Time)');
    expect(valueLabel(tIn('en'), 'en', 'timezone', 'Europe/Paris')).toBe('Paris (Central European Time)');
    expect(valueLabel(tIn('en'), 'en', 'timezone', 'Not/AZone')).toBe('Not/AZone');
  });

  it('capitalises browser and other OS names, and leaves other values as stored', () => {
    expect(valueLabel(tIn('en'), 'en', 'browser', 'samsung internet')).toBe('Samsung Internet');
    expect(valueLabel(tIn('en'), 'en', 'os', 'macos')).toBe('macOS');
    expect(valueLabel(tIn('en'), 'en', 'os', 'freebsd')).toBe('Freebsd');
    expect(valueLabel(tIn('en'), 'en', 'path', '/pricing')).toBe('/pricing');
  });
});
