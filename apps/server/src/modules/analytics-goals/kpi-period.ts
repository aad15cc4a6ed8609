import { bucketLabel, startOfZonedDay } from '@osm5/shared';
import type { KpiPeriod } from '@osm5/shared/schemas/analytics-goals';

const HALF_DAY = 12 * 3_600_000;

/** The first instant of a calendar day (`YYYY-MM-DD`) in a time zone. */
export function zonedDayStart(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // noon UTC falls on that day for zones up to UTC+11; further east it is the next day
  let ms = Date.UTC(y, m - 1, d, 12);
  if (bucketLabel(ms, timeZone, 'day') > date) ms -= HALF_DAY;
  return startOfZonedDay(ms, timeZone);
}

const iso = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;

/**
 * The range a KPI target covers, half-open, in the site's zone: the month or
 * the quarter holding `now`, or from the custom start day to the end of the
 * custom end day.
 */
export function kpiRange(
  kpi: { period: KpiPeriod; startDate: string | null; endDate: string | null },
  timeZone: string,
  now: number,
): { from: number; to: number } {
  if (kpi.period === 'custom' && kpi.startDate && kpi.endDate) {
    const [y, m, d] = kpi.endDate.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    return { from: zonedDayStart(kpi.startDate, timeZone), to: zonedDayStart(next, timeZone) };
  }
  const [year, month] = bucketLabel(now, timeZone, 'day').split('-').map(Number) as [number, number];
  const first = kpi.period === 'quarter' ? month - ((month - 1) % 3) : month;
  const length = kpi.period === 'quarter' ? 3 : 1;
  const end = first + length;
  return {
    from: zonedDayStart(iso(year, first), timeZone),
    to: zonedDayStart(end > 12 ? iso(year + 1, end - 12) : iso(year, end), timeZone),
  };
}

/**
 * Where a KPI ends at its pace: a count or a sum grows with the time gone
 * by, a rate stays what it is. Null before the period starts.
 */
export function kpiProjection(actual: number | null, elapsed: number, isRate: boolean): number | null {
  if (actual === null || elapsed <= 0) return null;
  if (isRate || elapsed >= 1) return actual;
  return actual / elapsed;
}
