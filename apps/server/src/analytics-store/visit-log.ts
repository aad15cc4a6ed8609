import { type AnalyticsFilter, type QueryDescription, queryDescriptionSchema } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { and, type MillisRange, newVisitKeysSql, scopeSql, whereSql } from './query-builder.ts';
import type { ExecuteSql } from './run-query.ts';
import { sqlInteger } from './sql-literal.ts';

/**
 * The visitor log and the visitor profiles: visits and visitors one by one
 * rather than counted. Each is grouped in the database (one row per visit or
 * visitor, a page of them), never a range of rows loaded into Node. A visit is
 * a session; a link's clicks have none, so there a visit is one visitor's
 * clicks of one day (its visitor id is a daily hash anyway). Filters pick
 * visits: a visit is listed, whole, when one of its events passes them all.
 */
export interface VisitLogQuery {
  tenantId: string;
  itemId: string;
  range: { from: string; to: string };
  /** the zone a link's visit's day is counted in */
  timeZone: string;
  filters: AnalyticsFilter[];
  /** one visitor's visits only (a profile) */
  visitorId?: string;
  limit: number;
  offset: number;
}

export interface LoggedEvent {
  id: string;
  /** UTC milliseconds */
  time: number;
  type: string;
  path: string;
  title: string;
  eventName: string;
  destination: string;
  revenue: number;
  value: number;
}

export interface LoggedVisit {
  /** the session id, or for a link's clicks the visitor and the day */
  id: string;
  visitorId: string;
  /** '' for a visit without a visitor id */
  visitorType: '' | 'new' | 'returning';
  /** UTC milliseconds of its first and last event */
  start: number;
  end: number;
  events: number;
  pageviews: number;
  clicks: number;
  revenue: number;
  currency: string;
  /** the first and last page viewed (for a link: destination clicked) */
  entryPage: string;
  exitPage: string;
  referrerHost: string;
  channel: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  country: string;
  city: string;
  deviceType: string;
  os: string;
  browser: string;
  /** its events in order, at most MAX_TIMELINE of them (`events` counts them all) */
  timeline: LoggedEvent[];
}

export interface VisitLogPage {
  visits: LoggedVisit[];
  /** the visits of the range and filters, all pages */
  total: number;
}

export type VisitorSort = 'visits' | 'last_seen';

export interface VisitorsQuery extends Omit<VisitLogQuery, 'visitorId'> {
  sort: VisitorSort;
  visitorId?: string;
}

export interface VisitorSummary {
  visitorId: string;
  firstSeen: number;
  lastSeen: number;
  visits: number;
  pageviews: number;
  events: number;
  revenue: number;
  /** where and on what they were last seen */
  country: string;
  city: string;
  deviceType: string;
  os: string;
  browser: string;
}

export interface VisitorsPage {
  visitors: VisitorSummary[];
  total: number;
}

/** The events shown under each visit; a longer visit says how many it has. */
export const MAX_TIMELINE = 200;

const views = "type IN ('pageview', 'screenview')";
/** a page of a site, or the destination a link's click went to */
const page = "CASE WHEN type = 'click' THEN destination ELSE path END";
const isPage = "type IN ('pageview', 'screenview', 'click')";

const logKey = (d: Dialect, timeZone: string) =>
  `CASE WHEN session_id <> '' THEN session_id WHEN visitor_id <> '' THEN concat(visitor_id, '@', ${d.timeBucket('day', timeZone)}) ELSE id END`;

/** The query description the shared builder reads: the scope, range, bots left out, the filters as given. */
function describe(q: VisitLogQuery | VisitorsQuery): QueryDescription {
  return queryDescriptionSchema.parse({
    scope: { tenantId: q.tenantId, itemId: q.itemId },
    range: q.range,
    timeZone: q.timeZone,
    metrics: ['events'],
    filters: q.filters,
  });
}

const millisOf = (q: QueryDescription): MillisRange => ({
  fromMs: Date.parse(q.range.from),
  toMs: Date.parse(q.range.to),
});

/** The events of the listed visits: every event of a visit with one event passing every filter (and of the visitor). */
function visitsWhere(d: Dialect, desc: QueryDescription, range: MillisRange, key: string, visitorId?: string): string {
  const parts = scopeSql(d, desc, range);
  if (visitorId !== undefined) parts.push(`visitor_id = ${d.string(visitorId)}`);
  if (desc.filters.length > 0)
    parts.push(`${key} IN (SELECT ${key} FROM ${d.table} WHERE ${whereSql(d, desc, range)})`);
  return and(parts);
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export async function visitLog(d: Dialect, execute: ExecuteSql, q: VisitLogQuery): Promise<VisitLogPage> {
  const desc = describe(q);
  const range = millisOf(desc);
  const key = logKey(d, desc.timeZone);
  const where = visitsWhere(d, desc, range, key, q.visitorId);
  const first = (column: string, condition = '1 = 1') => d.firstIf(column, d.timeMs, condition);
  const inner = [
    `${key} AS k`,
    'min(visitor_id) AS vis',
    `min(${d.timeMs}) AS t0`,
    `max(${d.timeMs}) AS t1`,
    `${d.countIf('1 = 1')} AS n`,
    `${d.countIf(views)} AS pv`,
    `${d.countIf("type = 'click'")} AS c`,
    `${d.sum('revenue')} AS rev`,
    `${first('currency', "currency <> ''")} AS cur`,
    `${first(page, isPage)} AS ent`,
    `${d.lastIf(page, d.timeMs, isPage)} AS ext`,
    `${first('referrer_host')} AS ref`,
    `${first('channel')} AS chn`,
    `${first('utm_source')} AS us`,
    `${first('utm_medium')} AS um`,
    `${first('utm_campaign')} AS uc`,
    `${first('country')} AS ctry`,
    `${first('city')} AS cty`,
    `${first('device_type')} AS dev`,
    `${first('os')} AS osn`,
    `${first('browser')} AS brw`,
  ];
  const newKeys = newVisitKeysSql(d, desc, range, key);
  const sql =
    `SELECT *, CASE WHEN vis = '' THEN '' WHEN k IN (${newKeys}) THEN 'new' ELSE 'returning' END AS vt` +
    ` FROM (SELECT ${inner.join(', ')} FROM ${d.table} WHERE ${where} GROUP BY k) AS visits` +
    ` ORDER BY t0 DESC, k DESC LIMIT ${sqlInteger(q.limit)} OFFSET ${sqlInteger(q.offset)}`;
  const [rows, [count]] = await Promise.all([
    execute(sql),
    execute(`SELECT ${d.distinctIf(key, '1 = 1')} AS total FROM ${d.table} WHERE ${where}`),
  ]);
  const timelines = new Map<string, LoggedEvent[]>();
  if (rows.length > 0) {
    const keys = rows.map((r) => d.string(text(r.k)));
    const columns = `${key} AS k, id, ${d.timeMs} AS t, type, path, title, event_name, destination, revenue, value`;
    const eventsWhere = and([...scopeSql(d, desc, range), `${key} IN (${keys.join(', ')})`]);
    for (const e of await execute(d.firstRowsPerKey(columns, eventsWhere, key, `${d.timeMs}, id`, MAX_TIMELINE))) {
      const list = timelines.get(text(e.k)) ?? [];
      list.push({
        id: text(e.id),
        time: num(e.t),
        type: text(e.type),
        path: text(e.path),
        title: text(e.title),
        eventName: text(e.event_name),
        destination: text(e.destination),
        revenue: num(e.revenue),
        value: num(e.value),
      });
      timelines.set(text(e.k), list);
    }
  }
  return {
    total: num(count?.total),
    visits: rows.map((r) => ({
      id: text(r.k),
      visitorId: text(r.vis),
      visitorType: text(r.vt) as LoggedVisit['visitorType'],
      start: num(r.t0),
      end: num(r.t1),
      events: num(r.n),
      pageviews: num(r.pv),
      clicks: num(r.c),
      revenue: num(r.rev),
      currency: text(r.cur),
      entryPage: text(r.ent),
      exitPage: text(r.ext),
      referrerHost: text(r.ref),
      channel: text(r.chn),
      utmSource: text(r.us),
      utmMedium: text(r.um),
      utmCampaign: text(r.uc),
      country: text(r.ctry),
      city: text(r.cty),
      deviceType: text(r.dev),
      os: text(r.osn),
      browser: text(r.brw),
      timeline: timelines.get(text(r.k)) ?? [],
    })),
  };
}

export async function visitors(d: Dialect, execute: ExecuteSql, q: VisitorsQuery): Promise<VisitorsPage> {
  const desc = describe(q);
  const range = millisOf(desc);
  const key = logKey(d, desc.timeZone);
  const where = and([visitsWhere(d, desc, range, key, q.visitorId), "visitor_id <> ''"]);
  const last = (column: string) => `${d.lastIf(column, d.timeMs, '1 = 1')}`;
  const inner = [
    'visitor_id AS vis',
    `min(${d.timeMs}) AS t0`,
    `max(${d.timeMs}) AS t1`,
    `${d.distinctIf(key, '1 = 1')} AS nv`,
    `${d.countIf(views)} AS pv`,
    `${d.countIf('1 = 1')} AS n`,
    `${d.sum('revenue')} AS rev`,
    `${last('country')} AS ctry`,
    `${last('city')} AS cty`,
    `${last('device_type')} AS dev`,
    `${last('os')} AS osn`,
    `${last('browser')} AS brw`,
  ];
  const order = q.sort === 'visits' ? 'nv DESC, t1 DESC, vis ASC' : 't1 DESC, vis ASC';
  const sql =
    `SELECT * FROM (SELECT ${inner.join(', ')} FROM ${d.table} WHERE ${where} GROUP BY visitor_id) AS people` +
    ` ORDER BY ${order} LIMIT ${sqlInteger(q.limit)} OFFSET ${sqlInteger(q.offset)}`;
  const [rows, [count]] = await Promise.all([
    execute(sql),
    execute(`SELECT ${d.distinctIf('visitor_id', '1 = 1')} AS total FROM ${d.table} WHERE ${where}`),
  ]);
  return {
    total: num(count?.total),
    visitors: rows.map((r) => ({
      visitorId: text(r.vis),
      firstSeen: num(r.t0),
      lastSeen: num(r.t1),
      visits: num(r.nv),
      pageviews: num(r.pv),
      events: num(r.n),
      revenue: num(r.rev),
      country: text(r.ctry),
      city: text(r.cty),
      deviceType: text(r.dev),
      os: text(r.osn),
      browser: text(r.brw),
    })),
  };
}
