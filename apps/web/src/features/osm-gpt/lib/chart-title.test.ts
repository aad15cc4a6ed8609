import { aiQuerySchema } from '@osm5/shared/ai/plan';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import arAi from '../../../locales/ar/ai.json';
import arReports from '../../../locales/ar/reports.json';
import enAi from '../../../locales/en/ai.json';
import enReports from '../../../locales/en/reports.json';
import frAi from '../../../locales/fr/ai.json';
import frReports from '../../../locales/fr/reports.json';
import zhAi from '../../../locales/zh/ai.json';
import zhReports from '../../../locales/zh/reports.json';
import { chartTitle } from './chart-title.ts';

const range = { from: '2026-11-01T00:00:00Z', to: '2026-11-30T00:00:00Z' };
const query = (fields: Record<string, unknown>) => aiQuerySchema.parse({ range, ...fields });

describe('chartTitle', () => {
  const i18n = i18next.createInstance();
  beforeAll(() =>
    i18n.init({
      lng: 'en',
      interpolation: { escapeValue: false },
      resources: {
        en: { translation: { ai: enAi, reports: enReports } },
        fr: { translation: { ai: frAi, reports: frReports } },
        ar: { translation: { ai: arAi, reports: arReports } },
        zh: { translation: { ai: zhAi, reports: zhReports } },
      },
    }),
  );
  const title = (lng: string, fields: Record<string, unknown>) => chartTitle(i18n.getFixedT(lng), lng, query(fields));

  it('says what a chart measures by what, in the reader’s language', () => {
    const byCountry = { metrics: ['visitors'], dimensions: ['country'] };
    expect(title('en', byCountry)).toBe('Visitors by country');
    expect(title('fr', byCountry)).toBe('Visiteurs par pays');
    expect(title('ar', byCountry)).toBe(`${arReports.metrics.visitors} حسب ${arReports.dimensions.country}`);
    expect(title('zh', byCountry)).toBe(`按${zhReports.dimensions.country}的${zhReports.metrics.visitors}`);
  });

  it('is the measure alone without a breakdown, and leaves out a dimension a filter holds to one value', () => {
    expect(title('en', { metrics: ['visitors'] })).toBe('Visitors');
    const franceOnly = {
      metrics: ['visitors'],
      dimensions: ['country'],
      filters: [{ dimension: 'country', op: 'eq', value: 'FR' }],
    };
    expect(title('en', franceOnly)).toBe('Visitors');
  });

  it('lowers a label’s capital inside the sentence, but not an initialism’s', () => {
    expect(title('en', { metrics: ['visitors', 'pageviews'], dimensions: ['device_type'] })).toBe(
      'Visitors, page views by device type',
    );
    expect(title('en', { metrics: ['visitors'], dimensions: ['os_version'] })).toBe('Visitors by OS version');
  });
});
