import { negotiateLanguage } from './accept-language.ts';
import { ipInList } from './ip-match.ts';
import type { RuleConditions } from './rule-condition.ts';
import { sourceMatches } from './traffic-source.ts';
import type { Visitor } from './visitor.ts';
import { hourInWindow, zonedWeekdayHour } from './zoned-time.ts';

const eq = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.toLowerCase();

/** True when every condition given holds for the visitor at `now`; a missing visitor field fails its condition. */
export const matchConditions = (c: RuleConditions, visitor: Visitor, now: Date, timeZone: string): boolean => {
  if (c.country && !c.country.some((v) => eq(visitor.country, v))) return false;
  if (c.region && !c.region.some((v) => eq(visitor.region, v))) return false;
  if (c.city && !c.city.some((v) => eq(visitor.city, v))) return false;
  if (c.language && !negotiateLanguage(visitor.acceptLanguage, c.language)) return false;
  if (c.device && !(visitor.deviceType && c.device.includes(visitor.deviceType))) return false;
  if (c.os && !(visitor.os && c.os.includes(visitor.os))) return false;
  if (c.browser && !c.browser.some((v) => eq(visitor.browser, v))) return false;
  if (c.source && !c.source.some((s) => sourceMatches(s, visitor.referrerHost, visitor.query?.utm_source)))
    return false;
  if (c.ip && !ipInList(visitor.ip, c.ip)) return false;
  const t = now.getTime();
  if (c.dateFrom && t < Date.parse(c.dateFrom)) return false;
  if (c.dateTo && t >= Date.parse(c.dateTo)) return false;
  if (c.weekdays || c.hours) {
    const local = zonedWeekdayHour(now, timeZone);
    if (c.weekdays && !c.weekdays.includes(local.weekday)) return false;
    if (c.hours && !hourInWindow(local.hour, c.hours.from, c.hours.to)) return false;
  }
  if (c.query && !c.query.every((q) => visitor.query?.[q.name] === q.value)) return false;
  return true;
};
