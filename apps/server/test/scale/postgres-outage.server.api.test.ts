import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../../scripts/free-port.mjs';
import { isBackEndUnavailable } from '../../src/lib/back-end-unavailable.ts';
import { createSiteOk, sitesPath, webSite } from '../../src/modules/analytics-sites/site-test-helpers.ts';
import { sendEvent, storedRows } from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { clickCount, createLink, flushAll, visit } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { eventually } from '../eventually.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { initPostgres, type PostgresServer } from '../postgres-server.ts';
import { newOrg, type Org } from '../tenancy/fixtures.ts';

type Link = { id: string; slug: string };

/** What PostgreSQL may take on a statement in this test before it cancels it. */
const STATEMENT_TIMEOUT_MS = 1_000;

/**
 * Server mode while its PostgreSQL is stopped (the file name: server mode
 * only). Links and sites this instance has cached go
 * on answering and counting; what needs the database answers 503 with
 * Retry-After in the caller's language, never loses a click, and saves
 * nothing half-way.
 */
describe('PostgreSQL fails, then comes back', () => {
  let t: TestApp;
  let org: Org;
  let pg: PostgresServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'osm5-pg-outage-'));
    pg = await initPostgres(dir, 'main', await freePort(26_432));
    t = await startTestApp({
      env: { DATABASE_URL: pg.url, DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
    });
    org = await newOrg(t, 'Postgres Outage Owner');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const location = async (slug: string) => (await visit(t, `/${slug}`)).headers.get('location');
  const ready = async () => (await fetch(`${t.url}/api/ready`)).status;
  const clicksOf = async (id: string) => {
    const res = await org.owner.client.get<{ data: { clicks: number } }>(`${linksPath(org)}/${id}`);
    return res.status === 200 ? res.body.data.clicks : -1;
  };

  /** A site this instance holds in memory: its first event activates it (a change, which drops it), the next reads it again. */
  const cachedSite = async (): Promise<Site> => {
    const site = await createSiteOk(org.owner.client, sitesPath(org), webSite());
    await eventually(
      async () => {
        expect((await sendEvent(t, { s: site.id, u: 'https://example.com/before' })).status).toBe(202);
        return t.app.ingestion.sites.get(site.id);
      },
      (held) => held !== null && !(held instanceof Promise) && held.status === 'active',
    );
    return site;
  };

  /** A link this instance holds in memory, and one it has never read. */
  const links = async (name: string) => {
    const warm = await createLink(t, org, simple(`https://example.com/${name}`));
    expect(await location(warm.slug)).toBe(`https://example.com/${name}`);
    const cold = await createLink(t, org, simple(`https://example.com/${name}-cold`));
    return { warm, cold };
  };

  /** What a visitor, a signed-in person and a tracked page get while the database does not answer. */
  const duringOutage = async (name: string, warm: Link, cold: Link, site: Site) => {
    // the cached link answers and counts
    for (let i = 0; i < 3; i++) expect(await location(warm.slug)).toBe(`https://example.com/${name}`);
    // a link not cached: the redirect's own page, in the visitor's language, not the API's JSON
    const page = await visit(t, `/${cold.slug}`, { lang: 'fr' });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Ce lien est indisponible pour un instant');
    expect(html).toContain('Il ne peut pas être consulté pour le moment');
    // the API: 503 in the caller's language, and an edit saves nothing
    const list = await org.owner.client.get(linksPath(org), { headers: { 'accept-language': 'fr' } });
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('5');
    expect(list.body).toMatchObject({ status: false, code: 'SERVICE_UNAVAILABLE' });
    expect(list.body.message).toMatch(/momentanément|temporairement/);
    const edit = await org.owner.client.put(`${linksPath(org)}/${warm.id}`, simple('https://example.com/lost'));
    expect(edit.status).toBe(503);
    // a page of a cached site is received
    expect((await sendEvent(t, { s: site.id, u: 'https://example.com/during' })).status).toBe(202);
    // readiness says why, liveness stays
    const degraded = await fetch(`${t.url}/api/ready`);
    expect(degraded.status).toBe(503);
    expect(((await degraded.json()) as { failing: string[] }).failing).toEqual(['database']);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  };

  /** Everything the outage held back is there once the database answers: clicks counted and stored, pages stored. */
  const afterOutage = async (name: string, warm: Link, cold: Link, site: Site) => {
    expect(await eventually(ready, (s) => s === 200, 20_000)).toBe(200);
    // the edit refused during the outage changed nothing
    expect(await location(warm.slug)).toBe(`https://example.com/${name}`);
    expect(await location(cold.slug)).toBe(`https://example.com/${name}-cold`);
    // 1 before, 3 during, 1 just now: the totals written by the flushes that failed meanwhile, the clicks stored
    await flushAll(t);
    expect(await clicksOf(warm.id)).toBe(5);
    expect(await clickCount(t, org, warm.id)).toBe(5);
    expect((await storedRows(t, org, site.id)).map((row) => row.path)).toContain('/during');
  };

  it('has PostgreSQL cancel a statement past DATABASE_STATEMENT_TIMEOUT_MS, an unavailable back end for the caller', async () => {
    const slow = t.app.db.db.execute(sql`select pg_sleep(${(STATEMENT_TIMEOUT_MS * 3) / 1000})`);
    const error = await slow.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error & { cause?: { code?: string } }).cause?.code).toBe('57014');
    expect(isBackEndUnavailable(error)).toBe(true);
  });

  it('answers what it holds while PostgreSQL is stopped, 503 for the rest, and loses nothing', async () => {
    const name = 'stopped';
    const { warm, cold } = await links(name);
    const site = await cachedSite();
    await flushAll(t);

    await pg.stop();
    await duringOutage(name, warm, cold, site);
    // the click totals' flush fails meanwhile, and keeps what it could not write
    await expect(t.app.redirect.counter.flush()).resolves.toBeUndefined();

    await pg.start();
    await afterOutage(name, warm, cold, site);
  }, 60_000);
});
