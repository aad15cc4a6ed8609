import { type ComposedEvent, composedLine, parseLines, toJsonLine } from './event-line.ts';
import { type EventInput, type EventRow, nextEventId, toEventRow } from './event-row.ts';
import { HeldBytes, SlabPool } from './held-bytes.ts';
import { readSegment, Spool } from './spool.ts';

/**
 * A sealed spool segment to store: its file, and its bytes while the writer
 * still holds them (views of its slabs, valid for the call), so that a store
 * that is sent the rows (ClickHouse) need not read them back from the file.
 */
export interface SpoolSegment {
  path: string;
  bytes?: readonly Buffer[];
}

/** Where flushed batches go: one bulk statement per call, never one per event. */
export interface EventSink {
  /**
   * The fast path: stores sealed spool segments as they are on disk (see
   * toJsonLine), in one statement. Several when the store fell behind: one big
   * insert costs the store less per row than several small ones.
   */
  insertSegments(segments: readonly SpoolSegment[]): Promise<void>;
  /** The careful path (replay, retry), after the rows already stored were taken out. */
  insert(rows: EventRow[]): Promise<void>;
  /** The ids among these rows that are already stored (for idempotent replay and retries). */
  storedIds(rows: EventRow[]): Promise<Set<string>>;
  /**
   * Resolves once inserts a dead process left in flight have finished, so that
   * storedIds sees them. A store inside this process (DuckDB) has none.
   */
  settle?(): Promise<void>;
}

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export interface WriterOptions {
  spoolDir: string;
  batchSize: number;
  flushIntervalMs: number;
  /**
   * At most this many bytes of sealed batches are kept in memory for retries;
   * past it (a store down for long under load) the oldest are read back from
   * their spool segments instead, so an outage costs disk, not memory.
   */
  retryMemoryBytes: number;
}

/** Running totals since the writer opened (read by /metrics). */
export interface WriterStats {
  /** events acknowledged (spooled) */
  appended: number;
  /** events stored, replayed ones from an earlier process included */
  stored: number;
  /** inserts that failed (their events are kept and retried) */
  failedInserts: number;
}

/** At most this many rows go into one catch-up insert (a few seconds of the busiest load, tens of MB). */
const CATCH_UP_ROWS = 100_000;

interface SealedBatch {
  path: string;
  /** its bytes, for a retry; null once let go for memory's sake (the segment on disk has them) */
  held: HeldBytes | null;
  count: number;
  /** when its first event was acknowledged (ms since the epoch) */
  since: number;
  /** an insert was tried and failed: some rows may be in, so check ids before retrying */
  attempted: boolean;
  /** its insert is running: the store may be reading its held bytes, which stay until it ends */
  sending: boolean;
}

/**
 * The buffered batch writer in front of the event store. append() is
 * synchronous and cheap: validate, spool (the acknowledgement), buffer. Flushes
 * run in the background on size or interval, one at a time, in order.
 */
export class EventWriter {
  private readonly slabs: SlabPool;
  /** spooled since the last seal (see HeldBytes) */
  private buffer: HeldBytes;
  /** when the buffer's first event was acknowledged */
  private bufferSince = 0;
  private readonly sealed: SealedBatch[] = [];
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  readonly stats: WriterStats = { appended: 0, stored: 0, failedInserts: 0 };

  private constructor(
    private readonly sink: EventSink,
    private readonly spool: Spool,
    private readonly options: WriterOptions,
    private readonly logger: Logger,
  ) {
    this.slabs = new SlabPool(options.retryMemoryBytes);
    this.buffer = new HeldBytes(this.slabs);
  }

  /** Replays what an earlier process left in the spool, then starts accepting events. */
  static async open(sink: EventSink, options: WriterOptions, logger: Logger): Promise<EventWriter> {
    const spool = new Spool(options.spoolDir);
    const writer = new EventWriter(sink, spool, options, logger);
    await writer.replay();
    writer.timer = setInterval(() => writer.backgroundFlush(), options.flushIntervalMs);
    writer.timer.unref();
    return writer;
  }

  /**
   * When this returns, the events are acknowledged: they are in the spool and
   * will be stored exactly once, even if the process is killed next. Throws on
   * an invalid event, in which case none of the batch is taken.
   */
  append(events: EventInput[]): void {
    if (this.closed) throw new Error('event writer is closed');
    const now = Date.now();
    let text = '';
    // every row is made (and so checked) before anything is written
    const rows = events.map((e) => toEventRow(e, now));
    for (let i = 0; i < rows.length; i++) text += `${toJsonLine(rows[i] as EventRow)}\n`;
    this.spoolText(text, rows.length);
  }

  /** The same for events composed from remembered parts (checked when the parts were made); ids and time given here. */
  appendComposed(events: readonly ComposedEvent[]): void {
    if (this.closed) throw new Error('event writer is closed');
    const now = Date.now();
    let text = '';
    for (let i = 0; i < events.length; i++) text += `${composedLine(events[i] as ComposedEvent, nextEventId(), now)}\n`;
    this.spoolText(text, events.length);
  }

  private spoolText(text: string, count: number): void {
    const held = this.buffer;
    if (held.count === 0) this.bufferSince = Date.now();
    this.spool.write(text, count, held);
    this.stats.appended += count;
    if (held.count >= this.options.batchSize && held.count - count < this.options.batchSize)
      setImmediate(() => this.backgroundFlush());
  }

  /** Events acknowledged but not yet stored. */
  pending(): number {
    let n = this.buffer.count;
    for (const batch of this.sealed) n += batch.count;
    return n;
  }

  /**
   * When the oldest event acknowledged but not yet stored was acknowledged (ms since the epoch), or
   * undefined when every one is stored: how far the store is behind.
   */
  oldestPendingAt(): number | undefined {
    const first = this.sealed[0];
    if (first) return first.since;
    return this.buffer.count > 0 ? this.bufferSince : undefined;
  }

  /** Bytes of acknowledged events held in memory (the current batch and those kept for a retry). */
  heldBytes(): number {
    let n = this.buffer.bytes;
    for (const batch of this.sealed) n += batch.held?.bytes ?? 0;
    return n;
  }

  /** Stores everything acknowledged so far; rejects (keeping the events for a retry) if the store fails. */
  flush(): Promise<void> {
    if (this.buffer.count > 0) {
      // Seal now, synchronously, so that the segment holds exactly this batch.
      const path = this.spool.seal();
      if (path)
        this.sealed.push({
          path,
          held: this.buffer,
          count: this.buffer.count,
          since: this.bufferSince,
          attempted: false,
          sending: false,
        });
      this.buffer = new HeldBytes(this.slabs);
      this.letGoOfOldest();
    }
    const run = this.chain.catch(() => undefined).then(() => this.drain());
    this.chain = run;
    return run;
  }

  /** Flushes, then stops. Events appended after close() are refused. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.closed = true;
    await this.flush();
    this.spool.close();
  }

  /** Keeps what sealed batches hold in memory under retryMemoryBytes, letting go of the oldest first (not of one being sent: the store may be reading its bytes). */
  private letGoOfOldest(): void {
    let held = this.heldBytes();
    for (const batch of this.sealed) {
      if (held <= this.options.retryMemoryBytes) return;
      if (!batch.held || batch.sending) continue;
      held -= batch.held.bytes;
      batch.held.release();
      batch.held = null;
    }
  }

  private backgroundFlush(): void {
    if (this.buffer.count === 0 && this.sealed.length === 0) return;
    this.flush().catch((err: unknown) => {
      this.logger.error({ err, pending: this.pending() }, 'event flush failed; will retry');
    });
  }

  private async drain(): Promise<void> {
    while (this.sealed.length > 0) {
      const batches = this.nextInsert();
      try {
        await this.store(batches);
      } catch (err) {
        this.stats.failedInserts++;
        throw err;
      }
      for (const batch of batches) {
        await this.spool.remove(batch.path);
        this.sealed.shift();
        batch.held?.release();
        this.stats.stored += batch.count;
      }
    }
  }

  /**
   * The batches of the next statement: the first alone if it was tried before
   * (it goes the careful way), else it and the untried ones after it while
   * they stay under the catch-up limit (a store that fell behind under load
   * catches up in fewer, bigger inserts).
   */
  private nextInsert(): SealedBatch[] {
    const first = this.sealed[0] as SealedBatch;
    if (first.attempted) return [first];
    const batches = [first];
    let rows = first.count;
    for (let i = 1; i < this.sealed.length; i++) {
      const next = this.sealed[i] as SealedBatch;
      if (next.attempted || rows + next.count > CATCH_UP_ROWS) break;
      batches.push(next);
      rows += next.count;
    }
    return batches;
  }

  private async store(batches: SealedBatch[]): Promise<void> {
    const batch = batches[0] as SealedBatch;
    if (!batch.attempted) {
      for (const b of batches) {
        b.attempted = true;
        b.sending = true;
      }
      try {
        await this.sink.insertSegments(
          batches.map((b) => (b.held ? { path: b.path, bytes: b.held.chunks() } : { path: b.path })),
        );
      } finally {
        for (const b of batches) b.sending = false;
      }
      return;
    }
    // A failed insert may still have stored some rows (or all: the answer may be what was lost).
    const all = batch.held ? parseLines(batch.held.text()) : readSegment(batch.path);
    const stored = await this.sink.storedIds(all);
    const rows = all.filter((r) => !stored.has(r.id));
    if (rows.length > 0) await this.sink.insert(rows);
  }

  /**
   * A leftover segment may have been stored already (the process died between
   * the insert and the delete), or partly: only the ids not in the store go in.
   */
  private async replay(): Promise<void> {
    if (this.spool.leftovers.length > 0) await this.sink.settle?.();
    for (const path of this.spool.leftovers) {
      const unique = new Map<string, EventRow>();
      for (const row of readSegment(path)) unique.set(row.id, row);
      const rows = [...unique.values()];
      let restored = 0;
      for (let i = 0; i < rows.length; i += this.options.batchSize) {
        const chunk = rows.slice(i, i + this.options.batchSize);
        const stored = await this.sink.storedIds(chunk);
        const missing = chunk.filter((r) => !stored.has(r.id));
        if (missing.length > 0) await this.sink.insert(missing);
        restored += missing.length;
        this.stats.stored += missing.length;
      }
      await this.spool.remove(path);
      this.logger.info({ segment: path, events: rows.length, restored }, 'event spool replayed');
    }
  }
}
