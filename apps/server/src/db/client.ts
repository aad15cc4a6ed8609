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
import { ReplicaSet } from './replicas.ts';
import * as schema from './schema.ts';

/** What repositories receive: the same Drizzle API whichever back end runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's read replicas (DATABASE_REPLICA_URLS), when there are any */
  replicas: ReplicaSet | undefined;
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
 * `${dataDir}/pg` when DATABASE_URL is unset, PostgreSQL otherwise, with its
 * read replicas when DATABASE_REPLICA_URLS names some (replicas.ts).
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseReplicas' | 'databaseStatementTimeoutMs'>,
  logger?: WarnLogger,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseReplicas, config.databaseStatementTimeoutMs, logger)
    : openPglite(config.dataDir);
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
    replicas: undefined,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => client.close()),
  };
}

/** A connection (or a free one of the pool) that takes longer than this fails, and its request answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool of up to 10 connections to one server. With a statement timeout,
 * the server cancels longer statements itself (rolling their transaction
 * back). No client-side timeout on a statement sent: Drizzle's transactions
 * send BEGIN outside their try, and one given up there would never give its
 * connection back to the pool.
 */
function connect(url: string, statementTimeoutMs: number, logger?: WarnLogger) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client that loses its connection emits 'error'; unheard, it would kill the process.
  // The pool replaces the client on the next query, and /api/health reports an outage.
  pool.on('error', (err) => logger?.warn({ err }, 'idle PostgreSQL connection lost'));
  return { pool, db: drizzleNodePg({ client: pool, schema, casing }) };
}

/** Migrations on a connection of their own, without the statement timeout: building an index on a big table takes what it takes. */
async function migrate(url: string, logger?: WarnLogger): Promise<void> {
  const migrator = connect(url, 0, logger);
  try {
    await migrateNodePg(migrator.db, { migrationsFolder });
  } finally {
    await migrator.pool.end();
  }
}

async function openPostgres(
  url: string,
  replicaConfig: Config['databaseReplicas'],
  statementTimeoutMs: number,
  logger?: WarnLogger,
): Promise<DatabaseHandle> {
  // on the primary only: the replicas replay them
  await migrate(url, logger);
  const primary = connect(url, statementTimeoutMs, logger);
  const servers = [primary, ...replicaConfig.urls.map((u) => connect(u, statementTimeoutMs, logger))];
  const endAll = async () => {
    await Promise.all(servers.map((s) => s.pool.end()));
  };
  let replicas: ReplicaSet | undefined;
  try {
    if (servers.length > 1) {
      replicas = new ReplicaSet(primary, servers.slice(1), replicaConfig.maxLagMs, logger);
      await replicas.start();
    }
  } catch (error) {
    await endAll();
    throw error;
  }
  return {
    db: replicas ? replicas.database() : primary.db,
    kind: 'postgres',
    replicas,
    ping: async () => {
      await primary.db.execute(sql`select 1`);
    },
    close: once(async () => {
      replicas?.close();
      await endAll();
    }),
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
