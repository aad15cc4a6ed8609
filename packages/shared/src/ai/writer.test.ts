import { describe, expect, it } from 'vitest';
import { analyticsDimensions, analyticsMetrics } from '../analytics/query.ts';
import { type AiChartKind, type AiLanguage, type AiQueryInput, aiQuerySchema } from './plan.ts';
import { type WriterResult, writeAnswer } from './writer.ts';
import { ValueFormat } from './writer-format.ts';
import { writerPhrases } from './writer-phrases.ts';
import { understoodOf } from './writer-understood.ts';
import { dimensionNames, metricNames } from './writer-words.ts';

/**
 * The writer states the range and filters it understood, compares, names the
 * top row, and writes only the numbers it is given, in each language.
 */
const november = { from: '2026-11-01T00:00:00+01:00', to: '2026-12-01T00:00:00+01:00' };

/** The answer's words as read: the isolates around the data's own names have a test of their own. */
const asRead = (text: string) => text.replace(/[\u2068\u2069]/g, '');

function write(
  language: AiLanguage,
  input: AiQueryInput,
  chart: AiChartKind,
  result: WriterResult,
  extra: { currency?: string } = {},
) {
  return asRead(writeExactly(language, input, chart, result, { itemName: 'Shop', ...extra }));
}

function writeExactly(
  language: AiLanguage,
  input: AiQueryInput,
  chart: AiChartKind,
  result: WriterResult,
  extra: { currency?: string; itemName: string },
) {
  const query = aiQuerySchema.parse({ timeZone: 'Europe/Paris', ...input });
  return writeAnswer({
    plan: { kind: 'query', query, chart, language },
    understood: understoodOf(query),
    result,
    language,
    timeZone: 'Europe/Paris',
    app: 'analytics',
    ...extra,
  });
}

const oneFigure = (language: AiLanguage) =>
  write(
    language,
    {
      range: november,
      metrics: ['visitors', 'bounce_rate'],
      compare: { type: 'previous' },
      filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }],
    },
    'number',
    {
      rows: [{ visitors: 1234, bounce_rate: 0.4 }],
      totals: { visitors: 1234, bounce_rate: 0.4 },
      compare: { rows: [], totals: { visitors: 1000, bounce_rate: 0.45 } },
    },
  );

const ranking = (language: AiLanguage) =>
  write(language, { range: november, metrics: ['clicks'], dimensions: ['country'], limit: 5 }, 'map', {
    rows: [
      { country: 'FR', clicks: 120 },
      { country: 'US', clicks: 80 },
      { country: '', clicks: 5 },
    ],
    totals: { clicks: 205 },
  });

describe('writeAnswer', () => {
  it('writes English: range, filters, figures with their comparison (relative for counts, points for rates)', () => {
    expect(oneFigure('en')).toBe(
      [
        'For Shop, Nov 1\u2009–\u200930, 2026, where device type is Mobile:',
        'Visitors: 1,234, +23.4% against 1,000 on Oct 2\u2009–\u200931, 2026.',
        'Bounce rate: 40%, -5 pts against 45% on Oct 2\u2009–\u200931, 2026.',
      ].join('\n'),
    );
  });

  it('names every metric and dimension in the four languages', () => {
    for (const language of ['en', 'fr', 'ar', 'zh'] as const) {
      for (const m of analyticsMetrics) expect(metricNames[language][m], `${language} ${m}`).toBeTruthy();
      for (const d of analyticsDimensions) expect(dimensionNames[language][d], `${language} ${d}`).toBeTruthy();
    }
  });

  it('says that a product keeps the orders holding it, in the four languages', () => {
    const revenue = (language: AiLanguage, filters: AiQueryInput['filters']) =>
      write(language, { range: november, metrics: ['revenue'], filters }, 'number', {
        rows: [{ revenue: 80 }],
        totals: { revenue: 80 },
      }).split('\n')[0];
    const mug = [{ dimension: 'product', op: 'eq', value: 'Mug' }] as AiQueryInput['filters'];
    expect(revenue('en', mug)).toBe('For Shop, Nov 1\u2009–\u200930, 2026, where the orders hold Mug:');
    expect(revenue('fr', mug)).toContain('avec des commandes contenant Mug :');
    expect(revenue('ar', mug)).toContain('حيث الطلبات تحتوي على Mug');
    expect(revenue('zh', mug)).toContain('条件：订单包含Mug');
    const neither = [{ dimension: 'product', op: 'not_in', values: ['Mug', 'Tee'] }] as AiQueryInput['filters'];
    expect(revenue('en', neither)).toContain('where the orders do not hold Mug or Tee:');
  });

  it("writes money in the site's currency, in each language, and an event's value as a plain number", () => {
    for (const language of Object.keys(writerPhrases) as AiLanguage[]) {
      const f = new ValueFormat(language, 'Europe/Paris', writerPhrases[language], 'EUR');
      const euros = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
      for (const metric of ['revenue', 'average_order_value', 'conversion_revenue'] as const) {
        expect(f.metric(metric, 1520.5)).toBe(euros.format(1520.5));
      }
      expect(f.metric('value', 12.5)).toBe(new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(12.5));
    }
    const en = new ValueFormat('en', 'UTC', writerPhrases.en);
    expect(en.metric('conversion_revenue', 40)).toBe('40.00');
    expect(new ValueFormat('fr', 'UTC', writerPhrases.fr, 'EUR').metric('revenue', 40)).toBe('40,00\u00a0€');
  });

  it("writes one product read on its own lines as one figure (the product's revenue, not its orders')", () => {
    const answer = write(
      'en',
      {
        range: november,
        metrics: ['revenue'],
        dimensions: ['product'],
        filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }],
      },
      'number',
      { rows: [{ product: 'Mug', revenue: 60 }], totals: { revenue: 60 } },
      { currency: 'EUR' },
    );
    expect(answer).toBe(['For Shop, Nov 1\u2009–\u200930, 2026, where product is Mug:', 'Revenue: €60.00.'].join('\n'));
    // what it understood: the product as a filter, not again as a breakdown
    const query = aiQuerySchema.parse({
      timeZone: 'Europe/Paris',
      range: november,
      metrics: ['revenue'],
      dimensions: ['product'],
      filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }],
    });
    expect(understoodOf(query)).toMatchObject({ dimensions: [], limit: null });
  });

  it('names the top row of a ranking, with its share, and lists the rows', () => {
    expect(ranking('en')).toBe(
      [
        'For Shop, Nov 1\u2009–\u200930, 2026:',
        'The top country by clicks is France, with 120 (58.5% of the total).',
        'Top 3 by country:',
        '1. France: Clicks 120 (58.5% of the total)',
        '2. United States: Clicks 80 (39% of the total)',
        '3. (none): Clicks 5 (2.4% of the total)',
      ].join('\n'),
    );
  });

  it('writes French, with its own spacing and number format', () => {
    expect(oneFigure('fr')).toContain('Pour Shop, 1–30 nov. 2026, avec type d’appareil = Mobile :');
    expect(oneFigure('fr')).toContain('Visiteurs : 1\u202f234, soit +23,4\u00a0% par rapport à 1\u202f000');
    expect(ranking('fr')).toContain('En tête (pays, par clics) : France, avec 120 (58,5\u00a0% du total).');
    expect(ranking('fr')).toContain('2. États-Unis : Clics 80');
  });

  it('writes Arabic and Chinese, with the country names of the language', () => {
    const ar = ranking('ar');
    expect(ar).toContain('بالنسبة إلى Shop');
    expect(ar).toContain('فرنسا');
    expect(ar).toContain('الولايات المتحدة');
    expect(oneFigure('ar')).toContain('نوع الجهاز هو هاتف محمول');
    const zh = ranking('zh');
    expect(zh).toContain('按点击排名第一的国家/地区是法国，为120（占总数的58.5%）。');
    expect(zh).toContain('2. 美国：点击 80');
    expect(oneFigure('zh')).toContain('条件：设备类型为手机');
  });

  it("sets the data's own names apart from the sentence, so a Latin name does not cut an Arabic date in two", () => {
    const text = writeExactly(
      'ar',
      {
        range: november,
        metrics: ['pageviews'],
        dimensions: ['path'],
        filters: [{ dimension: 'utm_campaign', op: 'contains', value: 'spring' }],
        limit: 5,
      },
      'bar',
      { rows: [{ path: '/pricing', pageviews: 3 }], totals: { pageviews: 3 } },
      { itemName: 'Souk' },
    );
    // first-strong isolates: inside, the name or value takes its own direction, and the date after it keeps its order
    expect(text).toContain('بالنسبة إلى \u2068Souk\u2069، ');
    expect(text).toContain('\u2068/pricing\u2069');
    expect(text).toContain('«\u2068spring\u2069»');
    // what the writer translated is its own sentence's: a device type is not set apart
    const mobile = writeExactly(
      'ar',
      { range: november, metrics: ['visitors'], filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }] },
      'number',
      { rows: [{ visitors: 1 }], totals: { visitors: 1 } },
      { itemName: 'Souk' },
    );
    expect(mobile).toContain('نوع الجهاز هو هاتف محمول');
  });

  it('writes a series: its total and its highest bucket, durations in minutes and seconds', () => {
    const text = write('en', { range: november, metrics: ['visit_duration'], dimensions: ['day'] }, 'line', {
      rows: [
        { day: '2026-11-01', visit_duration: 65 },
        { day: '2026-11-02', visit_duration: 190 },
      ],
      totals: { visit_duration: 125.4 },
    });
    expect(text).toBe(
      [
        'For Shop, Nov 1\u2009–\u200930, 2026:',
        'Visit duration over the period: 2 min 5 sec.',
        'The highest day was Nov 2, 2026, with 3 min 10 sec.',
      ].join('\n'),
    );
  });

  it('shows money in the site currency and says when there is no data', () => {
    const one = { from: '2026-11-20T00:00:00+01:00', to: '2026-11-21T00:00:00+01:00' };
    const revenue = write(
      'en',
      { range: one, metrics: ['revenue'], dimensions: ['utm_campaign'], limit: 1 },
      'bar',
      { rows: [{ utm_campaign: 'spring', revenue: 1520.5 }], totals: { revenue: 2000 } },
      { currency: 'EUR' },
    );
    expect(revenue).toBe(
      'For Shop, Nov 20, 2026:\nThe top campaign by revenue is spring, with €1,520.50 (76% of the total).',
    );
    const empty = write('fr', { range: one, metrics: ['visitors'] }, 'number', { rows: [], totals: { visitors: 0 } });
    expect(empty).toBe("Pour Shop, 20 nov. 2026 :\nIl n'y a aucune donnée pour cette période.");
  });

  it('compares a ranking by its total, and a series that starts from nothing', () => {
    const week = { from: '2026-11-16T00:00:00+01:00', to: '2026-11-23T00:00:00+01:00' };
    const compared = (language: AiLanguage, input: AiQueryInput, chart: AiChartKind, result: WriterResult) =>
      write(language, input, chart, result);
    const countries = compared(
      'en',
      { range: week, metrics: ['visitors'], dimensions: ['country'], compare: { type: 'previous' } },
      'map',
      {
        rows: [
          { country: 'FR', visitors: 3 },
          { country: 'US', visitors: 2 },
        ],
        totals: { visitors: 5 },
        compare: { rows: [], totals: { visitors: 4 } },
      },
    );
    expect(countries.split('\n').at(-1)).toBe('In total, visitors: 5, +25% against 4 on Nov 9\u2009–\u200915, 2026.');
    const weeks = compared(
      'zh',
      { range: week, metrics: ['pageviews'], dimensions: ['week'], compare: { type: 'previous' } },
      'line',
      {
        rows: [{ week: '2026-11-16', pageviews: 30 }],
        totals: { pageviews: 30 },
        compare: { rows: [], totals: { pageviews: 0 } },
      },
    );
    // Chinese ranges space their dash as ICU does; compare with plain spaces
    expect(
      weeks
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/\s/g, ' ')),
    ).toEqual(['期间浏览量：30，2026/11/9 – 2026/11/15为0。', '最高的周是2026年11月16日所在的一周，为30。']);
  });

  it('never writes a number it was not given', () => {
    for (const lang of ['en', 'fr', 'ar', 'zh'] as const) {
      // the opening line holds the range's dates; every other figure comes from the result
      const digits = ranking(lang)
        .split('\n')
        .slice(1)
        .join('\n')
        .match(/\d+(?:[.,]\d+)?/g);
      const given = ['120', '80', '5', '58.5', '58,5', '39', '2.4', '2,4', '1', '2', '3'];
      for (const d of digits ?? []) expect(given, `${lang}: ${d}`).toContain(d);
    }
  });

  it('refuses by saying what it can answer, per application and language', () => {
    const refusal = (language: AiLanguage, app: 'surl' | 'analytics') =>
      writeAnswer({
        plan: { kind: 'refusal', reason: 'unknown_metric', language },
        understood: null,
        language,
        timeZone: 'UTC',
        itemName: 'Shop',
        app,
      });
    expect(refusal('en', 'surl')).toMatch(
      /^I do not measure that\. I can answer questions about clicks, unique clicks, and visitors, broken down by day, country/,
    );
    expect(refusal('en', 'analytics')).toContain('bounce rate');
    expect(refusal('fr', 'surl')).toMatch(/^Je ne mesure pas cela\. Je peux répondre sur clics/);
    expect(refusal('ar', 'surl')).toMatch(/^لا أقيس ذلك\. يمكنني الإجابة عن النقرات/);
    expect(refusal('zh', 'surl')).toMatch(/^我不统计这项指标。我可以回答关于点击/);
  });
});
