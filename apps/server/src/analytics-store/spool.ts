import {
  closeSync,
  fdatasyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { type EventRow, numberColumns, stringColumns } from './event-row.ts';
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
    this.leftovers = readdirSync(dir)
      .filter((name) => /^seg-.*\.jsonl$/.test(name))
      .sort()
      .map((name) => join(dir, name));
  }

  /**
   * Throws (and so refuses the acknowledgement) if the bytes could not be handed to the kernel.
   * With `into`, the bytes are written from (and left in) its slabs: nothing is allocated per call.
   */
  write(rows: EventRow[], into?: HeldBytes): void {
    if (rows.length === 0) return;
    if (this.fd === undefined) {
      // Time first so that names sort in write order across restarts.
      const name = `seg-${String(Date.now()).padStart(15, '0')}-${process.pid}-${String(this.sequence++).padStart(9, '0')}.jsonl`;
      this.path = join(this.dir, name);
      this.fd = openSync(this.path, 'a');
    }
    // one encode into the slab, sized by the most the text can take: no separate measuring pass
    let text = '';
    for (let i = 0; i < rows.length; i++) text += `${toJsonLine(rows[i] as EventRow)}\n`;
    // a UTF-16 unit is at most 3 bytes of UTF-8; a big batch (rare) is measured, so it never takes an outsized slab
    const most = text.length <= MEASURE_ABOVE ? text.length * 3 : Buffer.byteLength(text);
    const { slab, offset } = into ? into.room(most) : { slab: Buffer.allocUnsafe(most), offset: 0 };
    const length = slab.write(text, offset);
    let written = 0;
    // A regular file takes the whole buffer in one write(2); the loop is for the odd partial write.
    while (written < length) written += writeSync(this.fd, slab, offset + written, length - written);
    into?.add(length, rows.length);
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

  /** Already gone is fine: the goal is that it is gone. */
  remove(path: string): void {
    try {
      unlinkSync(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  close(): void {
    this.seal();
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON must escape
const needsJsonEscape = /["\\\u0000-\u001f\u2028\u2029]/;

/** Most values (ids, paths, country codes) need no escaping: skip JSON.stringify for them. */
const quote = (s: string) => (needsJsonEscape.test(s) ? JSON.stringify(s) : `"${s}"`);

/**
 * Most of a click's values repeat from click to click (the link's tenant,
 * workspace, id, title and destination; the browser, OS, device; the channel):
 * their JSON form is remembered rather than tested and built again. Bounded in
 * entries and in length, and simply emptied when full.
 */
const QUOTED_ENTRIES = 4_096;
const QUOTED_MAX_LENGTH = 256;
const quoted = new Map<string, string>();
function jsonString(s: string): string {
  if (s.length > QUOTED_MAX_LENGTH) return quote(s);
  let json = quoted.get(s);
  if (json === undefined) {
    json = quote(s);
    if (quoted.size >= QUOTED_ENTRIES) quoted.clear();
    quoted.set(s, json);
  }
  return json;
}

const safeName = /^[a-z_]+$/;

/**
 * One spool line: the non-default fields only (most of the 40 columns are empty
 * for any one event). A sealed segment is then, byte for byte, what ClickHouse's
 * JSONEachRow and DuckDB's read_json ingest: a flush moves no row through JS.
 *
 * Written once per event on the redirect path, so it is compiled from the
 * column lists into straight-line code (one property read per column, no loop
 * over keys): the lists stay the one description of a row.
 */
export const toJsonLine: (row: EventRow) => string = (() => {
  const columns = [...stringColumns, ...numberColumns];
  if (!columns.every((c) => safeName.test(c))) throw new Error('event column names must be [a-z_]+');
  const body = [
    // the id is new every time: quoted directly, never remembered
    `let line = '{"id":' + quote(row.id) + ',"time":' + row.time;`,
    ...stringColumns.map((c) => `if (row.${c} !== '') line += ',"${c}":' + q(row.${c});`),
    ...numberColumns.map((c) => `if (row.${c} !== 0) line += ',"${c}":' + row.${c};`),
    `if (row.is_bot) line += ',"is_bot":true';`,
    `return line + '}';`,
  ].join('\n');
  return new Function('q', 'quote', `return function toJsonLine(row) {\n${body}\n};`)(jsonString, quote);
})();

function expand(data: Record<string, unknown>): EventRow {
  const row = { id: String(data.id), time: Number(data.time), is_bot: data.is_bot === true } as EventRow;
  for (const c of stringColumns) row[c] = typeof data[c] === 'string' ? (data[c] as string) : '';
  for (const c of numberColumns) row[c] = typeof data[c] === 'number' ? (data[c] as number) : 0;
  return row;
}

/**
 * The rows of spooled text. A line cut short (possible only if the machine, not
 * the process, died mid-write) was never acknowledged, so it is skipped.
 */
export function parseLines(text: string): EventRow[] {
  const rows: EventRow[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const data = JSON.parse(line) as Record<string, unknown>;
      if (typeof data.id === 'string' && typeof data.time === 'number') rows.push(expand(data));
    } catch {
      // torn tail: see above
    }
  }
  return rows;
}

/** The rows of one segment. */
export function readSegment(path: string): EventRow[] {
  return parseLines(readFileSync(path, 'utf8'));
}
