/**
 * Time buckets are computed in the report's time zone and labelled by their
 * local wall-clock start: hour 'YYYY-MM-DD HH:00', day 'YYYY-MM-DD', week the
 * Monday 'YYYY-MM-DD', month 'YYYY-MM-01'. Both SQL dialects produce these
 * same labels, and this file produces them in TypeScript so that a series can
 * be completed with its empty buckets identically in both modes.
 *
 * Labelling by wall clock means that at a DST fall-back the repeated local
 * hour is one bucket (two hours of events), and at spring-forward the skipped
 * hour has no bucket at all: what a reader of a local-time chart expects.
 */
export const timeGranularities = ['hour', 'day', 'week', 'month'] as const;
export type TimeGranularity = (typeof timeGranularities)[number];

/** The most buckets one series may have; past it the range is too long for the granularity. */
export const maxBuckets = 5000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when both Intl and the databases can be trusted with the name (IANA names only). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(timeZone)) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
}

function localParts(ms: number, timeZone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(ms)) parts[p.type] = p.value;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The label of the bucket holding the instant `ms` (UTC milliseconds). */
export function bucketLabel(ms: number, timeZone: string, granularity: TimeGranularity): string {
  const { year, month, day, hour } = localParts(ms, timeZone);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  switch (granularity) {
    case 'hour':
      return `${date} ${pad(hour)}:00`;
    case 'day':
      return date;
    case 'month':
      return `${pad(year, 4)}-${pad(month)}-01`;
    case 'week': {
      // A calendar date has no zone: do the Monday arithmetic on a UTC date.
      const d = new Date(Date.UTC(year, month - 1, day));
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      d.setUTCDate(d.getUTCDate() - sinceMonday);
      return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    }
  }
}

/**
 * Every bucket label touched by [fromMs, toMs), in chronological order. Local
 * hours last at least 30 minutes and local days at least 23 hours, so stepping
 * by 15 minutes (hours) or one hour (longer buckets) visits every bucket.
 */
export function enumerateBuckets(
  fromMs: number,
  toMs: number,
  timeZone: string,
  granularity: TimeGranularity,
): string[] {
  const step = granularity === 'hour' ? 15 * 60_000 : 60 * 60_000;
  const seen = new Set<string>();
  for (let t = fromMs; t < toMs; t += step) {
    seen.add(bucketLabel(t, timeZone, granularity));
    if (seen.size > maxBuckets) throw new RangeError(`more than ${maxBuckets} ${granularity} buckets in the range`);
  }
  if (toMs > fromMs) seen.add(bucketLabel(toMs - 1, timeZone, granularity));
  return [...seen];
}

/**
 * The first instant of the local day holding `ms` in `timeZone` (local
 * midnight, or the first existing minute after it on a day whose midnight a
 * DST change skips): "today" and "the last 14 days" of a site mean its own days.
 * Found by bisection between the day's label changes, so any offset works.
 */
export function startOfZonedDay(ms: number, timeZone: string): number {
  const day = bucketLabel(ms, timeZone, 'day');
  // a local day starts within 26 hours before any of its instants, to the minute
  let lo = ms - 26 * 3_600_000;
  let hi = ms;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (bucketLabel(mid, timeZone, 'day') === day) hi = mid;
    else lo = mid;
  }
  return hi - (hi % 60_000);
}
