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
  const run = preparedShapes<'', P, R>(() => name, build);
  return (db, placeholders) => run(db, '', placeholders);
}

/**
 * A query whose SQL takes one of a few shapes (a list's filters and sort: which conditions it has, not their
 * values), each prepared as its own statement named `nameOf(shape)`, which must be short (PostgreSQL keeps 63
 * bytes of a name) and differ for each shape. The shapes must be few: each is kept for as long as the process runs.
 */
export function preparedShapes<S extends string, P extends Record<string, unknown>, R>(
  nameOf: (shape: S) => string,
  build: (db: Database, shape: S) => Preparable<R>,
): (db: Database, shape: S, placeholders: P) => Promise<R> {
  const byServer = new WeakMap<Database, Map<S, ReturnType<Preparable<R>['prepare']>>>();
  return (db, shape, placeholders) => {
    const server = (db as Routed)[selectRoute]?.() ?? db;
    let shapes = byServer.get(server);
    if (!shapes) {
      shapes = new Map();
      byServer.set(server, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(server, shape).prepare(nameOf(shape));
      shapes.set(shape, query);
    }
    return query.execute(placeholders);
  };
}
