import { describe, expect, it } from 'vitest';
import {
  changeOf,
  formatAxisValue,
  formatBucket,
  formatChange,
  formatDuration,
  formatMetric,
  isCount,
} from './format-value.ts';

describe('report values', () => {
  it('shows counts grouped, ratios as percentages and means of nothing as a dash', () => {
    expect(formatMetric('visitors', 12345, 'en')).toBe('12,345');
    expect(formatMetric('visitors', 12345, 'fr')).toBe('12\u202f345');
    expect(formatMetric('bounce_rate', 0.4567, 'en')).toBe('45.7%');
    expect(formatMetric('conversion_rate', 0, 'en')).toBe('0%');
    expect(formatMetric('bounce_rate', null, 'en')).toBe('–');
    expect(formatMetric('views_per_visit', 2.345, 'en')).toBe('2.35');
  });

  it('shows a visit duration as m:ss, and h:mm:ss past an hour', () => {
    expect(formatMetric('visit_duration', 65, 'en')).toBe('1:05');
    expect(formatMetric('visit_duration', 0, 'en')).toBe('0:00');
    expect(formatDuration(3725, 'en')).toBe('1:02:05');
    expect(formatMetric('visit_duration', null, 'en')).toBe('–');
  });

  it("shows money in the result's currency, and an event's value as a number", () => {
    expect(formatMetric('revenue', 40, 'en', 'EUR')).toBe('€40.00');
    expect(formatMetric('average_order_value', 12.5, 'en', 'USD')).toBe('$12.50');
    expect(formatMetric('conversion_revenue', 1520.5, 'fr', 'EUR')).toBe('1\u202f520,50\u00a0€');
    expect(formatMetric('revenue', 40, 'zh', 'CNY')).toBe('¥40.00');
    // each currency with its own decimals
    expect(formatMetric('revenue', 1234.5, 'en', 'JPY')).toBe('¥1,235');
    expect(formatMetric('revenue', 1.2345, 'en', 'KWD')).toBe('KWD\u00a01.235');
    expect(formatMetric('revenue', 40, 'ar-EG', 'EUR')).toBe(
      new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EUR' }).format(40),
    );
    // a link's result has no currency
    expect(formatMetric('revenue', 40.5, 'en')).toBe('40.5');
    expect(formatMetric('value', 40, 'en', 'EUR')).toBe('40');
    expect(formatMetric('revenue', null, 'en', 'EUR')).toBe('–');
  });

  it("writes an axis's ticks short: compact counts and money, rates and durations as in the tables", () => {
    expect(formatAxisValue('visitors', 1500, 'en')).toBe('1.5K');
    expect(formatAxisValue('visitors', 40, 'en')).toBe('40');
    expect(formatAxisValue('revenue', 80, 'en', 'EUR')).toBe('€80');
    expect(formatAxisValue('revenue', 12_000, 'en', 'EUR')).toBe('€12K');
    expect(formatAxisValue('revenue', 2_500_000, 'fr', 'EUR')).toBe('2,5\u00a0M\u00a0€');
    expect(formatAxisValue('revenue', 12_000, 'en')).toBe('12K');
    expect(formatAxisValue('bounce_rate', 0.5, 'en')).toBe('50%');
    expect(formatAxisValue('visit_duration', 90, 'en')).toBe('1:30');
  });

  it('knows the counts, whose chart axis has no fractions', () => {
    expect(isCount('visitors')).toBe(true);
    expect(isCount('bounce_rate')).toBe(false);
    expect(isCount('visit_duration')).toBe(false);
    expect(isCount('revenue')).toBe(false);
    expect(isCount('quantity')).toBe(true);
    expect(isCount('p75_vital')).toBe(false);
  });

  it('writes digits in the language of the page', () => {
    expect(formatMetric('visitors', 42, 'ar-EG')).toBe('٤٢');
  });

  it('compares with the previous period, and not against nothing', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeUndefined();
    expect(changeOf(null, 3)).toBeUndefined();
    expect(formatChange(0.5, 'en')).toBe('+50%');
    expect(formatChange(-0.125, 'en')).toBe('-12.5%');
  });

  it('labels days, hours and months in the language', () => {
    expect(formatBucket('2026-11-25', 'day', 'en')).toBe('Nov 25');
    expect(formatBucket('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(formatBucket('2026-11-25 14:00', 'hour', 'en')).toMatch(/Nov 25.*2/);
    expect(formatBucket('not a day', 'day', 'en')).toBe('not a day');
  });
});
