import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

/** What repositories receive: the same Drizzle API whichever back end runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** a round trip to the back end; rejects when it is unreachable */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

type WarnLogger = { warn(obj: object, msg: string): void };

/** Must match drizzle.config.ts, or queries would name columns that migrations never made. */
const casing = 'snake_case' as const;

/**
 * Opens the relational store and brings its schema up to date: PGlite in
 * `${dataDir}/pg` when DATABASE_URL is unset, PostgreSQL otherwise.
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger?: WarnLogger,
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = join(dataDir, 'pg');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema, casing });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    // PgliteDatabase only differs from the shared type in its query-result HKT.
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string, logger?: WarnLogger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits 'error'; unheard, it would kill the process.
  // The pool replaces the client on the next query, and /api/health reports an outage.
  pool.on('error', (err) => logger?.warn({ err }, 'idle PostgreSQL connection lost'));
  const db = drizzleNodePg({ client: pool, schema, casing });
  try {
    await migrateNodePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
}

/** Closing twice (a test that stops the store, then the app's onClose) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
