import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClickhouseBackend } from './clickhouse-store.ts';
import { openDuckdbBackend } from './duckdb-store.ts';
import type { ExecuteSql } from './run-query.ts';
import { clickhouseString, duckdbString } from './sql-literal.ts';
import { type TestStoreConfig, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * The escapers against the real parser of the mode's database (ClickHouse
 * 18.16 in server mode): a literal must come back exactly as the string went in.
 */
const values = [
  "it's",
  "\\'",
  'back\\slash\\',
  '\\\\0',
  'a\u0000b',
  'line\nbreak\r\ttab\b\f',
  'ünïcödé 中文 العربية',
  'emoji 😀 👩‍👩‍👧',
  "'; DROP TABLE events; --",
  '/* c */ " `t` {id:UInt32} $1 ?',
];

let setup: TestStoreConfig;
let execute: ExecuteSql;
let close: () => Promise<void>;

beforeAll(async () => {
  setup = testStoreConfig();
  const { config } = setup;
  const backend = config.clickhouseUrl
    ? await openClickhouseBackend(config.clickhouseUrl, config.clickhouseDatabase)
    : await openDuckdbBackend(join(config.dataDir, 'events.duckdb'));
  execute = backend.execute;
  close = backend.close;
});

afterAll(async () => {
  await close?.();
  await setup?.cleanup();
});

describe(`string literals read back by the database (${testMode})`, () => {
  it('returns every hostile string unchanged', async () => {
    const literal = testMode === 'server' ? clickhouseString : duckdbString;
    for (const value of values) {
      const [row] = await execute(`SELECT ${literal(value)} AS v`);
      expect(row?.v).toBe(value);
    }
  });
});
