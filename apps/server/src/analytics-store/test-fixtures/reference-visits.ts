import { bucketLabel, isDerivedDimension, isVisitDimension, queryDescriptionSchema } from '@osm5/shared';
import type { EventRow } from '../event-row.ts';
import {
  type LoggedVisit,
  MAX_TIMELINE,
  type VisitLogPage,
  type VisitLogQuery,
  type VisitorsPage,
  type VisitorsQuery,
} from '../visit-log.ts';
import { columnOf, passes, visitorTypes, visitPages } from './reference-query.ts';

/**
 * The visitor log and the visitor profiles written naively over an array of
 * rows: the oracle both dialects' visit-log.ts must agree with.
 */
const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
const isView = (r: EventRow) => r.type === 'pageview' || r.type === 'screenview';
const isPage = (r: EventRow) => isView(r) || r.type === 'click';
const pageOf = (r: EventRow) => (r.type === 'click' ? r.destination : r.path);

/** The listed visits (grouped by the log's key), whole, of the scope and range. */
function visitGroups(rows: EventRow[], q: VisitLogQuery | VisitorsQuery): { key: string; rows: EventRow[] }[] {
  const desc = queryDescriptionSchema.parse({
    scope: { tenantId: q.tenantId, itemId: q.itemId },
    range: q.range,
    timeZone: q.timeZone,
    metrics: ['events'],
  });
  const fromMs = Date.parse(q.range.from);
  const toMs = Date.parse(q.range.to);
  const inScope = rows.filter(
    (r) => r.tenant_id === q.tenantId && r.item_id === q.itemId && r.time >= fromMs && r.time < toMs && !r.is_bot,
  );
  const key = (r: EventRow) =>
    r.session_id || (r.visitor_id ? `${r.visitor_id}@${bucketLabel(r.time, q.timeZone, 'day')}` : r.id);
  const typeOf = visitorTypes(rows, desc, fromMs, toMs);
  const visitPage = visitPages(inScope);
  const filtered = (r: EventRow, dimension: string) =>
    isDerivedDimension(dimension)
      ? typeOf(r)
      : isVisitDimension(dimension)
        ? visitPage(r, dimension)
        : columnOf(r, dimension);
  const kept = new Set(inScope.filter((r) => q.filters.every((f) => passes(r, f, filtered))).map(key));
  const groups = new Map<string, EventRow[]>();
  for (const r of inScope) {
    const k = key(r);
    if (!kept.has(k) || (q.visitorId !== undefined && r.visitor_id !== q.visitorId)) continue;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return [...groups.entries()].map(([k, list]) => ({
    key: k,
    rows: list.sort((a, b) => a.time - b.time || bytes(a.id, b.id)),
  }));
}

export function referenceVisits(rows: EventRow[], q: VisitLogQuery): VisitLogPage {
  const fromMs = Date.parse(q.range.from);
  const toMs = Date.parse(q.range.to);
  const desc = queryDescriptionSchema.parse({
    scope: { tenantId: q.tenantId, itemId: q.itemId },
    range: q.range,
    metrics: ['events'],
  });
  const logKey = (r: EventRow) =>
    r.session_id || (r.visitor_id ? `${r.visitor_id}@${bucketLabel(r.time, q.timeZone, 'day')}` : r.id);
  const typeOf = visitorTypes(rows, desc, fromMs, toMs, logKey);
  const groups = visitGroups(rows, q);
  const visits: LoggedVisit[] = groups.map(({ key, rows: events }) => {
    const first = events[0] as EventRow;
    const pages = events.filter(isPage);
    const visitor = events.map((r) => r.visitor_id).sort(bytes)[0] ?? '';
    return {
      id: key,
      visitorId: visitor,
      visitorType: visitor === '' ? '' : (typeOf(first) as LoggedVisit['visitorType']),
      start: first.time,
      end: (events.at(-1) as EventRow).time,
      events: events.length,
      pageviews: events.filter(isView).length,
      clicks: events.filter((r) => r.type === 'click').length,
      revenue: events.reduce((a, r) => a + r.revenue, 0),
      currency: events.find((r) => r.currency !== '')?.currency ?? '',
      entryPage: pages[0] ? pageOf(pages[0]) : '',
      exitPage: pages.length > 0 ? pageOf(pages.at(-1) as EventRow) : '',
      referrerHost: first.referrer_host,
      channel: first.channel,
      utmSource: first.utm_source,
      utmMedium: first.utm_medium,
      utmCampaign: first.utm_campaign,
      country: first.country,
      city: first.city,
      deviceType: first.device_type,
      os: first.os,
      browser: first.browser,
      timeline: events.slice(0, MAX_TIMELINE).map((r) => ({
        id: r.id,
        time: r.time,
        type: r.type,
        path: r.path,
        title: r.title,
        eventName: r.event_name,
        destination: r.destination,
        revenue: r.revenue,
        value: r.value,
      })),
    };
  });
  visits.sort((a, b) => b.start - a.start || bytes(b.id, a.id));
  return { total: visits.length, visits: visits.slice(q.offset, q.offset + q.limit) };
}

export function referenceVisitors(rows: EventRow[], q: VisitorsQuery): VisitorsPage {
  const people = new Map<string, { keys: Set<string>; rows: EventRow[] }>();
  for (const g of visitGroups(rows, q)) {
    for (const r of g.rows) {
      if (r.visitor_id === '') continue;
      const p = people.get(r.visitor_id) ?? { keys: new Set<string>(), rows: [] };
      p.keys.add(g.key);
      p.rows.push(r);
      people.set(r.visitor_id, p);
    }
  }
  const list = [...people.entries()].map(([visitorId, p]) => {
    const sorted = p.rows.sort((a, b) => a.time - b.time);
    const last = sorted.at(-1) as EventRow;
    return {
      visitorId,
      firstSeen: (sorted[0] as EventRow).time,
      lastSeen: last.time,
      visits: p.keys.size,
      pageviews: sorted.filter(isView).length,
      events: sorted.length,
      revenue: sorted.reduce((a, r) => a + r.revenue, 0),
      country: last.country,
      city: last.city,
      deviceType: last.device_type,
      os: last.os,
      browser: last.browser,
    };
  });
  list.sort(
    (a, b) =>
      (q.sort === 'visits' ? b.visits - a.visits : 0) || b.lastSeen - a.lastSeen || bytes(a.visitorId, b.visitorId),
  );
  return { total: list.length, visitors: list.slice(q.offset, q.offset + q.limit) };
}
