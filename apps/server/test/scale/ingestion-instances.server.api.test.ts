import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import {
  BROWSER,
  insertSite,
  OKHTTP,
  sendBatch,
  sendEvent,
} from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { countTrackedEvents } from '../../src/modules/usage/tracked-events.ts';
import { usagePeriod } from '../../src/modules/usage/usage-period.ts';
import { prepareTestEnv, type TestApp } from '../harness.ts';
import { newOrg } from '../tenancy/fixtures.ts';
import { killAll, type ServerProcess, spawnServer } from './server-process.ts';

/**
 * Ingestion on two server PROCESSES behind one Redis, as behind a load
 * balancer: the plan's tracked events are counted once for both (the limit is
 * passed by at most a few batches, not doubled), and a visitor whose events
 * alternate between the two makes one visit. Server mode only (the file name).
 */
const BATCH = 500;
/** Free plan's tracked events per month (packages/shared plans.ts) */
const LIMIT = 10_000;
/**
 * The documented bound (README "Many instances"): near the limit each
 * instance syncs after every answer, so what passes is what the others accept
 * while a sync is in flight: here, each instance's requests in flight.
 */
const SENDERS_PER_INSTANCE = 2;
const BOUND = 2 * SENDERS_PER_INSTANCE * BATCH;

let setup: TestApp | undefined;
let instances: ServerProcess[] = [];
let cleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const prepared = await prepareTestEnv({ DEFAULT_PLAN: 'free', EVENT_FLUSH_INTERVAL_MS: '200' });
  cleanup = prepared.cleanup;
  const config = loadConfig({ ...prepared.env, INSTANCE_ID: 'setup', UPTIME_TICK_MS: '0' });
  const app: FastifyInstance = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  setup = { url: `http://127.0.0.1:${address.port}`, app, config, close: () => app.close() };
  const env = { ...prepared.env, UPTIME_TICK_MS: '0', WEBHOOK_TICK_MS: '0' };
  instances = await Promise.all([spawnServer({ ...env, INSTANCE_ID: 'a' }), spawnServer({ ...env, INSTANCE_ID: 'b' })]);
}, 120_000);

afterAll(async () => {
  await killAll();
  await setup?.close();
  await cleanup?.();
});

const at = (p: ServerProcess): TestApp => ({ ...(setup as TestApp), url: p.url });

describe('ingestion on two server processes sharing Redis', () => {
  it(`counts the tracked events of both against one limit (passed by at most ${BOUND})`, async () => {
    const t = setup as TestApp;
    const org = await newOrg(t, 'Quota Owner');
    const app = await insertSite(t, org, { kind: 'mobile' });
    // each instance's first count of the organisation (a store query) lets events through meanwhile:
    // one event each, and the time to count, before the load (the bound is about instances that counted)
    let accepted = 0;
    for (const instance of instances) {
      const res = await sendBatch(at(instance), { site: app.id, events: [{ type: 'screenview', screen: 'S' }] });
      accepted += res.body.data.accepted;
    }
    await new Promise((r) => setTimeout(r, 1_500));
    let refused = 0;
    let batchNo = 0;
    const sender = async (instance: ServerProcess) => {
      for (;;) {
        const n = ++batchNo;
        const events = Array.from({ length: BATCH }, (_, i) => ({ type: 'screenview' as const, screen: `S${i}` }));
        const res = await sendBatch(at(instance), { site: app.id, installId: `install-${n}`, events }, { ua: OKHTTP });
        if (res.status === 202) accepted += res.body.data.accepted;
        else {
          expect(res.status, JSON.stringify(res.body)).toBe(402);
          expect(res.body).toMatchObject({ code: 'PLAN_LIMIT', field: 'trackedEventsPerMonth' });
          // refused on this instance: a few more tries, in case the other's share was counted first
          if (++refused >= 4 * SENDERS_PER_INSTANCE * instances.length) return;
        }
      }
    };
    await Promise.all(instances.flatMap((p) => Array.from({ length: SENDERS_PER_INSTANCE }, () => sender(p))));
    // alone, each instance would have taken the whole limit: 2 × 10,000
    expect(accepted).toBeGreaterThanOrEqual(LIMIT - BATCH);
    expect(accepted).toBeLessThanOrEqual(LIMIT + BOUND);
    // what the store holds is what was acknowledged
    await expect
      .poll(() => countTrackedEvents(t.app.events, org.orgId, usagePeriod(undefined, new Date())), { timeout: 10_000 })
      .toBe(accepted);
    console.info(`tracked events accepted across two instances: ${accepted} of a limit of ${LIMIT}`);
  }, 120_000);

  it('makes one visit of a visitor whose events alternate between the instances', async () => {
    const t = setup as TestApp;
    const org = await newOrg(t, 'Visit Owner');
    const site = await insertSite(t, org);
    const visitor = { ua: BROWSER, ip: '198.51.100.77' };
    for (let i = 0; i < 6; i++) {
      const res = await sendEvent(
        at(instances[i % 2] as ServerProcess),
        { s: site.id, u: `https://example.com/page-${i}` },
        visitor,
      );
      expect(res.status).toBe(202);
      expect(res.body.data.accepted).toBe(1);
    }
    // another visitor on the same site: a visit of their own
    await sendEvent(at(instances[1] as ServerProcess), { s: site.id }, { ua: BROWSER, ip: '198.51.100.78' });
    const report = () =>
      t.app.events.query({
        scope: { tenantId: org.orgId, itemId: site.id },
        range: {
          from: new Date(Date.now() - 3_600_000).toISOString(),
          to: new Date(Date.now() + 60_000).toISOString(),
        },
        metrics: ['pageviews', 'visitors', 'sessions'],
      });
    await expect.poll(async () => (await report()).totals.pageviews, { timeout: 10_000 }).toBe(7);
    expect((await report()).totals).toMatchObject({ visitors: 2, sessions: 2 });
  });
});
