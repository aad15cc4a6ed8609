import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { healthResponseSchema } from '@osm5/shared/schemas/health';
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

  it('reports every back end of the mode as up', async () => {
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const health = healthResponseSchema.parse(await response.json());
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    const expected =
      testMode === 'server'
        ? { mode: 'server', database: 'postgres', events: 'clickhouse', cache: 'redis' }
        : { mode: 'embedded', database: 'pglite', events: 'duckdb', cache: 'memory' };
    expect(health.mode).toBe(expected.mode);
    expect(health.checks.database).toMatchObject({ kind: expected.database, ok: true });
    expect(health.checks.events).toMatchObject({ kind: expected.events, ok: true });
    expect(health.checks.cache).toEqual({ kind: expected.cache, ok: true });
    expect(health.checks.mail).toEqual({ kind: 'outbox' });
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

  it('answers 503 degraded, naming the back end, when one is down', async () => {
    await t.app.db.close();
    const response = await fetch(`${t.url}/api/health`);
    expect(response.status).toBe(503);
    const health = healthResponseSchema.parse(await response.json());
    expect(health.status).toBe('degraded');
    expect(health.checks.database.ok).toBe(false);
    expect(health.checks.events.ok).toBe(true);
  });
});
