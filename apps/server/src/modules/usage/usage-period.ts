import { AppError } from '../../errors.ts';
import type { Period } from './usage.repository.ts';

/**
 * The usage period: a calendar month in UTC, the month the monthly limits
 * (new links, tracked events) count in.
 */
export interface UsagePeriod extends Period {
  /** YYYY-MM */
  month: string;
  current: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The month asked for (the current one when absent); a month after the current one is refused. */
export function usagePeriod(month: string | undefined, now = new Date()): UsagePeriod {
  const current = monthOf(now);
  const asked = month ?? current;
  if (asked > current) throw new AppError('VALIDATION_ERROR', { field: 'month', message: 'validation.usage_month' });
  const [year, m] = asked.split('-').map(Number) as [number, number];
  return {
    month: asked,
    from: new Date(Date.UTC(year, m - 1, 1)),
    to: new Date(Date.UTC(year, m, 1)),
    current: asked === current,
  };
}

/** The days of the period (`YYYY-MM-DD`), up to today when it is the current month. */
export function daysOf(period: UsagePeriod, now = new Date()): string[] {
  const end = period.current ? Math.min(period.to.getTime(), now.getTime() + 1) : period.to.getTime();
  const days: string[] = [];
  for (let t = period.from.getTime(); t < end; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
