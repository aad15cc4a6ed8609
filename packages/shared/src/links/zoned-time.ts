export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday and hour of `now` in an IANA zone: schedules are written in the link owner's local time. */
export const zonedWeekdayHour = (now: Date, timeZone: string): { weekday: Weekday; hour: number } => {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    // A zone this runtime lacks reads as UTC: a redirect must answer, never throw.
    const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
    fmt = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(now);
  const weekday = parts.find((p) => p.type === 'weekday')?.value.toLowerCase() as Weekday;
  const hour = Number(parts.find((p) => p.type === 'hour')?.value) % 24;
  return { weekday, hour };
};

/** True for a valid IANA zone name. */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/**
 * Hours are [from, to) in local time; from > to wraps past midnight (22→6).
 * Each hour is judged with its own local weekday, so "Fri 22–6" holds on
 * Friday 22:00–24:00 and on Friday 00:00–06:00, never spilling into Saturday.
 */
export const hourInWindow = (hour: number, from: number, to: number): boolean =>
  from === to ? true : from < to ? hour >= from && hour < to : hour >= from || hour < to;
