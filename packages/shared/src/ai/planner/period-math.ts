import { monthNames, type Unit } from './date-words.ts';
import { addDays, addMonths, compareDays, type Day, isRealDay, weekday } from './zoned.ts';

/**
 * Periods and their arithmetic: the last N units up to today, a calendar
 * unit (this or a previous week, month, quarter, year), a day, month or
 * quarter in the most recent year in which it is not in the future.
 */
export type Period =
  | { kind: 'days'; from: Day; to: Day; point?: boolean; unit?: Unit; back?: number }
  | { kind: 'instants'; from: number; to: number };

export interface Now {
  ms: number;
  today: Day;
}

export const days = (from: Day, to: Day, point = false): Period => ({
  kind: 'days',
  from,
  to,
  ...(point ? { point } : {}),
});

/** The last n units up to today, today included: last 30 days, last 3 months (from the day after 3 months ago). */
export function lastUnits(n: number, unit: Unit, now: Now): Period | undefined {
  if (!Number.isFinite(n) || n < 1 || n > 5000) return undefined;
  const end = addDays(now.today, 1);
  switch (unit) {
    case 'hour':
      return { kind: 'instants', from: now.ms - n * 3_600_000, to: now.ms };
    case 'day':
      return days(addDays(end, -n), end);
    case 'week':
      return days(addDays(end, -7 * n), end);
    case 'month':
      return days(addDays(addMonths(now.today, -n), 1), end);
    case 'quarter':
      return days(addDays(addMonths(now.today, -3 * n), 1), end);
    case 'year':
      return days(addDays(addMonths(now.today, -12 * n), 1), end);
  }
}

/** The calendar unit holding today shifted by `back` units (0 = this week/month/…, 1 = the previous). */
export function calendar(unit: Unit, back: number, now: Now): Period | undefined {
  const p = calendarDays(unit, back, now);
  return p?.kind === 'days' ? { ...p, unit, back } : p;
}

function calendarDays(unit: Unit, back: number, now: Now): Period | undefined {
  const t = now.today;
  switch (unit) {
    case 'day': {
      const d = addDays(t, -back);
      return days(d, addDays(d, 1));
    }
    case 'week': {
      const monday = addDays(t, -weekday(t) - 7 * back);
      return days(monday, addDays(monday, 7));
    }
    case 'month': {
      const first = addMonths({ y: t.y, m: t.m, d: 1 }, -back);
      return days(first, addMonths(first, 1));
    }
    case 'quarter': {
      const first = addMonths({ y: t.y, m: t.m - ((t.m - 1) % 3), d: 1 }, -3 * back);
      return days(first, addMonths(first, 3));
    }
    case 'year':
      return days({ y: t.y - back, m: 1, d: 1 }, { y: t.y - back + 1, m: 1, d: 1 });
    case 'hour':
      return undefined;
  }
}

/** A year when said, else the most recent year in which the day is not in the future. */
export function recent(m: number, d: number, year: string | undefined, now: Now): Day | undefined {
  let y = year ? Number(year) : now.today.y;
  if (!year && compareDays({ y, m, d: Math.min(d, 28) }, now.today) > 0) y -= 1;
  if (!isRealDay(y, m, d)) return undefined;
  return { y, m, d };
}

export const month = (name: string | undefined) => (name ? monthNames[name] : undefined);

export function oneDay(
  mo: number | undefined,
  d: string | undefined,
  y: string | undefined,
  now: Now,
): Period | undefined {
  if (!mo || !d) return undefined;
  const day = recent(mo, Number(d.replace(/\D/g, '')), y, now);
  return day && days(day, addDays(day, 1), true);
}

export function wholeMonth(mo: number | undefined, y: string | undefined, now: Now): Period | undefined {
  if (!mo) return undefined;
  const first = recent(mo, 1, y, now);
  return first && days(first, addMonths(first, 1));
}

export function quarter(q: number | undefined, y: string | undefined, now: Now): Period | undefined {
  if (!q) return undefined;
  const m = 3 * (q - 1) + 1;
  const first = recent(m, 1, y, now);
  return first && days(first, addMonths(first, 3));
}
