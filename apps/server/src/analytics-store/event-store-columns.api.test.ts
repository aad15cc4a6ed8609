import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@clickhouse/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, describe, expect, it } from 'vitest';
import { toJsonLine } from './event-line.ts';
import { numberColumns, stringColumns, toEventRow } from './event-row.ts';
import { type EventStore, openEventStore } from './index.ts';
import { silentLogger, type TestStoreConfig, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * A store made by an earlier version (its table lacks columns added since) is
 * brought up to date when opened: the missing columns are added with the DDL's
 * defaults, old rows read them as '' and 0, and new rows store them.
 */
const added = ['hostname', 'app_version', 'props', 'order_id', 'scroll_depth', 'engaged_ms'];
const oldStrings = stringColumns.filter((c) => !added.includes(c));
const oldNumbers = numberColumns.filter((c) => !added.includes(c));

let setup: TestStoreConfig | undefined;
let store: EventStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
  await setup?.cleanup();
  setup = undefined;
});

/** The table as the version before these columns made it, holding one old row. */
async function makeOldTable(s: TestStoreConfig, time: number): Promise<void> {
  if (testMode === 'embedded') {
    const instance = await DuckDBInstance.create(join(s.config.dataDir, 'events.duckdb'));
    const c = await instance.connect();
    await c.run(`CREATE TABLE events (
      id VARCHAR NOT NULL, time TIMESTAMP NOT NULL,
      ${oldStrings.map((col) => `${col} VARCHAR NOT NULL DEFAULT ''`).join(', ')},
      ${oldNumbers.map((col) => `${col} DOUBLE NOT NULL DEFAULT 0`).join(', ')},
      is_bot BOOLEAN NOT NULL DEFAULT false)`);
    await c.run(
      `INSERT INTO events (id, time, tenant_id, item_id, type, path, value) VALUES ('old-1', epoch_ms(${time}), 'mig', 'site-1', 'pageview', '/old', 2)`,
    );
    c.closeSync();
    instance.closeSync();
    return;
  }
  const db = s.env.CLICKHOUSE_DATABASE as string;
  const client = createClient({ url: s.env.CLICKHOUSE_URL });
  try {
    await client.command({ query: `CREATE DATABASE ${db}` });
    await client.command({
      query: `CREATE TABLE ${db}.events (id String, time UInt64,
        time_s DateTime('UTC') MATERIALIZED toDateTime(intDiv(time, 1000)),
        ${oldStrings.map((col) => `${col} String`).join(', ')},
        ${oldNumbers.map((col) => `${col} Float64`).join(', ')},
        is_bot UInt8) ENGINE = MergeTree PARTITION BY toYYYYMM(time_s) ORDER BY (tenant_id, item_id, time_s)`,
    });
    await client.command({
      query: `INSERT INTO ${db}.events (id, time, tenant_id, item_id, type, path, value) VALUES ('old-1', ${time}, 'mig', 'site-1', 'pageview', '/old', 2)`,
    });
  } finally {
    await client.close();
  }
}

describe(`event store columns added to an existing store (${testMode})`, () => {
  it('adds the missing columns on open; old rows read their defaults, new rows store them', async () => {
    setup = testStoreConfig();
    const time = Date.now() - 60_000;
    await makeOldTable(setup, time);

    store = await openEventStore(setup.config, silentLogger);
    store.writer.append([
      {
        tenant_id: 'mig',
        item_id: 'site-1',
        type: 'engagement',
        path: '/new',
        hostname: 'shop.example.com',
        app_version: '2.1.0',
        props: '{"a":1}',
        order_id: 'o-1',
        scroll_depth: 75,
        engaged_ms: 12_000,
      },
    ]);
    await store.writer.flush();

    const rows = await store.recent({ tenantId: 'mig', itemId: 'site-1', limit: 10 });
    const old = rows.find((r) => r.id === 'old-1');
    const fresh = rows.find((r) => r.path === '/new');
    expect(old).toMatchObject({ time, path: '/old', value: 2, hostname: '', app_version: '', props: '', order_id: '' });
    expect(old).toMatchObject({ scroll_depth: 0, engaged_ms: 0 });
    expect(fresh).toMatchObject({
      hostname: 'shop.example.com',
      app_version: '2.1.0',
      props: '{"a":1}',
      order_id: 'o-1',
    });
    expect(fresh).toMatchObject({ scroll_depth: 75, engaged_ms: 12_000 });

    // reports may group by the new dimensions
    const byHost = await store.query({
      scope: { tenantId: 'mig', itemId: 'site-1' },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      dimensions: ['hostname'],
      orderBy: [{ key: 'hostname', direction: 'asc' }],
    });
    expect(byHost.rows).toEqual([
      { hostname: '', events: 1 },
      { hostname: 'shop.example.com', events: 1 },
    ]);

    // a second open finds nothing to add and keeps the rows
    await store.close();
    store = await openEventStore(setup.config, silentLogger);
    expect(await store.recent({ tenantId: 'mig', itemId: 'site-1', limit: 10 })).toHaveLength(2);
  });

  it('replays a spool left by a crash into the altered table, by column name', async () => {
    setup = testStoreConfig();
    await makeOldTable(setup, Date.now() - 1000);
    const spoolDir = setup.config.events.spoolDir;
    mkdirSync(spoolDir, { recursive: true });
    const row = toEventRow(
      { tenant_id: 'mig', item_id: 'site-1', type: 'custom', event_name: 'x', props: '{"k":"v"}', engaged_ms: 5 },
      Date.now(),
    );
    writeFileSync(join(spoolDir, 'seg-000000000000001-1-000000001.jsonl'), `${toJsonLine(row)}\n`);

    store = await openEventStore(setup.config, silentLogger);
    const rows = await store.recent({ tenantId: 'mig', itemId: 'site-1', limit: 10 });
    expect(rows.find((r) => r.id === row.id)).toMatchObject({ event_name: 'x', props: '{"k":"v"}', engaged_ms: 5 });
    expect(rows.find((r) => r.id === 'old-1')).toMatchObject({ props: '', engaged_ms: 0 });
  });
});
