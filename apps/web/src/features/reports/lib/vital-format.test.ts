import { describe, expect, it } from 'vitest';
import { bandOf, formatVital, formatVitalTick, thresholdsOf } from './vital-format.ts';

describe('vital format', () => {
  it('reads timings in ms or s and CLS unitless', () => {
    expect(formatVital('INP', 180, 'en')).toBe('180 ms');
    expect(formatVital('LCP', 2450, 'en')).toBe('2.45 sec');
    expect(formatVital('CLS', 0.1234, 'en')).toBe('0.123');
    expect(formatVital('LCP', null, 'en')).toBe('–');
    expect(thresholdsOf('TTFB', 'en')).toEqual({ good: '800 ms', poor: '1.8 sec' });
  });

  it("writes an axis's zero bare, so ticks in seconds do not end in '0 ms'", () => {
    expect(formatVitalTick('LCP', 0, 'en')).toBe('0');
    expect(formatVitalTick('LCP', 1000, 'en')).toBe('1 sec');
    expect(formatVitalTick('INP', 50, 'fr')).toBe(formatVital('INP', 50, 'fr'));
    expect(formatVitalTick('CLS', 0, 'ar')).toBe(new Intl.NumberFormat('ar').format(0));
  });

  it('bands a value by the web.dev thresholds, edges good or needing improvement', () => {
    expect(bandOf('LCP', 2500)).toBe('good');
    expect(bandOf('LCP', 2501)).toBe('needs_improvement');
    expect(bandOf('LCP', 4000)).toBe('needs_improvement');
    expect(bandOf('CLS', 0.26)).toBe('poor');
    expect(bandOf('INP', undefined)).toBeUndefined();
  });
});
