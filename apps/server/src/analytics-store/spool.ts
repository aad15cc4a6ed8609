import {
  closeSync,
  type Dirent,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { parseLines } from './event-line.ts';
import type { EventRow } from './event-row.ts';
import type { HeldBytes } from './held-bytes.ts';

/**
 * The append-only spool that makes append() an acknowledgement.
 *
 * Each batch is written with one writeSync on an O_APPEND descriptor before
 * append() returns. A completed write(2) sits in the kernel's page cache, which
 * survives the death of the process (kill -9, a crash): that is the guarantee
 * we give. Surviving power loss would need an fsync per acknowledgement, which
 * the redirect path cannot afford; the store's own commit (DuckDB's WAL,
 * ClickHouse's parts) takes over at each flush, so the exposure to power loss is
 * at most one flush interval.
 *
 * Events go to the current segment until the writer seals it for a flush; a
 * segment is deleted only after its rows are stored. Whatever segments are
 * found at start were not (or not known to be) stored, and are replayed.
 * One writer per spool folder: two processes must not share one.
 */
/** Batches longer than this (in UTF-16 units) are measured before they are encoded. */
const MEASURE_ABOVE = 64 * 1024;

export class Spool {
  private fd: number | undefined;
  private path: string | undefined;
  private sequence = 0;
  /** segments left by an earlier process, oldest first */
  readonly leftovers: string[];

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.leftovers = segmentsIn(dir)
      .sort()
      .map((name) => join(dir, name));
  }

  /**
   * Writes `count` events' lines (each ending in a newline). Throws (and so
   * refuses the acknowledgement) if the bytes could not be handed to the kernel.
   * With `into`, the bytes are written from (and left in) its slabs: nothing is
   * allocated per call.
   */
  write(text: string, count: number, into?: HeldBytes): void {
    if (count === 0) return;
    if (this.fd === undefined) {
      // Time first so that names sort in write order across restarts.
      const name = `seg-${String(Date.now()).padStart(15, '0')}-${process.pid}-${String(this.sequence++).padStart(9, '0')}.jsonl`;
      this.path = join(this.dir, name);
      this.fd = openSync(this.path, 'a');
    }
    // one encode into the slab, sized by the most the text can take: no separate measuring pass;
    // a UTF-16 unit is at most 3 bytes of UTF-8; a big batch (rare) is measured, so it never takes an outsized slab
    const most = text.length <= MEASURE_ABOVE ? text.length * 3 : Buffer.byteLength(text);
    const { slab, offset } = into ? into.room(most) : { slab: Buffer.allocUnsafe(most), offset: 0 };
    const length = slab.write(text, offset);
    let written = 0;
    // A regular file takes the whole buffer in one write(2); the loop is for the odd partial write.
    while (written < length) written += writeSync(this.fd, slab, offset + written, length - written);
    into?.add(length, count);
  }

  /** Closes the current segment and returns its path; the next write starts a new one. */
  seal(): string | undefined {
    if (this.fd === undefined) return undefined;
    closeSync(this.fd);
    const path = this.path;
    this.fd = undefined;
    this.path = undefined;
    return path;
  }

  /** For callers who want power-loss safety at a moment of their choosing (e.g. graceful shutdown). */
  sync(): void {
    if (this.fd !== undefined) fdatasyncSync(this.fd);
  }

  /**
   * Already gone is fine: the goal is that it is gone. Off the event loop: freeing
   * a segment's pages takes the kernel a while (milliseconds for a big batch),
   * and redirects would wait behind it.
   */
  async remove(path: string): Promise<void> {
    try {
      await unlink(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  close(): void {
    this.seal();
  }
}

const segmentsIn = (dir: string) => readdirSync(dir).filter((name) => /^seg-.*\.jsonl$/.test(name));

/**
 * Moves the segments a process left directly in `from` (before spools had a
 * folder per instance) into `to`, where the next open replays them. A rename
 * is atomic: two instances starting at once each take whole segments, and
 * the replay skips ids already stored.
 */
export function adoptSegments(from: string, to: string): number {
  let names: string[];
  try {
    names = segmentsIn(from);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  mkdirSync(to, { recursive: true });
  let moved = 0;
  for (const name of names) {
    try {
      renameSync(join(from, name), join(to, name));
      moved++;
    } catch (err) {
      // another instance took it first
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return moved;
}

/**
 * Moves into `dir` the segments of the folders inside it: the spools an
 * embedded cluster's workers keep ($DATA_DIR/spool/$INSTANCE_ID). The writer
 * takes them when it starts, before any worker does: whatever a worker left
 * (it was killed with its writer, or the next start has fewer workers) is
 * then replayed with the writer's own.
 */
export function adoptNestedSegments(dir: string): number {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let moved = 0;
  for (const e of entries) if (e.isDirectory()) moved += adoptSegments(join(dir, e.name), dir);
  return moved;
}

/** The rows of one segment. */
export function readSegment(path: string): EventRow[] {
  return parseLines(readFileSync(path, 'utf8'));
}
