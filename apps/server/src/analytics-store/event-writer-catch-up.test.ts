import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLines } from './event-line.ts';
import type { EventRow } from './event-row.ts';
import { type EventSink, EventWriter } from './event-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'osm5-catch-up-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = { info() {}, warn() {}, error() {} };

describe('EventWriter catching up', () => {
  it('stores the batches that waited behind a slow insert in one statement, in order, once', async () => {
    const calls: string[][] = [];
    const stored: EventRow[] = [];
    let release: () => void = () => {};
    let gate = new Promise<void>((r) => {
      release = r;
    });
    const sink: EventSink = {
      async insertSegments(paths) {
        calls.push([...paths]);
        // what the store would read, read before the writer deletes the files
        const rows = paths.flatMap((p) => parseLines(readFileSync(p, 'utf8')));
        await gate;
        stored.push(...rows);
      },
      insert: async (rows) => {
        stored.push(...rows);
      },
      storedIds: async () => new Set(),
    };
    const writer = await EventWriter.open(
      sink,
      { spoolDir: join(dir, 'spool'), batchSize: 1_000_000, flushIntervalMs: 60_000, retryMemoryBytes: 1 << 20 },
      silent,
    );
    const append = (label: string) =>
      writer.append([{ tenant_id: 't', item_id: 'i', type: 'custom', event_label: label }]);
    append('1');
    const first = writer.flush();
    await new Promise((r) => setImmediate(r));
    expect(calls).toHaveLength(1);
    // the first insert is running; four more batches are sealed behind it
    for (const label of ['2', '3', '4', '5']) {
      append(label);
      void writer.flush().catch(() => {});
    }
    await new Promise((r) => setTimeout(r, 10));
    release();
    gate = Promise.resolve();
    await first;
    await writer.close();
    expect(calls.map((c) => c.length)).toEqual([1, 4]);
    expect(stored.map((r) => r.event_label)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('says since when the store is behind: the oldest event acknowledged and not stored yet', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const sink: EventSink = {
      insertSegments: () => gate,
      insert: async () => {},
      storedIds: async () => new Set(),
    };
    const writer = await EventWriter.open(
      sink,
      { spoolDir: join(dir, 'behind'), batchSize: 1_000_000, flushIntervalMs: 60_000, retryMemoryBytes: 1 << 20 },
      silent,
    );
    const append = () => writer.append([{ tenant_id: 't', item_id: 'i', type: 'custom' }]);
    expect(writer.oldestPendingAt()).toBeUndefined();
    const before = Date.now();
    append();
    const first = writer.oldestPendingAt() as number;
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).toBeLessThanOrEqual(Date.now());
    // sealed and being stored, then more behind it: still the first one's time
    const flushed = writer.flush();
    await new Promise((r) => setTimeout(r, 5));
    append();
    expect(writer.oldestPendingAt()).toBe(first);
    release();
    await flushed;
    // the first batch stored: the one left is the newer event's
    expect(writer.oldestPendingAt()).toBeGreaterThan(first);
    await writer.close();
    expect(writer.oldestPendingAt()).toBeUndefined();
  });
});
