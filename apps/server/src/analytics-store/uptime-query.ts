import { enumerateBuckets, queryDescriptionSchema } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { and, type MillisRange, whereSql } from './query-builder.ts';
import type { ExecuteSql } from './run-query.ts';

/** What the uptime monitor's checks (`uptime_check` events: event_name up/down, value the response ms) add up to. */
export interface UptimeFigures {
  checks: number;
  failures: number;
  /** the share of checks that were up (0 to 1), null without checks */
  uptime: number | null;
  /** the response times of the checks that were up (ms), null without any */
  avgMs: number | null;
  p75Ms: number | null;
}

export interface UptimeQuery {
  tenantId: string;
  itemId: string;
  range: { from: string; to: string };
  timeZone: string;
}

export interface UptimeAnswer extends UptimeFigures {
  /** every day of the range in the time zone, empty ones included */
  days: (UptimeFigures & { day: string })[];
}

const up = "event_name = 'up'";
/** response times are those of the answers: a failed check's time (to a timeout, say) is no response time */
const checkFigures = (d: Dialect) => [
  `${d.countIf('1 = 1')} AS checks`,
  `${d.countIf(`NOT (${up})`)} AS failures`,
  `${d.sumIf('value', up)} AS total_ms`,
  `${d.p75If('value', up)} AS p75_ms`,
];

function figures(raw: Record<string, unknown> | undefined): UptimeFigures {
  const checks = Number(raw?.checks ?? 0);
  const failures = Number(raw?.failures ?? 0);
  const p75 = Number(raw?.p75_ms);
  const answered = checks - failures;
  return {
    checks,
    failures,
    uptime: checks === 0 ? null : answered / checks,
    avgMs: answered === 0 ? null : Number(raw?.total_ms ?? 0) / answered,
    p75Ms: answered === 0 || raw?.p75_ms === null || !Number.isFinite(p75) ? null : p75,
  };
}

/** One item's checks over a range, in total and by day: two statements over its slice of the events. */
export async function runUptime(dialect: Dialect, execute: ExecuteSql, input: UptimeQuery): Promise<UptimeAnswer> {
  const q = queryDescriptionSchema.parse({
    scope: { tenantId: input.tenantId, itemId: input.itemId },
    range: input.range,
    timeZone: input.timeZone,
    metrics: ['events'],
    filters: [{ dimension: 'type', op: 'eq', value: 'uptime_check' }],
    // the monitor's checks are stored as a robot's (is_bot), out of every audience report
    includeBots: true,
  });
  const range: MillisRange = { fromMs: Date.parse(q.range.from), toMs: Date.parse(q.range.to) };
  const where = and([whereSql(dialect, q, range)]);
  const day = dialect.timeBucket('day', q.timeZone);
  const [totals, byDay] = await Promise.all([
    execute(`SELECT ${checkFigures(dialect).join(', ')} FROM ${dialect.table} WHERE ${where}`),
    execute(
      `SELECT ${day} AS bucket, ${checkFigures(dialect).join(', ')} FROM ${dialect.table} WHERE ${where} GROUP BY bucket`,
    ),
  ]);
  const found = new Map(byDay.map((r) => [String(r.bucket), r]));
  const days = enumerateBuckets(range.fromMs, range.toMs, q.timeZone, 'day').map((label) => ({
    day: label,
    ...figures(found.get(label)),
  }));
  return { ...figures(totals[0]), days };
}
