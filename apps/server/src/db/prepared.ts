import type { Database } from './client.ts';

/**
 * Prepared statements for the queries every API request runs (the session
 * behind a cookie, an API key, the caller's access facts, the workspace).
 * Drizzle builds a query's SQL anew at each call, which costs more CPU than
 * node-postgres and PostgreSQL take to run these small queries, and
 * PostgreSQL parses and plans an unnamed statement at each call too. A
 * prepared one is built once per server (and once per transaction that runs
 * it), with `sql.placeholder(…)` where the values go, and PostgreSQL plans it
 * once per connection. Behind PgBouncer in transaction mode, named statements
 * need PgBouncer 1.21 or later with `max_prepared_statements` set.
 */

/** Set by replicas.ts on a database that routes its selects: the server the next select goes to. */
export const selectRoute = Symbol('osm5.selectRoute');

type Routed = Database & { [selectRoute]?: () => Database };

interface Preparable<R> {
  prepare(name: string): { execute(placeholders: Record<string, unknown>): Promise<R> };
}

/** A query named `name`, built by `build` once for each server it runs on; run with the placeholders' values. */
export function prepared<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database) => Preparable<R>,
): (db: Database, placeholders: P) => Promise<R> {
  const byServer = new WeakMap<Database, ReturnType<Preparable<R>['prepare']>>();
  return (db, placeholders) => {
    const server = (db as Routed)[selectRoute]?.() ?? db;
    let query = byServer.get(server);
    if (!query) {
      query = build(server).prepare(name);
      byServer.set(server, query);
    }
    return query.execute(placeholders);
  };
}
