import type { AiQuery } from '@osm5/shared/ai/plan';

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(ms: number, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return (m[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The same wall-clock time `days` later in the zone (a DST change in between keeps midnight at midnight). */
export function addZonedDays(iso: string, days: number, timeZone: string): string {
  const ms = Date.parse(iso);
  const moved = ms + days * DAY_MS;
  return new Date(moved + offsetMs(ms, timeZone) - offsetMs(moved, timeZone)).toISOString();
}

/**
 * A pinned chart's query as of `now`: its range (and comparison range) moved
 * forward by the whole days gone by since it was asked, in the query's zone.
 * "Yesterday" stays yesterday and "the last 7 days" the last 7 days; a named
 * period ("in October") moves too, which the dashboard says in its docs.
 */
export function reanchor(query: AiQuery, anchoredAt: Date, now: Date): AiQuery {
  const days = Math.max(0, Math.floor((now.getTime() - anchoredAt.getTime()) / DAY_MS));
  if (days === 0) return query;
  const move = (iso: string) => addZonedDays(iso, days, query.timeZone);
  return {
    ...query,
    range: { from: move(query.range.from), to: move(query.range.to) },
    ...(query.compare?.type === 'range'
      ? { compare: { type: 'range' as const, from: move(query.compare.from), to: move(query.compare.to) } }
      : {}),
  };
}
