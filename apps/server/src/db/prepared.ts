import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Prepared statements for the queries most API requests make: the session
 * behind a cookie or the API key, the caller's access facts and workspace,
 * what the web app loads on every start (the caller's organisations and
 * workspaces), and the link list. Drizzle builds a query's SQL anew at each
 * call, which costs more CPU than node-postgres and PostgreSQL take to run
 * such small queries, and PostgreSQL parses and plans an unnamed statement at
 * each call too. A prepared one is built once per server (and once per
 * transaction that runs it), with placeholders where the values go, and
 * PostgreSQL plans it once per connection. Behind PgBouncer in transaction
 * mode, named statements need PgBouncer 1.21 or later with
 * `max_prepared_statements` set.
 */

/** Set by replicas.ts on a database that routes its selects: the server the next select goes to. */
export const selectRoute = Symbol('osm5.selectRoute');

type Routed = Database & { [selectRoute]?: () => Database };

interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/** Where a prepared statement takes the value named `name` of the values it is run with. */
export type Placeholders<P> = <K extends keyof P & string>(name: K) => Placeholder<K>;

const placeholder = <K extends string>(name: K) => sql.placeholder(name);

/** PostgreSQL keeps this many bytes of a statement's name (NAMEDATALEN - 1): two longer names could meet. */
const NAME_BYTES = 63;

/** Which query each statement name was given to: node-postgres refuses one name for two texts on a connection. */
const owners = new Map<string, symbol>();

function claim(name: string, owner: symbol): void {
  if (Buffer.byteLength(name) > NAME_BYTES)
    throw new Error(`prepared statement name over ${NAME_BYTES} bytes: ${name}`);
  const taken = owners.get(name);
  if (taken && taken !== owner) throw new Error(`two prepared statements named ${name}`);
  owners.set(name, owner);
}

/**
 * A query named `name`, built by `build` once for each server it runs on, then run with values: `build` puts
 * `$('name')` where each goes, and declares their types as its second parameter's (`$: Placeholders<{ … }>`).
 */
export function prepared<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database, $: Placeholders<P>) => Preparable<R>,
): (db: Database, values: P) => Promise<R> {
  const run = preparedShapes<'', P, R>(
    () => name,
    (db, _shape, $) => build(db, $),
  );
  return (db, values) => run(db, '', values);
}

/**
 * A query whose SQL takes one of a few shapes (a list's filters and sort: which conditions it has, not their
 * values), each prepared as its own statement named `nameOf(shape)`, which must be short (PostgreSQL keeps 63
 * bytes of a name) and differ for each shape. The shapes must be few: each is kept for as long as the process runs.
 */
export function preparedShapes<S extends string, P extends Record<string, unknown>, R>(
  nameOf: (shape: S) => string,
  build: (db: Database, shape: S, $: Placeholders<P>) => Preparable<R>,
): (db: Database, shape: S, values: P) => Promise<R> {
  const byServer = new WeakMap<Database, Map<S, ReturnType<Preparable<R>['prepare']>>>();
  const owner = Symbol('prepared statement');
  return async (db, shape, values) => {
    const server = (db as Routed)[selectRoute]?.() ?? db;
    let shapes = byServer.get(server);
    if (!shapes) {
      shapes = new Map();
      byServer.set(server, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      const name = nameOf(shape);
      claim(name, owner);
      query = build(server, shape, placeholder).prepare(name);
      shapes.set(shape, query);
    }
    return query.execute(values);
  };
}
