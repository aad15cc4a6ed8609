/**
 * Calendar days in a time zone. A `Day` has no zone (plain y-m-d arithmetic
 * on UTC dates); `dayStart` turns one into the instant its local midnight is
 * in a zone, so a range of days is exact across DST changes.
 */

export interface Day {
  y: number;
  m: number;
  d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Wall extends Day {
  hh: number;
  mm: number;
  ss: number;
}

export function wallTime(ms: number, timeZone: string): Wall {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) p[part.type] = Number(part.value);
  return { y: p.year ?? 0, m: p.month ?? 0, d: p.day ?? 0, hh: p.hour ?? 0, mm: p.minute ?? 0, ss: p.second ?? 0 };
}

/** The zone's offset from UTC at the instant, in minutes. */
export function offsetMinutes(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm, w.ss);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant a wall time is in the zone; a wall time a DST jump skips reads as the first instant after it. */
export function wallToInstant(day: Day, timeZone: string, hh = 0, mm = 0): number {
  const asUtc = Date.UTC(day.y, day.m - 1, day.d, hh, mm);
  let ms = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  ms = asUtc - offsetMinutes(ms, timeZone) * 60_000;
  const w = wallTime(ms, timeZone);
  if (Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm) < asUtc) {
    // skipped (spring forward): the wall time reads as the instant after the gap
    ms += asUtc - Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm);
  }
  return ms;
}

export const dayStart = (day: Day, timeZone: string) => wallToInstant(day, timeZone);

export const dayOf = (ms: number, timeZone: string): Day => {
  const { y, m, d } = wallTime(ms, timeZone);
  return { y, m, d };
};

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-10-01T00:00:00+02:00. */
export function formatInstant(ms: number, timeZone: string): string {
  const w = wallTime(ms, timeZone);
  const off = offsetMinutes(ms, timeZone);
  const sign = off < 0 ? '-' : '+';
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}T${pad(w.hh)}:${pad(w.mm)}:${pad(w.ss)}${sign}${pad(Math.trunc(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}

const fromUtc = (t: Date): Day => ({ y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() });

export const addDays = (day: Day, n: number): Day => fromUtc(new Date(Date.UTC(day.y, day.m - 1, day.d + n)));

/** The same day of the month n months later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: Day, n: number): Day {
  const first = new Date(Date.UTC(day.y, day.m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return { y: first.getUTCFullYear(), m: first.getUTCMonth() + 1, d: Math.min(day.d, last) };
}

/** 0 = Monday … 6 = Sunday. */
export const weekday = (day: Day) => (new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() + 6) % 7;

export const compareDays = (a: Day, b: Day) => Date.UTC(a.y, a.m - 1, a.d) - Date.UTC(b.y, b.m - 1, b.d);

export const isRealDay = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
