import { localDay } from '../src/modules/ingestion/sessions.ts';

/**
 * Instants `minutesAgo` before a moment close to now, chosen so that the last
 * `spanMinutes` before it fall on one local day of `timeZone`: a midnight
 * there ends a visit (sessions.ts), so events of one visit placed this way
 * stay one visit whatever the hour the test runs at. The API tests and the
 * e2e journeys that send visits share it.
 */
export function oneDayClock(timeZone: string, spanMinutes: number, now = Date.now()): (minutesAgo: number) => number {
  let end = now;
  while (localDay(end - spanMinutes * 60_000, timeZone) !== localDay(end, timeZone)) end -= 60_000;
  return (minutesAgo) => end - minutesAgo * 60_000;
}
