import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { livenessResponseSchema, readinessResponseSchema } from '@osm5/shared/schemas/health';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import { instanceSettings } from '../src/db/schema.ts';
import { startTestApp, type TestApp, testMode } from './harness.ts';

describe(`health and storage (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('answers liveness without asking any back end', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const health = livenessResponseSchema.strict().parse(await response.json());
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.mode).toBe(testMode);
  });

  it('reports every back end of the mode as ready', async () => {
    const response = await fetch(`${t.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ready = readinessResponseSchema.parse(await response.json());
    expect(ready.status).toBe('ok');
    expect(ready.failing).toEqual([]);
    const expected =
      testMode === 'server'
        ? { mode: 'server', database: 'postgres', events: 'clickhouse', cache: 'redis' }
        : { mode: 'embedded', database: 'pglite', events: 'duckdb', cache: 'memory' };
    expect(ready.mode).toBe(expected.mode);
    expect(ready.checks.database).toMatchObject({ kind: expected.database, ok: true });
    expect(ready.checks.events).toMatchObject({ kind: expected.events, ok: true, pending: 0 });
    expect(ready.checks.cache).toMatchObject({ kind: expected.cache, ok: true });
    expect(ready.checks.mail).toEqual({ kind: 'outbox' });
  });

  it('has applied every migration of the history', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    // both drivers answer raw SQL with { rows }; the shared Database type leaves the result open
    const applied = (await t.app.db.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
  });

  it('generated the cookie secret on first start and keeps it', async () => {
    const rows = await t.app.db.db.select().from(instanceSettings);
    const secret = rows.find((r) => r.key === 'cookie_secret');
    expect(secret?.value).toEqual(expect.stringMatching(/^[\w-]{43}$/));
  });

  it("keeps values in the mode's cache until they expire", async () => {
    const key = `test:${Math.random()}`;
    await t.app.cache.set(key, 'v1', 150);
    expect(await t.app.cache.get(key)).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.app.cache.get(key)).toBeUndefined();
    await t.app.cache.set(key, 'v2');
    await t.app.cache.delete(key);
    expect(await t.app.cache.get(key)).toBeUndefined();
  });

  it('answers 503 degraded, naming the back end, when one is down; liveness stays 200', async () => {
    await t.app.db.close();
    const response = await fetch(`${t.url}/api/ready`);
    expect(response.status).toBe(503);
    const ready = readinessResponseSchema.parse(await response.json());
    expect(ready.status).toBe('degraded');
    expect(ready.failing).toEqual(['database']);
    expect(ready.checks.database.ok).toBe(false);
    expect(ready.checks.events.ok).toBe(true);
    // a database outage must not make an orchestrator restart every instance
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
