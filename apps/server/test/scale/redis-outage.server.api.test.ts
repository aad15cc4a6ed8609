import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../../scripts/free-port.mjs';
import { links } from '../../src/db/schema.ts';
import { createSiteOk, sitesPath, webSite } from '../../src/modules/analytics-sites/site-test-helpers.ts';
import { sendEvent, storedRows } from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { sharedKeyPrefix } from '../../src/modules/instance-settings/instance-settings.service.ts';
import { linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { createLink, flushAll, visit } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { stopProcess, waitFor } from '../child-processes.ts';
import { eventually } from '../eventually.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { newOrg, type Org, signUp } from '../tenancy/fixtures.ts';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A Redis of this test's own (nothing kept on disk), so that it can be stopped and started again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const proc = spawn('redis-server', args, { stdio: 'ignore', detached: true });
  await waitFor(() => listening(port), 'redis-server');
  return proc;
}

/**
 * Server mode while its Redis fails and comes back (the file name: server
 * mode only). Redis shares state between instances; losing it for a while
 * must cost that sharing, never an answer, a saved change or a stale link.
 */
describe('Redis fails, then comes back', () => {
  let t: TestApp;
  let org: Org;
  let redis: ChildProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort(16_390);
    redis = await startRedis(port);
    t = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    org = await newOrg(t, 'Outage Owner');
  });
  afterAll(async () => {
    if (redis) await stopProcess(redis, 'SIGKILL');
    await t?.close();
  });

  const location = async (slug: string) => (await visit(t, `/${slug}`)).headers.get('location');
  const ready = async () => (await fetch(`${t.url}/api/ready`)).status;

  it('answers, saves, signs up and keeps links honest without Redis, and publishes what it kept once Redis is back', async () => {
    const link = await createLink(t, org, simple('https://example.com/before'));
    expect(await location(link.slug)).toBe('https://example.com/before');
    // three clicks allowed across instances: the count lives in Redis
    const limited = await createLink(t, org, simple('https://example.com/limited', { maxClicks: 3 }));
    expect(await location(limited.slug)).toBe('https://example.com/limited');
    const site = await createSiteOk(org.owner.client, sitesPath(org), webSite());
    expect((await sendEvent(t, { s: site.id, u: 'https://example.com/before' })).status).toBe(202);
    await flushAll(t);

    await stopProcess(redis, 'SIGKILL');
    expect(
      await eventually(
        async () => t.app.redis?.status,
        (s) => s !== 'ready',
      ),
    ).not.toBe('ready');

    // a change saved here is kept and answered here at once
    const edited = await org.owner.client.put(`${linksPath(org)}/${link.id}`, simple('https://example.com/during'));
    expect(edited.status, edited.text).toBe(200);
    expect(await location(link.slug)).toBe('https://example.com/during');

    // another instance's change, which no message can announce now: the cached link is not served for long
    await t.app.db.db
      .update(links)
      .set({ rules: { url: 'https://example.com/elsewhere' } })
      .where(eq(links.id, link.id));
    expect(
      await eventually(
        () => location(link.slug),
        (l) => l === 'https://example.com/elsewhere',
        2_000,
      ),
    ).toBe('https://example.com/elsewhere');

    // a click limit cannot be kept without the shared count: a moment's 503, never a click past it
    const held = await visit(t, `/${limited.slug}`, { lang: 'fr' });
    expect(held.status).toBe(503);
    expect(held.headers.get('retry-after')).toBe('5');
    expect(await held.text()).toContain('Ce lien est indisponible pour un instant');

    // tracking goes on (visits are joined up by this instance alone meanwhile)
    expect((await sendEvent(t, { s: site.id, u: 'https://example.com/during' })).status).toBe(202);
    const pages = (await storedRows(t, org, site.id)).map((row) => row.path);
    expect(pages).toContain('/during');

    // new links, sign-ups (rate-limited by this instance's own counters meanwhile), and readiness says why
    const created = await createLink(t, org, simple('https://example.com/new'));
    expect(await location(created.slug)).toBe('https://example.com/new');
    const person = await signUp(t, 'Signed Up Meanwhile');
    expect(person.id).toBeTruthy();
    const degraded = await fetch(`${t.url}/api/ready`);
    expect(degraded.status).toBe(503);
    expect(((await degraded.json()) as { failing: string[] }).failing).toEqual(['cache']);

    // back (empty: this Redis keeps nothing): ready again, and the kept changes reach the other instances
    redis = await startRedis(port);
    expect(await eventually(ready, (s) => s === 200, 15_000)).toBe(200);
    const reader = new Redis(`redis://127.0.0.1:${port}`);
    try {
      const counter = `${await sharedKeyPrefix(t.app.db.db)}:link-version`;
      const published = async () => Number((await reader.get(counter)) ?? 0);
      expect(await eventually(published, (n) => n >= 2)).toBe(2);
      const again = await org.owner.client.put(`${linksPath(org)}/${link.id}`, simple('https://example.com/after'));
      expect(again.status, again.text).toBe(200);
      expect(await published()).toBe(3);
      expect(await location(link.slug)).toBe('https://example.com/after');
      // the limit counts on from the stored total: two more clicks, then none
      expect(await location(limited.slug)).toBe('https://example.com/limited');
      expect(await location(limited.slug)).toBe('https://example.com/limited');
      expect((await visit(t, `/${limited.slug}`)).status).toBe(410);
    } finally {
      reader.disconnect();
    }
  }, 60_000);

  it('goes on the same way with a Redis that hangs (stopped, its connections open), each command given up after 1 s', async () => {
    const link = await createLink(t, org, simple('https://example.com/hung-before'));
    expect(await location(link.slug)).toBe('https://example.com/hung-before');
    redis.kill('SIGSTOP');
    try {
      await t.app.db.db
        .update(links)
        .set({ rules: { url: 'https://example.com/hung-elsewhere' } })
        .where(eq(links.id, link.id));
      expect(
        await eventually(
          () => location(link.slug),
          (l) => l === 'https://example.com/hung-elsewhere',
          4_000,
        ),
      ).toBe('https://example.com/hung-elsewhere');
      const edited = await org.owner.client.put(
        `${linksPath(org)}/${link.id}`,
        simple('https://example.com/hung-edit'),
      );
      expect(edited.status, edited.text).toBe(200);
      expect(await location(link.slug)).toBe('https://example.com/hung-edit');
      expect((await signUp(t, 'Signed Up While It Hung')).id).toBeTruthy();
    } finally {
      redis.kill('SIGCONT');
    }
    expect(await eventually(ready, (s) => s === 200, 15_000)).toBe(200);
  }, 60_000);
});
