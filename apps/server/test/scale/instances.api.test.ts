import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEachStoredOnce } from '../../src/analytics-store/test-fixtures/stored-once.ts';
import { buildApp } from '../../src/app.ts';
import { clusterModeOf } from '../../src/cluster/cluster-mode.ts';
import { loadConfig } from '../../src/config.ts';
import { links, organizations } from '../../src/db/schema.ts';
import {
  BROWSER,
  insertSite,
  OKHTTP,
  sendBatch,
  sendEvent,
} from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { ensureSecret } from '../../src/modules/instance-settings/instance-settings.service.ts';
import { linksPath } from '../../src/modules/links/link-test-helpers.ts';
import { createLink, UA, visit } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { countTrackedEvents } from '../../src/modules/usage/tracked-events.ts';
import { usagePeriod } from '../../src/modules/usage/usage-period.ts';
import { prepareTestEnv, type TestApp, testMode } from '../harness.ts';
import { newOrg, type Org, signIn } from '../tenancy/fixtures.ts';
import { createTestClient, type TestClient } from '../test-client.ts';
import { killAll, type ServerProcess, spawnServer, within } from './server-process.ts';

/**
 * Two server PROCESSES on one PostgreSQL, ClickHouse and Redis, as behind a
 * load balancer: an edit on one is answered by the other within a second (and
 * so is a change whose message was lost), a rate limit and a click limit hold
 * across both, a scheduled job runs once per period, and the clicks one of
 * them acknowledged before a kill -9 are stored by its restart (its own spool
 * folder, which the other never touches). Ingestion too: the plan's tracked
 * events are counted once for both (the limit is passed by at most a few
 * batches, not doubled), and a visitor whose events alternate between them
 * makes one visit. Embedded mode has one process by design: there, what is
 * checked is that it is refused in between.
 */
const SCHEDULE_MS = 300;
/** ingestion: batches of 500 events, two senders per instance, against the Free plan's 10,000 a month */
const BATCH = 500;
const SENDERS = 2;
const FREE_EVENTS = 10_000;

let setup: TestApp | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let org: Org;
let ownerOnA: TestClient;
let cleanup: (() => Promise<void>) | undefined;
let processEnv: Record<string, string | undefined> = {};

const at = (url: string): TestApp => ({ ...(setup as TestApp), url });
const location = async (url: string, slug: string) => {
  const res = await visit(at(url), `/${slug}`);
  await res.body?.cancel();
  return res.headers.get('location');
};

beforeAll(async () => {
  if (testMode !== 'server') return;
  const prepared = await prepareTestEnv();
  cleanup = prepared.cleanup;
  // this process applies the migrations and makes the owner; its uptime timer stays off
  const setupConfig = loadConfig({ ...prepared.env, INSTANCE_ID: 'setup', UPTIME_TICK_MS: '0' });
  const app: FastifyInstance = await buildApp(setupConfig);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  setup = { url: `http://127.0.0.1:${address.port}`, app, config: setupConfig, close: () => app.close() };
  org = await newOrg(setup, 'Scale Owner');
  processEnv = {
    ...prepared.env,
    LOG_LEVEL: 'debug',
    UPTIME_TICK_MS: String(SCHEDULE_MS),
    // clicks stay in the spool until a flush that never comes in the test: the restart must replay them
    EVENT_FLUSH_INTERVAL_MS: '60000',
    EVENT_BATCH_SIZE: '1000000',
  };
  [a, b] = await Promise.all([
    spawnServer({ ...processEnv, INSTANCE_ID: 'a' }),
    spawnServer({ ...processEnv, INSTANCE_ID: 'b' }),
  ]);
  ownerOnA = createTestClient(a.url);
  await signIn(setup, ownerOnA, org.owner.email, org.owner.name);
}, 180_000);

afterAll(async () => {
  await killAll();
  await setup?.close();
  await cleanup?.();
});

describe(`two server processes on one PostgreSQL, ClickHouse and Redis (${testMode})`, () => {
  it('embedded mode is one process; a mix of embedded and external back ends is refused in cluster mode', () => {
    if (testMode === 'server') {
      expect(clusterModeOf(setup?.config as TestApp['config'])).toBe('replicas');
      expect(setup?.config.events.spoolDir).toMatch(/[/\\]spool[/\\]setup$/);
      return;
    }
    expect(clusterModeOf(loadConfig({ DATA_DIR: '/tmp/x' }))).toBe('writer');
    expect(() => clusterModeOf(loadConfig({ DATABASE_URL: 'postgres://db/osm5' }))).toThrow(/WORKERS > 1 needs/);
  });

  it('answers an edit made on one with the new destination on the other within 1 s', async () => {
    if (!a || !b) return expect(testMode).toBe('embedded');
    const body = { kind: 'simple', rules: { url: 'https://example.com/v1' } };
    const link = await createLink(setup as TestApp, org, body);
    expect(await location(b.url, link.slug)).toBe('https://example.com/v1');
    const put = await ownerOnA.put(`${linksPath(org)}/${link.id}`, {
      ...body,
      slug: link.slug,
      rules: { url: 'https://example.com/v2' },
    });
    expect(put.status, put.text).toBe(200);
    const ms = await within(1_000, async () => (await location(b?.url ?? '', link.slug)) === 'https://example.com/v2');
    expect(ms).toBeLessThan(1_000);
  });

  it('drops a link whose change message was lost within 1 s (the version counter)', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const link = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/old' } });
    expect(await location(a.url, link.slug)).toBe('https://example.com/old');
    expect(await location(b.url, link.slug)).toBe('https://example.com/old');
    // a writer whose PUBLISH never arrived: the row changed and the counter moved, no message
    await setup.app.db.db
      .update(links)
      .set({ rules: { url: 'https://example.com/new' } })
      .where(eq(links.id, link.id));
    const prefix = (await ensureSecret(setup.app.db.db, 'rate_limit_prefix')).slice(0, 12);
    await setup.app.redis?.incr(`osm5:${prefix}:link-version`);
    for (const instance of [a, b])
      expect(
        await within(1_000, async () => (await location(instance.url, link.slug)) === 'https://example.com/new'),
      ).toBeLessThan(1_000);
  });

  it('shares a rate limit: wrong passwords to a link count on both', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const link = await createLink(setup, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/secret' },
      password: 'the right one',
    });
    const ip = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await visit(at(i % 2 ? b.url : a.url), `/${link.slug}`, { form: { password: `bad ${i}` }, ip });
      await res.body?.cancel();
      statuses.push(res.status);
    }
    // the limit is 10 per link and address: 5 on each instance reach it
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    const right = await visit(at(a.url), `/${link.slug}`, { form: { password: 'the right one' }, ip });
    expect(right.status).toBe(429);
  });

  it('holds a click limit across both: 90 concurrent visits, exactly 25 redirects, 25 clicks counted', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const link = await createLink(setup, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/limited' },
      maxClicks: 25,
    });
    const urls = [a.url, b.url];
    const statuses = await Promise.all(
      Array.from({ length: 90 }, async (_, i) => {
        const res = await visit(at(urls[i % 2] as string), `/${link.slug}`);
        await res.body?.cancel();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 302)).toHaveLength(25);
    expect(statuses.filter((s) => s === 410)).toHaveLength(65);
    // each instance adds its counted clicks to links.clicks every second
    const db = setup.app.db.db;
    await within(5_000, async () => {
      const [row] = await db.select({ clicks: links.clicks }).from(links).where(eq(links.id, link.id));
      return row?.clicks === 25;
    });
  });

  it('runs a scheduled job once per period across both (the uptime pass, every 300 ms on each)', async () => {
    if (!a || !b) return expect(testMode).toBe('embedded');
    const since = Date.now();
    await new Promise((r) => setTimeout(r, 3_000));
    const runs = [a, b]
      .flatMap((p) => p.records())
      .filter((r) => r.msg === 'scheduled job run' && r.job === 'uptime' && Number(r.time) >= since)
      .map((r) => Number(r.time))
      .sort((x, y) => x - y);
    // about one per period: two timers each ticking every period would make twice as many
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(runs.length).toBeLessThanOrEqual(3_000 / SCHEDULE_MS + 1);
    const gaps = runs.slice(1).map((t, i) => t - (runs[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SCHEDULE_MS * 0.9 - 50);
  });

  /** what the ingestion tests below sent, checked once everything is stored (the last test) */
  const sent = { quotaOrg: '', accepted: 0, visitOrg: '', visitSite: '' };

  it('counts the tracked events of both against one limit: passed by a few batches at most, not doubled', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const t = setup;
    const quotaOrg = await newOrg(t, 'Quota Owner');
    await t.app.db.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, quotaOrg.orgId));
    const app = await insertSite(t, quotaOrg, { kind: 'mobile' });
    const instances = [a, b];
    // each instance's first count of an organisation (a store query) lets events through meanwhile:
    // one event each and the time to count first (the bound is about instances that counted)
    for (const instance of instances) {
      const res = await sendBatch(at(instance.url), { site: app.id, events: [{ type: 'screenview', screen: 'S' }] });
      sent.accepted += res.body.data.accepted;
    }
    await new Promise((r) => setTimeout(r, 1_000));
    let refused = 0;
    let batchNo = 0;
    const sender = async (instance: ServerProcess) => {
      for (;;) {
        const events = Array.from({ length: BATCH }, (_, i) => ({ type: 'screenview' as const, screen: `S${i}` }));
        const body = { site: app.id, installId: `install-${++batchNo}`, events };
        const res = await sendBatch(at(instance.url), body, { ua: OKHTTP });
        if (res.status === 202) sent.accepted += res.body.data.accepted;
        else {
          expect(res.body, JSON.stringify(res.body)).toMatchObject({
            code: 'PLAN_LIMIT',
            field: 'trackedEventsPerMonth',
          });
          // a few more tries, in case the other's share was counted first
          if (++refused >= 4 * SENDERS * instances.length) return;
        }
      }
    };
    await Promise.all(instances.flatMap((p) => Array.from({ length: SENDERS }, () => sender(p))));
    // alone, each instance would take the whole limit (2 × 10,000); the README's bound: the batches in flight
    expect(sent.accepted).toBeGreaterThanOrEqual(FREE_EVENTS - BATCH);
    expect(sent.accepted).toBeLessThanOrEqual(FREE_EVENTS + instances.length * SENDERS * BATCH);
    sent.quotaOrg = quotaOrg.orgId;
    console.info(`tracked events accepted across two instances: ${sent.accepted} of a limit of ${FREE_EVENTS}`);
  }, 60_000);

  it('makes one visit of a visitor whose events alternate between the instances (checked once stored, below)', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const site = await insertSite(setup, org);
    const visitor = { ua: BROWSER, ip: '198.51.100.77' };
    for (let i = 0; i < 6; i++) {
      const res = await sendEvent(at((i % 2 ? b : a).url), { s: site.id, u: `https://example.com/p${i}` }, visitor);
      expect(res.status).toBe(202);
    }
    // another visitor: a visit of their own
    await sendEvent(at(b.url), { s: site.id }, { ua: BROWSER, ip: '198.51.100.78' });
    Object.assign(sent, { visitOrg: org.orgId, visitSite: site.id });
  });

  it('stores every click one acknowledged before its kill -9 when it starts again, from its own spool only', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    const link = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/kill' } });
    const victim = a;
    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const n = ++next;
        try {
          const res = await fetch(`${victim.url}/${link.slug}?utm_content=${n}`, {
            redirect: 'manual',
            headers: { 'user-agent': UA.windowsChrome },
          });
          if (res.status === 302) acknowledged.add(n);
          await res.body?.cancel();
        } catch {
          // the connection died with the process: never acknowledged
        }
        if (!killed && acknowledged.size >= 600) {
          killed = true;
          await victim.stop('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const spoolA = join(setup.config.dataDir, 'spool', 'a');
    const left = readdirSync(spoolA)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => join(spoolA, f));
    expect(left.length).toBeGreaterThan(0);
    // the restart replays its spool before it listens: exactly its own segments, none of b's
    a = await spawnServer({ ...processEnv, INSTANCE_ID: 'a' });
    const replayed = a
      .records()
      .filter((r) => r.msg === 'event spool replayed')
      .map((r) => String(r.segment));
    expect(replayed.sort()).toEqual(left.sort());
    expect(readdirSync(spoolA).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
    await expectEachStoredOnce(setup.app.events, { tenantId: org.orgId, itemId: link.id }, 'utm_content', acknowledged);
  }, 120_000);

  it('holds what the ingestion tests acknowledged once b drains: the events counted, one visit per visitor', async () => {
    if (!a || !b || !setup) return expect(testMode).toBe('embedded');
    // a's restart replayed its spool; b stores its buffer as it stops (SIGTERM drains)
    await b.stop('SIGTERM');
    const events = setup.app.events;
    expect(await countTrackedEvents(events, sent.quotaOrg, usagePeriod(undefined, new Date()))).toBe(sent.accepted);
    const visits = await events.query({
      scope: { tenantId: sent.visitOrg, itemId: sent.visitSite },
      range: { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() },
      metrics: ['pageviews', 'visitors', 'sessions'],
    });
    expect(visits.totals).toMatchObject({ pageviews: 7, visitors: 2, sessions: 2 });
  }, 60_000);
});
