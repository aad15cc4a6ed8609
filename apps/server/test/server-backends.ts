import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Per-test-file databases on the shared PostgreSQL and ClickHouse of server
 * mode, so that test files never see each other's data.
 */
const postgresAdminUrl = process.env.OSM5_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = process.env.OSM5_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ServerBackends {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createServerBackends(): Promise<ServerBackends> {
  const clickhouseUrl = process.env.OSM5_TEST_CLICKHOUSE_URL;
  if (!clickhouseUrl) {
    throw new Error('OSM5_TEST_MODE=server needs OSM5_TEST_CLICKHOUSE_URL (npm test starts ClickHouse and sets it)');
  }
  // lower-case letters and digits only: valid unquoted in both PostgreSQL and ClickHouse
  const name = `osm5_t_${randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(postgresAdminUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    env: {
      DATABASE_URL: databaseUrl.toString(),
      CLICKHOUSE_URL: clickhouseUrl,
      CLICKHOUSE_DATABASE: name,
      REDIS_URL: testRedisUrl,
    },
    async drop() {
      await postgresAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await clickhouse(clickhouseUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

const postgresAdmin = (statement: string) => postgresStatement(postgresAdminUrl, statement);

/** One statement on its own connection to the PostgreSQL server at `url`. */
export async function postgresStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function clickhouse(url: string, statement: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', body: statement });
  if (!response.ok) throw new Error(`ClickHouse: ${response.status} ${await response.text()}`);
}
