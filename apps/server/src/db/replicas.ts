import { AsyncLocalStorage } from 'node:async_hooks';
import { withReplicas } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client.ts';
import { selectRoute } from './prepared.ts';

/**
 * PostgreSQL read replicas (DATABASE_REPLICA_URLS): which reads may go to a
 * hot standby, and which standby is fresh enough for them.
 *
 * A read goes to a replica only inside a read scope (`onReplica`, or the
 * read-replicas plugin around a GET request) and only to a replica that has
 * replayed the primary's WAL up to the scope's need: the position after the
 * caller's own last write, and after every link, domain, profile or site
 * change this instance has heard of (so a cache filled from a replica never
 * holds what a change message already replaced). A replica also has to have
 * replayed what the primary had written `maxLagMs` ago, so what anyone reads
 * is at most that old. Everything else (writes, transactions, raw SQL,
 * background jobs, a scope that wrote) goes to the primary, and so does every
 * read when no replica qualifies: a lagging or unreachable standby costs the
 * primary load, never a stale answer.
 *
 * Positions are read by polling: the primary's `pg_current_wal_lsn()` and
 * each replica's `pg_last_wal_replay_lsn()` every POLL_MS.
 */
export const POLL_MS = 100;
/** A server that has not told its position in this long is unreachable (and a reading never hangs the next ones). */
const POSITION_TIMEOUT_MS = 1_000;

/** A WAL position ('16/B374D848') as one number; 0 for anything else. */
export function walPosition(text: string | null | undefined): bigint {
  const match = text ? /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text) : null;
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : 0n;
}

/** The inverse of walPosition, as PostgreSQL writes it. */
export const walText = (position: bigint): string =>
  `${(position >> 32n).toString(16).toUpperCase()}/${(position & 0xffffffffn).toString(16).toUpperCase()}`;

interface ReadScope {
  /** reads may go to a replica (GET requests, cache loads); a write request's scope only records that it wrote */
  replica: boolean;
  /** the WAL position this scope's reads must see */
  need: bigint;
  /** a write went to the primary: the scope's later reads go there too, and its answer records the position */
  wrote: boolean;
}

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `fn` in a read scope: reads that need nothing newer than `need` (and what was heard) may go to a replica. */
export const readScope = <T>(replica: boolean, need: bigint, fn: () => T): T =>
  scopes.run({ replica, need, wrote: false }, fn);

/** A cache's load: its reads may go to a replica that has seen every change heard. */
export const onReplica = <T>(fn: () => T): T => readScope(true, 0n, fn);

/** Whether the current scope wrote to the primary. */
export const scopeWrote = (): boolean => scopes.getStore()?.wrote === true;

/** One server: its Drizzle database and the pool under it. */
export interface Server {
  db: Database;
  pool: pg.Pool;
}

interface Replica extends Server {
  name: string;
  /** the last position it had replayed; undefined while unreachable */
  replayed: bigint | undefined;
}

export interface ReplicaStatus {
  name: string;
  ok: boolean;
  /** bytes of WAL the primary had written that it had not replayed, at the last reading */
  lagBytes: number | null;
}

type Logger = { warn(obj: object, msg: string): void };

export class ReplicaSet {
  private readonly replicas: Replica[];
  /** the primary's position at each reading, oldest first, kept for maxLagMs and a little more */
  private readonly written: { at: number; position: bigint }[] = [];
  private heardPosition = 0n;
  /** until then no replica is read: something changed at a position not known */
  private avoidUntil = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  readonly reads = { primary: 0, replica: 0 };

  constructor(
    private readonly primary: Server,
    replicas: readonly Server[],
    private readonly maxLagMs: number,
    private readonly logger?: Logger,
  ) {
    this.replicas = replicas.map((server, i) => ({ ...server, name: `replica-${i + 1}`, replayed: undefined }));
  }

  /** The Drizzle database the app uses: selects routed here, everything else to the primary. */
  database(): Database {
    const routed = withReplicas(this.primary.db, [this.primary.db], () => this.choose());
    const marking = <F extends (...args: never[]) => unknown>(f: F): F =>
      ((...args: Parameters<F>) => {
        const scope = scopes.getStore();
        if (scope) scope.wrote = true;
        return f(...args);
      }) as F;
    routed.insert = marking(routed.insert);
    routed.update = marking(routed.update);
    routed.delete = marking(routed.delete);
    routed.execute = marking(routed.execute);
    routed.transaction = marking(routed.transaction);
    // prepared statements (prepared.ts) go where a select would
    return Object.assign(routed, { [selectRoute]: () => this.choose() });
  }

  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), POLL_MS).unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** A change message said something changed at `position`: reads after it must see it. */
  heard(position: bigint): void {
    if (position > this.heardPosition) this.heardPosition = position;
  }

  /**
   * Something changed at a position not known (a message without one, a
   * missed message): no replica is read until every one read must have
   * replayed what the primary has now (maxLagMs, and a reading to spare).
   */
  avoid(): void {
    this.avoidUntil = Math.max(this.avoidUntil, Date.now() + this.maxLagMs + 2 * POLL_MS);
  }

  /** This instance changed something: reads after now must see it. The position, to tell the others; undefined if unreadable. */
  async heardNow(): Promise<bigint | undefined> {
    try {
      const position = await this.primaryPosition();
      this.heard(position);
      return position;
    } catch (err) {
      this.logger?.warn({ err }, 'the primary’s WAL position could not be read after a change');
      this.avoid();
      return undefined;
    }
  }

  /** The primary's WAL position now (after the caller's committed writes). */
  async primaryPosition(): Promise<bigint> {
    return readPosition(this.primary.pool, 'pg_current_wal_lsn()');
  }

  status(): ReplicaStatus[] {
    const latest = this.written.at(-1)?.position;
    return this.replicas.map((r) => ({
      name: r.name,
      ok: r.replayed !== undefined,
      lagBytes:
        r.replayed === undefined || latest === undefined
          ? null
          : Number(latest > r.replayed ? latest - r.replayed : 0n),
    }));
  }

  private choose(): Database {
    const scope = scopes.getStore();
    const replica = scope?.replica && !scope.wrote ? this.freshReplica(scope.need) : undefined;
    if (replica) {
      this.reads.replica++;
      return replica;
    }
    this.reads.primary++;
    return this.primary.db;
  }

  /** A replica that has replayed `need`, every change heard, and what the primary had written maxLagMs ago. */
  private freshReplica(need: bigint): Database | undefined {
    const floor = this.lagFloor();
    if (floor === undefined || Date.now() < this.avoidUntil) return undefined;
    let least = need > this.heardPosition ? need : this.heardPosition;
    if (floor > least) least = floor;
    const fresh = this.replicas.filter((r) => r.replayed !== undefined && r.replayed >= least);
    return fresh.length === 0 ? undefined : fresh[Math.floor(Math.random() * fresh.length)]?.db;
  }

  /** The newest position the primary had reached maxLagMs ago (the oldest known, before that much history). */
  private lagFloor(): bigint | undefined {
    const before = Date.now() - this.maxLagMs;
    let floor = this.written[0]?.position;
    for (const w of this.written) {
      if (w.at > before) break;
      floor = w.position;
    }
    return floor;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      // replicas first: a replica's position read before the primary's can never look ahead of it
      await Promise.all(this.replicas.map((r) => this.readReplica(r)));
      try {
        const at = Date.now();
        this.written.push({ at, position: await this.primaryPosition() });
        while (this.written.length > 1 && (this.written[1]?.at ?? at) < at - this.maxLagMs - 1_000)
          this.written.shift();
      } catch (err) {
        this.logger?.warn({ err }, 'the primary’s WAL position could not be read');
      }
    } finally {
      this.polling = false;
    }
  }

  private async readReplica(r: Replica): Promise<void> {
    try {
      const replayed = await readPosition(
        r.pool,
        'case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end',
      );
      const wasDown = r.replayed === undefined;
      r.replayed = replayed;
      if (wasDown && this.written.length > 0) this.logger?.warn({ replica: r.name }, 'read replica reachable again');
    } catch (err) {
      if (r.replayed !== undefined) this.logger?.warn({ err, replica: r.name }, 'read replica unreachable');
      r.replayed = undefined;
    }
  }
}

async function readPosition(pool: pg.Pool, expression: string): Promise<bigint> {
  // node-postgres honours a query's own query_timeout; its types do not list it
  const query = { text: `select (${expression})::text as lsn`, query_timeout: POSITION_TIMEOUT_MS } as pg.QueryConfig;
  const result = await pool.query<{ lsn: string | null }>(query);
  return walPosition(result.rows[0]?.lsn);
}
