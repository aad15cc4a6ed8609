import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { type StandbyPair, startStandbyPair } from '../../test/postgres-standby.ts';
import { newOrg, type Org, type PageBody, signIn } from '../../test/tenancy/fixtures.ts';
import { createTestClient, type TestClient } from '../../test/test-client.ts';
import { sitesPath, webSite } from '../modules/analytics-sites/site-test-helpers.ts';
import { linksPath } from '../modules/links/link-test-helpers.ts';
import { findWorkspace } from '../modules/organizations/access.repository.ts';
import { createLink, destinationOf } from '../modules/redirect/redirect-test-helpers.ts';
import { READ_AFTER_COOKIE } from '../plugins/read-replicas.ts';
import { onReplica, POLL_MS } from './replicas.ts';

/**
 * Two instances on a PostgreSQL primary with a hot standby as their read
 * replica (DATABASE_REPLICA_URLS), both started here on loopback. The
 * standby's replay is paused to make it fall behind on purpose: a caller
 * still reads its own writes at once, a cache dropped by a change never loads
 * the old row back, another caller reads the replica's older state for at
 * most DATABASE_REPLICA_MAX_LAG_MS, and a standby that goes away costs
 * nothing but the primary's load. Server mode only (vitest.config.ts).
 */
const MAX_LAG_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

describe('PostgreSQL read replicas', () => {
  let pair: StandbyPair;
  let first: TestApp;
  let second: TestApp;
  let org: Org;
  let otherBrowser: TestClient;

  const replicasOf = (t: TestApp) => {
    const replicas = t.app.db.replicas;
    if (!replicas) throw new Error('no read replicas configured');
    return replicas;
  };
  /**
   * The standby has replayed every write made so far, as both instances read it. The wait lets their next
   * readings begin after those writes: a reading from before the last one can find the standby 0 bytes
   * behind a primary position older than the caller's cookie.
   */
  const caughtUp = async () => {
    await sleep(5 * POLL_MS);
    await until(
      () =>
        [first, second].every((t) =>
          replicasOf(t)
            .status()
            .every((r) => r.ok && r.lagBytes === 0),
        ),
      'the standby catches up',
    );
  };
  const siteIds = async (client: TestClient) => {
    const res = await client.get<PageBody<Site>>(`${sitesPath(org)}?page=1&pageSize=100`);
    expect(res.status, res.text).toBe(200);
    return res.body.data.items.map((s) => s.id);
  };

  beforeAll(async () => {
    pair = await startStandbyPair(mkdtempSync(join(tmpdir(), 'osm5-standby-')), 25_432);
    const env = {
      DATABASE_URL: pair.primaryUrl,
      DATABASE_REPLICA_URLS: pair.standbyUrl,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    };
    // one after the other: the first migrates the primary
    first = await startTestApp({ env: { ...env, INSTANCE_ID: 'first' } });
    second = await startTestApp({ env: { ...env, INSTANCE_ID: 'second' } });
    org = await newOrg(first, 'Replica Owner');
    otherBrowser = createTestClient(first.url);
    await signIn(first, otherBrowser, org.owner.email, org.owner.name);
  }, 120_000);

  afterAll(async () => {
    await pair?.resumeReplay().catch(() => {});
    await second?.close();
    await first?.close();
    await pair?.stop();
  });

  it("reads GETs from the replica once it has replayed the caller's writes, and says so in /metrics and /api/ready", async () => {
    await caughtUp();
    const replicas = replicasOf(first);
    const before = { ...replicas.reads };
    expect(await siteIds(org.owner.client)).toEqual([]);
    expect(replicas.reads.replica).toBeGreaterThan(before.replica);

    const ready = await fetch(`${first.url}/api/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { checks: { database: { replicas: unknown[] } } };
    expect(body.checks.database.replicas).toEqual([{ name: 'replica-1', ok: true, lagBytes: expect.any(Number) }]);
    const metrics = await (await fetch(`${first.url}/metrics`)).text();
    expect(metrics).toMatch(/^osm5_db_reads_total\{target="replica"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^osm5_db_replica_lag_bytes\{replica="replica-1"\} \d+$/m);
  });

  it('answers a browser its own write at once while the replica lags; another browser sees it within the lag bound', async () => {
    await caughtUp();
    await pair.pauseReplay();
    try {
      const created = await org.owner.client.post<{ data: Site }>(sitesPath(org), webSite({ name: 'Paused replay' }));
      expect(created.status, created.text).toBe(200);
      expect(org.owner.client.cookie(READ_AFTER_COOKIE)).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      // the writer's next read goes where its write is, on either instance (the cookie travels with it)
      expect(await siteIds(org.owner.client)).toContain(created.body.data.id);

      // another browser (an older cookie) is served by the replica, which has not replayed the site yet ...
      expect(await siteIds(otherBrowser)).not.toContain(created.body.data.id);
      // ... for at most DATABASE_REPLICA_MAX_LAG_MS: then no replica is fresh enough, and the primary answers
      await sleep(MAX_LAG_MS + 500);
      expect(await siteIds(otherBrowser)).toContain(created.body.data.id);
    } finally {
      await pair.resumeReplay();
    }
  });

  it('sends a prepared statement where a select would go: the replica in a read scope, else the primary', async () => {
    await caughtUp();
    await pair.pauseReplay();
    try {
      const made = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
        name: 'Prepared while paused',
      });
      expect(made.status, made.text).toBe(200);
      const { db } = first.app.db;
      const replicas = replicasOf(first);
      const before = { ...replicas.reads };
      // a cache's load may read the replica, which has not replayed the new workspace
      expect(await onReplica(() => findWorkspace(db, org.orgId, made.body.data.id))).toBeNull();
      expect(replicas.reads.replica).toBeGreaterThan(before.replica);
      // outside a read scope (sessions, access facts, jobs) the primary answers
      expect((await findWorkspace(db, org.orgId, made.body.data.id))?.name).toBe('Prepared while paused');
    } finally {
      await pair.resumeReplay();
    }
  });

  it('keeps a script on an API key reading its own writes (no cookies: the position is kept in Redis)', async () => {
    const key = await org.owner.client.post<{ data: { secret: string } }>(`/api/orgs/${org.orgId}/api-keys`, {
      name: 'Replica script',
      scopes: ['analytics:read', 'analytics:write'],
    });
    expect(key.status, key.text).toBe(200);
    const headers = { authorization: `Bearer ${key.body.data.secret}`, 'content-type': 'application/json' };
    await caughtUp();
    await pair.pauseReplay();
    try {
      const created = await fetch(`${second.url}${sitesPath(org)}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(webSite({ name: 'Scripted' })),
      });
      expect(created.status).toBe(200);
      const id = ((await created.json()) as { data: Site }).data.id;
      for (const t of [first, second]) {
        const read = await fetch(`${t.url}${sitesPath(org)}/${id}`, {
          headers: { authorization: headers.authorization },
        });
        expect(read.status, await read.clone().text()).toBe(200);
      }
    } finally {
      await pair.resumeReplay();
    }
  });

  it('answers the new destination of a link edited through one instance on both, the replica behind', async () => {
    const body = { kind: 'simple', rules: { url: 'https://example.com/v1' } };
    const link = await createLink(first, org, body);
    await caughtUp();
    for (const t of [first, second]) expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/v1');
    await pair.pauseReplay();
    try {
      const put = await org.owner.client.put(`${linksPath(org)}/${link.id}`, {
        ...body,
        slug: link.slug,
        rules: { url: 'https://example.com/v2' },
      });
      expect(put.status, put.text).toBe(200);
      expect(await destinationOf(first, `/${link.slug}`)).toBe('https://example.com/v2');
      // the change reaches the other instance through Redis with the primary's position: it reloads from the primary
      const started = Date.now();
      let seen = '';
      while (seen !== 'https://example.com/v2' && Date.now() - started < 1_000) {
        seen = await destinationOf(second, `/${link.slug}`);
        if (seen !== 'https://example.com/v2') await sleep(20);
      }
      expect(seen).toBe('https://example.com/v2');
      // well within the lag bound: the position told it, not the bound
      expect(Date.now() - started).toBeLessThan(MAX_LAG_MS / 2);
    } finally {
      await pair.resumeReplay();
    }
  });

  it('serves every read from the primary when the replica goes away, and stays ready', async () => {
    await pair.stopStandby();
    await until(() => replicasOf(first).status()[0]?.ok === false, 'the standby is seen gone');
    const before = replicasOf(first).reads.primary;
    expect(await siteIds(org.owner.client)).toHaveLength(2);
    expect(replicasOf(first).reads.primary).toBeGreaterThan(before);
    const ready = await fetch(`${first.url}/api/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { failing: string[]; checks: { database: { replicas: unknown[] } } };
    expect(body.failing).toEqual([]);
    expect(body.checks.database.replicas).toEqual([{ name: 'replica-1', ok: false, lagBytes: null }]);
  });
});
