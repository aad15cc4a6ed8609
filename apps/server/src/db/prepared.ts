import { type Placeholder, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Prepared statements for the queries most API requests make: the session
 * behind a cookie or the API key, the caller's access facts and workspace,
 * what the web app loads on every start (the caller's organisations and
 * workspaces), and the link list. Drizzle builds a query's SQL anew at each
 * call, which costs more CPU than node-postgres and PostgreSQL take to run
 * such small queries, and PostgreSQL parses and plans an unnamed statement at
 * each call too. Here a query is built once per server (and once per
 * transaction that runs it), with placeholders where the values go. A lookup
 * is a named statement, which PostgreSQL parses once per connection and may
 * plan once; a list stays unnamed, planned at each call for its values.
 * Behind PgBouncer in transaction mode, named statements need PgBouncer 1.21
 * or later with `max_prepared_statements` set.
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
 * PostgreSQL may plan it once for any values (its generic plan), so it is for lookups whose best plan does not
 * depend on them (a key, an id).
 */
export function prepared<P extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database, $: Placeholders<P>) => Preparable<R>,
): (db: Database, values: P) => Promise<R> {
  const owner = Symbol(name);
  const run = cachedShapes<'', P, R>(
    () => {
      claim(name, owner);
      return name;
    },
    (db, _shape, $) => build(db, $),
  );
  return (db, values) => run(db, '', values);
}

/**
 * A query whose SQL takes one of a few shapes (a list's filters and order: which conditions it has, not their
 * values), built once for each shape and server. It is sent without a name, so that PostgreSQL plans each call
 * for its values: a list's best plan depends on them (the page's size and place, how many rows a filter keeps).
 * A plan for any values sorted a workspace of 200,000 links on disk for one page (553 ms against 205 ms planned for
 * the call) and read the first page by its index in 130 ms against 1.5 (PostgreSQL 15, `bench/README.md`). The
 * shapes must be few: each is kept for as long as the process runs.
 */
export function preparedShapes<S extends string, P extends Record<string, unknown>, R>(
  build: (db: Database, shape: S, $: Placeholders<P>) => Preparable<R>,
): (db: Database, shape: S, values: P) => Promise<R> {
  // node-postgres sends an empty name as the unnamed statement
  return cachedShapes(() => '', build);
}

/** The statement of each shape, built on first use for each server (or transaction) and kept. */
function cachedShapes<S extends string, P extends Record<string, unknown>, R>(
  nameOf: (shape: S) => string,
  build: (db: Database, shape: S, $: Placeholders<P>) => Preparable<R>,
): (db: Database, shape: S, values: P) => Promise<R> {
  const byServer = new WeakMap<Database, Map<S, ReturnType<Preparable<R>['prepare']>>>();
  return async (db, shape, values) => {
    const server = (db as Routed)[selectRoute]?.() ?? db;
    let shapes = byServer.get(server);
    if (!shapes) {
      shapes = new Map();
      byServer.set(server, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(server, shape, placeholder).prepare(nameOf(shape));
      shapes.set(shape, query);
    }
    return query.execute(values);
  };
}
