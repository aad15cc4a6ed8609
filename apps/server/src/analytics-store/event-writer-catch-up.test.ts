import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseLines } from './event-line.ts';
import type { EventRow } from './event-row.ts';
import { type EventSink, EventWriter, type SpoolSegment } from './event-writer.ts';

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
      async insertSegments(segments) {
        calls.push(segments.map((s) => s.path));
        // what the store would read, read before the writer deletes the files
        const rows = segments.flatMap((s) => parseLines(readFileSync(s.path, 'utf8')));
        // the bytes the writer holds and hands over are the segment's, exactly
        for (const s of segments) expect(Buffer.concat(s.bytes ?? []).toString()).toBe(readFileSync(s.path, 'utf8'));
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

  it('keeps the bytes an insert is sending, even past its memory budget', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const sent: { bytes: string; file: string }[] = [];
    const sink: EventSink = {
      async insertSegments(segments) {
        const file = readFileSync((segments[0] as SpoolSegment).path, 'utf8');
        const bytes = (segments[0] as SpoolSegment).bytes ?? [];
        await gate;
        // what a store sending them reads now, after the writer went on
        sent.push({ bytes: Buffer.concat(bytes).toString(), file });
      },
      insert: async () => {},
      storedIds: async () => new Set(),
    };
    // room for the first batch, not for the second beside it
    const writer = await EventWriter.open(
      sink,
      { spoolDir: join(dir, 'sending'), batchSize: 1_000_000, flushIntervalMs: 60_000, retryMemoryBytes: 32 << 10 },
      silent,
    );
    const batch = (from: number, n: number) =>
      writer.append(
        Array.from({ length: n }, (_, i) => ({
          tenant_id: 't',
          item_id: 'i',
          type: 'custom',
          event_label: `${from + i}`,
        })),
      );
    batch(0, 100);
    const first = writer.flush();
    await new Promise((r) => setImmediate(r));
    // sealed while the first is being sent: over the budget, so the writer lets go of what it may
    batch(100, 200);
    void writer.flush().catch(() => {});
    // a third batch takes whatever slabs were let go
    batch(300, 200);
    release();
    await first;
    await writer.close();
    expect(sent[0]?.bytes).toBe(sent[0]?.file);
    expect(sent[0]?.bytes.split('\n')).toHaveLength(101);
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
