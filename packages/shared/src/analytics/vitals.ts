/**
 * Web vitals' bands (web.dev): a value at or below `good` is good, above
 * `poor` is poor, between them needs improvement. LCP, INP, FCP and TTFB in
 * milliseconds, CLS unitless.
 */
export const vitalThresholds = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type VitalName = keyof typeof vitalThresholds;
export const vitalNames = Object.keys(vitalThresholds) as VitalName[];
export const vitalRatings = ['good', 'needs_improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

/** The band of a vital event's value; '' for any other event and for a vital of another name. */
export function vitalRating(type: string, name: string, value: number): VitalRating | '' {
  const t = (vitalThresholds as Record<string, { good: number; poor: number }>)[name];
  if (type !== 'vital' || !t) return '';
  return value <= t.good ? 'good' : value <= t.poor ? 'needs_improvement' : 'poor';
}
