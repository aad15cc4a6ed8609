import type { Dialect } from './dialect.ts';
import { type EventRow, numberColumns, stringColumns } from './event-row.ts';
import type { ExecuteSql } from './run-query.ts';
import { sqlInteger } from './sql-literal.ts';

/** One item's newest events, whole: the visitor log, the install page's check, ingestion's tests. */
export interface RecentEventsQuery {
  tenantId: string;
  itemId: string;
  /** the newest first, at most this many (1–1000) */
  limit: number;
  /** only events at or after this UTC millisecond; the last 30 days when absent */
  sinceMs?: number;
}

const DAY_MS = 86_400_000;

/**
 * Whole rows rather than a report: the one read that is not a query
 * description, kept to one item of one tenant, a bounded time range and a
 * bounded count, so it stays a slice of the sort key.
 */
export async function recentEvents(dialect: Dialect, execute: ExecuteSql, q: RecentEventsQuery): Promise<EventRow[]> {
  const limit = Math.min(1000, Math.max(1, Math.floor(q.limit)));
  const now = Date.now();
  const from = q.sinceMs ?? now - 30 * DAY_MS;
  // an hour ahead: ingestion accepts events timed up to an hour in the future
  const to = now + 3_600_000 + 1;
  const columns = ['id', `${dialect.timeMs} AS time_ms`, ...stringColumns, ...numberColumns, 'is_bot'];
  const sql =
    `SELECT ${columns.join(', ')} FROM ${dialect.table}` +
    ` WHERE tenant_id = ${dialect.string(q.tenantId)} AND item_id = ${dialect.string(q.itemId)} AND ${dialect.range(from, to)}` +
    ` ORDER BY time_ms DESC, id DESC LIMIT ${sqlInteger(limit)}`;
  return (await execute(sql)).map(toRow);
}

function toRow(r: Record<string, unknown>): EventRow {
  const row = { id: String(r.id), time: Number(r.time_ms), is_bot: r.is_bot === true || Number(r.is_bot) === 1 };
  const out = row as EventRow;
  for (const c of stringColumns) out[c] = String(r[c] ?? '');
  for (const c of numberColumns) out[c] = Number(r[c] ?? 0);
  return out;
}
