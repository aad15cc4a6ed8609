import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toJsonLine } from './event-line.ts';
import { toEventRow } from './event-row.ts';
import { adoptNestedSegments, adoptSegments, readSegment, Spool } from './spool.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const nasty = ['plain', 'quote"d', 'back\\slash', 'line\nbreak\ttab\u0001', 'ünï 😀', '\u2028', "it's"];
const text = (rows: ReturnType<typeof toEventRow>[]) => rows.map((r) => `${toJsonLine(r)}\n`).join('');

describe('Spool', () => {
  it('gives back from a segment the rows that went in, a torn last line skipped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'osm5-spool-'));
    dirs.push(dir);
    const spool = new Spool(dir);
    const rows = nasty.map((path, i) =>
      toEventRow(
        { tenant_id: 't', item_id: 'i', type: 'ecommerce', path, revenue: i / 4, is_bot: i % 2 === 0 },
        1000 + i,
      ),
    );
    spool.write(text(rows.slice(0, 3)), 3);
    spool.write(`${text(rows.slice(3))}{"id":"torn","ti`, 5);
    const path = spool.seal() as string;
    expect(readSegment(path)).toEqual(rows);
    expect(new Spool(dir).leftovers).toEqual([path]);
    await spool.remove(path);
    await spool.remove(path); // already gone is fine
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('toEventRow', () => {
  it('fills defaults, strips NUL and lone surrogates, refuses what the store cannot hold', () => {
    const row = toEventRow({ tenant_id: 't', item_id: 'i', type: 'click', path: 'a\u0000b\uD800' }, 42);
    expect(row).toMatchObject({ time: 42, path: 'ab\uFFFD', country: '', revenue: 0, is_bot: false });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    const bad = (patch: Record<string, unknown>) => () =>
      toEventRow({ tenant_id: 't', item_id: 'i', type: 'click', ...patch } as Parameters<typeof toEventRow>[0], 0);
    expect(bad({ type: 'nope' })).toThrow(TypeError);
    expect(bad({ tenant_id: '' })).toThrow(TypeError);
    expect(bad({ time: 1.5 })).toThrow(TypeError);
    expect(bad({ time: Date.UTC(2200, 0, 1) })).toThrow(TypeError);
    expect(bad({ revenue: Number.NaN })).toThrow(TypeError);
    expect(bad({ path: 42 })).toThrow(TypeError);
    expect(bad({ trigger: 'fax' })).toThrow(TypeError);
  });
});

describe('adoptSegments', () => {
  it("moves the segments left in the shared folder into an instance's own, and nothing else", () => {
    const root = mkdtempSync(join(tmpdir(), 'osm5-adopt-'));
    try {
      writeFileSync(join(root, 'seg-000000000000001-1-000000001.jsonl'), '{}\n');
      writeFileSync(join(root, 'notes.txt'), 'kept');
      const own = join(root, 'instance-a');
      expect(adoptSegments(root, own)).toBe(1);
      expect(readdirSync(own)).toEqual(['seg-000000000000001-1-000000001.jsonl']);
      expect(readdirSync(root).sort()).toEqual(['instance-a', 'notes.txt']);
      expect(new Spool(own).leftovers).toEqual([join(own, 'seg-000000000000001-1-000000001.jsonl')]);
      // a second instance finds nothing left; a missing folder is no error
      expect(adoptSegments(root, join(root, 'instance-b'))).toBe(0);
      expect(adoptSegments(join(root, 'missing'), own)).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('adoptNestedSegments', () => {
  it("moves the segments of an embedded cluster's worker folders into the writer's, and nothing else", () => {
    const root = mkdtempSync(join(tmpdir(), 'osm5-nested-'));
    try {
      const own = 'seg-000000000000001-1-000000001.jsonl';
      const w1 = 'seg-000000000000002-2-000000001.jsonl';
      const w2 = 'seg-000000000000003-3-000000001.jsonl';
      writeFileSync(join(root, own), '{}\n');
      mkdirSync(join(root, 'host-3000-w1'));
      mkdirSync(join(root, 'host-3000-w2'));
      writeFileSync(join(root, 'host-3000-w1', w1), '{}\n');
      writeFileSync(join(root, 'host-3000-w2', w2), '{}\n');
      writeFileSync(join(root, 'host-3000-w2', 'notes.txt'), 'kept');
      expect(adoptNestedSegments(root)).toBe(2);
      expect(new Spool(root).leftovers).toEqual([own, w1, w2].map((name) => join(root, name)));
      expect(readdirSync(join(root, 'host-3000-w2'))).toEqual(['notes.txt']);
      expect(adoptNestedSegments(join(root, 'missing'))).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
