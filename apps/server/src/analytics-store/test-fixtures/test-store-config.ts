import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@clickhouse/client';
import { type Config, loadConfig } from '../../config.ts';

/**
 * The store a test file runs against: OSM5_TEST_MODE=embedded (the default)
 * gives DuckDB in a fresh temporary folder; OSM5_TEST_MODE=server gives the
 * ClickHouse at OSM5_TEST_CLICKHOUSE_URL with a database of the file's own,
 * dropped by cleanup(). Files never share data.
 */
export const testMode = process.env.OSM5_TEST_MODE === 'server' ? 'server' : 'embedded';

export interface TestStoreConfig {
  config: Config;
  /** the environment that loadConfig() turned into config, for child processes */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export const silentLogger = { info() {}, warn() {}, error() {} };

export function testStoreConfig(overrides: Record<string, string> = {}): TestStoreConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'osm5-events-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'test', ...overrides };
  let database: string | undefined;
  let url: string | undefined;
  if (testMode === 'server') {
    url = process.env.OSM5_TEST_CLICKHOUSE_URL;
    if (!url) throw new Error('OSM5_TEST_MODE=server needs OSM5_TEST_CLICKHOUSE_URL');
    database = `osm5_test_${randomBytes(6).toString('hex')}`;
    env.CLICKHOUSE_URL = url;
    env.CLICKHOUSE_DATABASE = database;
  }
  return {
    config: loadConfig(env),
    env,
    async cleanup() {
      if (url && database) {
        const client = createClient({ url });
        try {
          await client.command({ query: `DROP DATABASE IF EXISTS ${database}` });
        } finally {
          await client.close();
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
