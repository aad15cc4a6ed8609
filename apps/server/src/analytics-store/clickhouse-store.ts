import { createClient } from '@clickhouse/client';
import { type EventRow, numberColumns, stringColumns } from './event-row.ts';
import type { EventSink } from './event-writer.ts';
import type { ExecuteSql } from './run-query.ts';
import { clickhouseString, sqlIdentifier, sqlInteger } from './sql-literal.ts';

/**
 * The server-mode event store. Sorted by (tenant, item, time) so that one
 * item's range is a contiguous read; partitioned by month so that retention
 * drops whole partitions. DateTime has second precision (18.16 has no
 * DateTime64), so `ts` keeps the milliseconds and makes range bounds exact.
 */
function ddl(database: string): string {
  return `CREATE TABLE IF NOT EXISTS ${sqlIdentifier(database)}.events (
  id String,
  time DateTime('UTC'),
  ts UInt64,
  ${stringColumns.map((c) => `${c} String`).join(',\n  ')},
  ${numberColumns.map((c) => `${c} Float64`).join(',\n  ')},
  is_bot UInt8
) ENGINE = MergeTree PARTITION BY toYYYYMM(time) ORDER BY (tenant_id, item_id, time)`;
}

const dateTimeText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function toJsonRow(row: EventRow): Record<string, string | number> {
  const out: Record<string, string | number> = { id: row.id, time: dateTimeText(row.time), ts: row.time };
  for (const c of stringColumns) out[c] = row[c];
  for (const c of numberColumns) out[c] = row[c];
  out.is_bot = row.is_bot ? 1 : 0;
  return out;
}

export interface ClickhouseBackend {
  sink: EventSink;
  execute: ExecuteSql;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function openClickhouseBackend(url: string, database: string): Promise<ClickhouseBackend> {
  const client = createClient({ url, request_timeout: 60_000 });
  const table = `${sqlIdentifier(database)}.events`;
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${sqlIdentifier(database)}` });
  await client.command({ query: ddl(database) });

  const execute: ExecuteSql = async (sql) => {
    const result = await client.query({ query: sql, format: 'JSONEachRow' });
    return result.json<Record<string, unknown>>();
  };

  const sink: EventSink = {
    async insert(rows) {
      await client.insert({ table, values: rows.map(toJsonRow), format: 'JSONEachRow' });
    },
    async storedIds(rows) {
      const found = new Set<string>();
      if (rows.length === 0) return found;
      const tenants = new Set<string>();
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const r of rows) {
        tenants.add(r.tenant_id);
        if (r.time < min) min = r.time;
        if (r.time > max) max = r.time;
      }
      // tenant and time narrow the read to a few granules of the sort key
      const where =
        `tenant_id IN (${[...tenants].map(clickhouseString).join(', ')})` +
        ` AND time >= toDateTime(${sqlInteger(Math.floor(min / 1000))}) AND time <= toDateTime(${sqlInteger(Math.floor(max / 1000))})`;
      for (let i = 0; i < rows.length; i += 1000) {
        const ids = rows.slice(i, i + 1000).map((r) => clickhouseString(r.id));
        for (const r of await execute(`SELECT id FROM ${table} WHERE ${where} AND id IN (${ids.join(', ')})`)) {
          found.add(String(r.id));
        }
      }
      return found;
    },
  };

  return {
    sink,
    execute,
    async ping() {
      const result = await client.ping();
      if (!result.success) throw result.error;
    },
    close: () => client.close(),
  };
}
