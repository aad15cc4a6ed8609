/**
 * The overview's periods, counted in the site's own calendar (its time zone),
 * as the server counts its default week: "7 days" is today and the 6 days before.
 */
export const rangePresets = [1, 7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const zonedDay = (instant: number, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
const offsetAt = (instant: number, zone: string): number => {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const part = (type: string) => parts[type] ?? 0;
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
};

/** The instant a calendar day starts in a zone (midnight, or the first hour after a DST gap). */
export const startOfZonedDay = (day: string, zone: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess, zone);
  // the offset at midnight may differ from the offset at UTC midnight (a DST change that day)
  return guess - offsetAt(first, zone);
};

/** The stats query of a preset: from the start of the first day, up to now (the server's default end). */
export const rangeFrom = (preset: RangePreset, zone: string, now: number = Date.now()): string => {
  const today = zonedDay(now, zone);
  const first = zonedDay(startOfZonedDay(today, zone) - (preset - 1) * DAY_MS + DAY_MS / 2, zone);
  return new Date(startOfZonedDay(first, zone)).toISOString();
};

/**
 * Every day of the range, in the zone, with the series' values or zeros: the
 * store returns only days that had events, and a chart needs the gaps.
 * Hourly (or any other) buckets are returned as they are.
 */
export const fillDays = <T extends { bucket: string }>(
  series: T[],
  range: { from: string; to: string },
  zone: string,
  empty: (bucket: string) => T,
): T[] => {
  if (!series.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p.bucket))) return series;
  const byDay = new Map(series.map((p) => [p.bucket, p]));
  const days: string[] = [];
  const end = Date.parse(range.to) - 1;
  for (let t = Date.parse(range.from); t <= end + DAY_MS; t += DAY_MS / 2) {
    if (t > end) {
      const last = zonedDay(end, zone);
      if (days.at(-1) !== last) days.push(last);
      break;
    }
    const day = zonedDay(t, zone);
    if (days.at(-1) !== day) days.push(day);
  }
  return days.map((day) => byDay.get(day) ?? empty(day));
};
