import type { AnalyticsMetric, Goal, VisitDimension } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { sqlNumber } from './sql-literal.ts';

/**
 * Every metric written once for both dialects, from the dialect's aggregates.
 * Two forms: over events (one GROUP BY), and over visits, where an inner query
 * first sums each visit's events per dimension value (visitPartsSql) and the
 * outer one aggregates those partial sums (overVisitsSql).
 */
/** The event types that are page views. */
export const viewTypes = ['pageview', 'screenview'] as const;
const views = `type IN (${viewTypes.map((t) => `'${t}'`).join(', ')})`;
const isClick = "type = 'click'";
const isOrder = "type = 'ecommerce'";
const isVital = "type = 'vital'";

/** a / b, NULL when b is 0 */
export const ratio = (a: string, b: string) => `(${a}) / nullIf(${b}, 0)`;

/** The condition a goal sets on one event. */
export function goalCondition(d: Dialect, goal: Goal): string {
  switch (goal.kind) {
    case 'page': {
      const path = goal.path.endsWith('*')
        ? d.startsWith('path', goal.path.slice(0, -1))
        : `path = ${d.string(goal.path)}`;
      return `${views} AND ${path}`;
    }
    case 'event': {
      const named = `type = 'custom' AND event_name = ${d.string(goal.name)}`;
      return goal.property ? `${named} AND ${d.jsonFieldIs('props', goal.property.key, goal.property.value)}` : named;
    }
    case 'order':
      return goal.minRevenue === undefined ? isOrder : `${isOrder} AND revenue >= ${sqlNumber(goal.minRevenue)}`;
  }
}

/** A metric over events (no visit metric is asked: the schema sends those to the visit form). */
export function overEventsSql(d: Dialect, m: AnalyticsMetric): string {
  switch (m) {
    case 'events':
      return d.countIf('1 = 1');
    case 'visitors':
      return d.distinctIf('visitor_id', "visitor_id <> ''");
    case 'sessions':
      return d.distinctIf('session_id', "session_id <> ''");
    case 'pageviews':
      return d.countIf(views);
    case 'clicks':
      return d.countIf(isClick);
    case 'unique_clicks':
      return d.distinctIf('visitor_id', `${isClick} AND visitor_id <> ''`);
    case 'revenue':
      return d.sum('revenue');
    case 'value':
      return d.sum('value');
    case 'orders':
      return d.countIf(isOrder);
    case 'average_order_value':
      return ratio(d.sum('revenue'), d.countIf(isOrder));
    case 'quantity':
      return d.sum('quantity');
    case 'views_per_visit':
      return ratio(d.countIf(views), d.distinctIf('session_id', "session_id <> ''"));
    case 'avg_vital':
      return ratio(d.sumIf('vital_value', isVital), d.countIf(isVital));
    case 'p75_vital':
      return d.p75If('vital_value', isVital);
    case 'bounce_rate':
    case 'visit_duration':
    case 'conversions':
    case 'conversion_rate':
    case 'conversion_revenue':
      throw new Error(`${m} is a visit metric`);
  }
}

/** One row per visit (or per sessionless event) and dimension value: what the outer query needs of it. */
export function visitPartsSql(d: Dialect, goal: Goal | undefined): string[] {
  return [
    `${d.countIf('1 = 1')} AS n`,
    `${d.countIf(views)} AS pv`,
    `${d.countIf(isClick)} AS c`,
    `${d.countIf(isOrder)} AS o`,
    `${d.sum('revenue')} AS rev`,
    `${d.sum('value')} AS val`,
    `${d.sum('quantity')} AS qty`,
    `${d.sumIf('vital_value', isVital)} AS vs`,
    `${d.countIf(isVital)} AS vn`,
    'min(visitor_id) AS v',
    'max(session_id) AS sid',
    `max(${d.timeMs}) - min(${d.timeMs}) AS dur`,
    `${goal ? d.countIf(goalCondition(d, goal)) : '0'} AS g`,
  ];
}

/**
 * The visit parts that are sums (visitPartsSql's n … vn), as the value one
 * event adds to each: a rollup stores their sums per visit and hour (rollup.ts).
 */
export const eventPartValues = {
  n: '1',
  pv: `CASE WHEN ${views} THEN 1 ELSE 0 END`,
  c: `CASE WHEN ${isClick} THEN 1 ELSE 0 END`,
  o: `CASE WHEN ${isOrder} THEN 1 ELSE 0 END`,
  rev: 'revenue',
  val: 'value',
  vs: `CASE WHEN ${isVital} THEN vital_value ELSE 0 END`,
  vn: `CASE WHEN ${isVital} THEN 1 ELSE 0 END`,
} as const;

/** A visit dimension, computed per visit in the inner query. */
export function visitDimensionSql(d: Dialect, dimension: VisitDimension): string {
  return dimension === 'entry_page' ? d.firstIf('path', d.timeMs, views) : d.lastIf('path', d.timeMs, views);
}

/** A visit: a row of visitPartsSql with a session id (a sessionless event is no visit). */
const visit = "sid <> ''";

export function overVisitsSql(d: Dialect, m: AnalyticsMetric): string {
  const visits = d.countIf(visit);
  switch (m) {
    case 'events':
      return d.sum('n');
    case 'visitors':
      return d.distinctIf('v', "v <> ''");
    case 'sessions':
      return visits;
    case 'pageviews':
      return d.sum('pv');
    case 'clicks':
      return d.sum('c');
    case 'unique_clicks':
      return d.distinctIf('v', "v <> '' AND c > 0");
    case 'revenue':
      return d.sum('rev');
    case 'value':
      return d.sum('val');
    case 'orders':
      return d.sum('o');
    case 'average_order_value':
      return ratio(d.sum('rev'), d.sum('o'));
    case 'quantity':
      return d.sum('qty');
    case 'views_per_visit':
      return ratio(d.sum('pv'), visits);
    case 'bounce_rate':
      return ratio(d.countIf(`${visit} AND pv = 1`), d.countIf(`${visit} AND pv >= 1`));
    case 'visit_duration':
      // sum then divide (not avg): the same rounding as every other engine that sums integers exactly
      return `${ratio(d.sumIf('dur', visit), visits)} / 1000`;
    case 'conversions':
      return d.countIf(`${visit} AND g > 0`);
    case 'conversion_rate':
      return ratio(d.countIf(`${visit} AND g > 0`), visits);
    case 'conversion_revenue':
      return d.sumIf('rev', `${visit} AND g > 0`);
    case 'avg_vital':
      return ratio(d.sum('vs'), d.sum('vn'));
    case 'p75_vital':
      throw new Error('p75_vital is not a visit metric');
  }
}
