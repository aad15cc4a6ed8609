import type { ColumnDimension, QueryDescriptionInput } from '@osm5/shared';
import type { LinkStats, linkStatsGranularities, linkStatsQuerySchema } from '@osm5/shared/schemas/links';
import type { z } from 'zod';
import type { WorkspaceAccess } from '../organizations/access.ts';
import type { LinkDeps } from './link-deps.ts';
import { getLinkRow } from './links.service.ts';

type Granularity = (typeof linkStatsGranularities)[number];
type StatsQuery = z.output<typeof linkStatsQuerySchema>;

const DAY_MS = 86_400_000;
const DEFAULT_RANGE_MS = 30 * DAY_MS;
/** Entries per breakdown (countries, browsers, …). */
const TOP = 10;

/** Hours up to two days, days up to a year, weeks up to five years, then months: a readable number of points. */
export function granularityFor(fromMs: number, toMs: number): Granularity {
  const length = toMs - fromMs;
  if (length <= 2 * DAY_MS) return 'hour';
  if (length <= 366 * DAY_MS) return 'day';
  if (length <= 5 * 366 * DAY_MS) return 'week';
  return 'month';
}

const breakdowns = {
  countries: 'country',
  devices: 'device_type',
  browsers: 'browser',
  os: 'os',
  referrers: 'referrer_host',
  languages: 'language',
  triggers: 'trigger',
} as const satisfies Record<string, ColumnDimension>;

const count = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * A link's clicks over the range: totals, a series bucketed by the length of
 * the range and the top values of each breakdown, bots left out. Everything
 * goes through the typed query description, scoped by tenant and item.
 */
export async function linkStats(
  deps: Pick<LinkDeps, 'db' | 'events'>,
  access: WorkspaceAccess,
  userId: string,
  linkId: string,
  query: StatsQuery,
  now = Date.now(),
): Promise<LinkStats> {
  await getLinkRow(deps, access, userId, linkId);
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - DEFAULT_RANGE_MS;
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const granularity = granularityFor(fromMs, toMs);
  const base = {
    scope: { tenantId: access.workspace.orgId, itemId: linkId },
    range,
    timeZone: query.timeZone,
    filters: [{ dimension: 'type', op: 'eq', value: 'click' }],
  } satisfies Partial<QueryDescriptionInput>;

  const entries = Object.entries(breakdowns) as [keyof typeof breakdowns, ColumnDimension][];
  const [totals, series, ...tops] = await Promise.all([
    deps.events.query({ ...base, metrics: ['clicks', 'visitors'] }),
    deps.events.query({ ...base, metrics: ['clicks'], dimensions: [granularity], limit: 10_000 }),
    ...entries.map(([, dimension]) =>
      deps.events.query({
        ...base,
        metrics: ['clicks'],
        dimensions: [dimension],
        orderBy: [{ key: 'clicks', direction: 'desc' }],
        limit: TOP,
      }),
    ),
  ]);
  const stats: LinkStats = {
    range,
    timeZone: query.timeZone,
    granularity,
    totals: { clicks: count(totals.totals.clicks), uniqueVisitors: count(totals.totals.visitors) },
    series: series.rows.map((r) => ({ bucket: String(r[granularity]), clicks: count(r.clicks) })),
    countries: [],
    devices: [],
    browsers: [],
    os: [],
    referrers: [],
    languages: [],
    triggers: [],
  };
  entries.forEach(([key, dimension], i) => {
    stats[key] = (tops[i]?.rows ?? []).map((r) => ({ value: String(r[dimension] ?? ''), clicks: count(r.clicks) }));
  });
  return stats;
}
