import { once } from 'node:events';
import { get } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { expectEachStoredOnce } from '../../src/analytics-store/test-fixtures/stored-once.ts';
import { insertSite } from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { linksPath } from '../../src/modules/links/link-test-helpers.ts';
import { createLink, UA } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { testMode } from '../harness.ts';
import { signIn } from '../tenancy/fixtures.ts';
import { createTestClient } from '../test-client.ts';
import { SCHED_IDLE, threadScheduling } from '../thread-scheduling.ts';
import { clusterTests, workerPids } from './cluster-setup.ts';
import { spawnServer, within } from './server-process.ts';

/**
 * Cluster mode (WORKERS=2) under load: redirects and tracking answered by
 * the workers; kill -9 of a worker, then of the primary, mid-load; after a
 * restart every click and event that was acknowledged is stored exactly once.
 * Embedded: the primary is the one writer and the workers relay it their connections;
 * server mode: each worker is a whole instance with its slot's spool.
 */
const { setUp, openStore } = clusterTests();

/** A GET on a connection of its own (Node's cluster hands each new connection to a worker in turn). */
const freshGet = (url: string) =>
  new Promise<void>((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', resolve);
    }).on('error', reject);
  });

/**
 * One connection held open, on which each request waits for the head of its
 * answer (the redirects and HEADs here have no body).
 */
async function heldConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await once(socket, 'connect');
  let buffered = '';
  let waiting: ((head: string) => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1');
    const end = buffered.indexOf('\r\n\r\n');
    if (end === -1 || !waiting) return;
    const head = buffered.slice(0, end);
    buffered = buffered.slice(end + 4);
    waiting(head);
    waiting = undefined;
  });
  return {
    /** the status line and Location of the answer to `method path` */
    send(method: 'GET' | 'HEAD', path: string): Promise<string> {
      return new Promise((resolve) => {
        waiting = (head) => resolve(`${head.split('\r\n')[0]} ${head.match(/^location: (.*)$/im)?.[1] ?? ''}`.trim());
        socket.write(
          `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUser-Agent: ${UA.windowsChrome}\r\n\r\n`,
        );
      });
    },
    close: () => socket.destroy(),
  };
}

describe(`cluster mode, WORKERS=2 (${testMode})`, () => {
  it('answers redirects and tracking on every worker and loses nothing acknowledged when a worker or the primary is killed', async () => {
    const { prepared, setup, org } = await setUp({ EVENT_FLUSH_INTERVAL_MS: '200' });
    const link = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/c' } });
    const site = await insertSite(setup, org);
    await setup.close();

    const env = { ...prepared.env, WORKERS: '2', LOG_LEVEL: 'info' };
    let server = await spawnServer(env);
    // the primary prints its address once it listens; each worker logs when it does, maybe a moment later
    await within(30_000, async () => workerPids(server).length === 2);
    expect(workerPids(server)).toHaveLength(2);
    // no worker listened before both were built: connections made at once are not all kept by the first one
    const said = server.records().map((r) => r.msg);
    expect(said.filter((m) => m === 'worker built')).toHaveLength(2);
    expect(said.indexOf('worker listening')).toBeGreaterThan(said.lastIndexOf('worker built'));
    if (testMode === 'server') {
      // every worker a whole instance: fresh connections reach both
      for (let i = 0; i < 8; i++) await freshGet(`${server.url}/api/no-such-route?spread=${i}`);
      const served = server
        .records()
        .filter((r) => r.msg === 'incoming request' && String((r.req as { url?: string })?.url).includes('spread='))
        .map((r) => r.pid);
      expect(new Set(served)).toEqual(new Set(workerPids(server)));
    }

    const clicks = new Set<number>();
    const events = new Set<number>();
    let next = 0;
    let phase: 'load' | 'stop' = 'load';
    const redirects = async () => {
      while (phase === 'load') {
        const n = ++next;
        try {
          const res = await fetch(`${server.url}/${link.slug}?utm_content=${n}`, {
            redirect: 'manual',
            headers: { 'user-agent': UA.windowsChrome },
          });
          if (res.status === 302) clicks.add(n);
          await res.body?.cancel();
        } catch {
          // the connection died with its process: not acknowledged
        }
      }
    };
    const tracking = async () => {
      while (phase === 'load') {
        const n = ++next;
        try {
          const res = await fetch(`${server.url}/api/event`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA.windowsChrome },
            body: JSON.stringify({ s: site.id, e: 'pageview', u: 'https://example.com/', t: String(n) }),
          });
          const body = (await res.json().catch(() => null)) as { data?: { accepted?: number } } | null;
          if (res.status === 202 && body?.data?.accepted === 1) events.add(n);
        } catch {
          // as above
        }
      }
    };
    const until = async (count: number) => {
      while (clicks.size + events.size < count) await new Promise((r) => setTimeout(r, 20));
    };
    const load = Promise.all([...Array.from({ length: 6 }, redirects), ...Array.from({ length: 2 }, tracking)]);

    await until(400);
    expect(clicks.size).toBeGreaterThan(0);
    expect(events.size).toBeGreaterThan(0);
    // a worker dies mid-load: the other (and its replacement) go on answering
    process.kill(workerPids(server)[0] as number, 'SIGKILL');
    await until(clicks.size + events.size + 400);
    // then the primary (in embedded mode the writer itself)
    await server.stop('SIGKILL');
    phase = 'stop';
    await load;

    // started again on the same data: the spools are replayed before it listens; a graceful stop flushes the rest
    phase = 'load';
    server = await spawnServer(env);
    const again = Promise.all([redirects(), tracking()]);
    await until(clicks.size + events.size + 100);
    phase = 'stop';
    await again;
    await server.stop('SIGTERM');
    expect(server.proc.exitCode).toBe(0);

    const store = await openStore(prepared.env);
    await expectEachStoredOnce(store, { tenantId: org.orgId, itemId: link.id }, 'utm_content', clicks);
    await expectEachStoredOnce(store, { tenantId: org.orgId, itemId: site.id }, 'title', events);
  }, 240_000);

  it('answers on every worker the links it holds, their clicks spooled before the answer and stored by the writer; limits and edits hold across workers', async () => {
    const { prepared, setup, org } = await setUp({});
    const held = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/v1' } });
    // visited only while the writer is stopped (and by HEADs, which record nothing)
    const quiet = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/quiet' } });
    const limited = await createLink(setup, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/limited' },
      maxClicks: 10,
    });
    await setup.close();
    // the store's threads at their default priority (the harness keeps the runner's at 0)
    const server = await spawnServer({ ...prepared.env, WORKERS: '2', LOG_LEVEL: 'info', EVENT_STORE_NICE: undefined });
    await within(30_000, async () => workerPids(server).length === 2);
    let answered = 0;
    /** the visits answered while the writer was stopped, by utm_content */
    const whileStopped = new Set<number>();
    /** the first request of a keep-alive connection of its own: the kind a worker answers itself */
    const visitOnce = async (method: 'GET' | 'HEAD', slug: string) => {
      const conn = await heldConnection(server.url);
      try {
        return await conn.send(method, `/${slug}`);
      } finally {
        answered++;
        conn.close();
      }
    };
    const v1 = 'HTTP/1.1 302 Found https://example.com/v1';

    // new connections reach both workers in turn: the first visits are answered through the writer,
    // and each worker loads the custom-domain answer for the host, then the link (a HEAD counts no click)
    for (let i = 0; i < 6; i++) expect(await visitOnce('HEAD', held.slug)).toBe(v1);
    for (let i = 0; i < 6; i++) expect(await visitOnce('HEAD', limited.slug)).toMatch(/^HTTP\/1.1 302/);
    for (let i = 0; i < 6; i++) expect(await visitOnce('HEAD', quiet.slug)).toMatch(/^HTTP\/1.1 302/);
    if (testMode === 'embedded') {
      const writer = server.proc.pid as number;
      // the writer owns the store: its pool's threads, where DuckDB's calls run, yield to the event loops
      // (EVENT_STORE_NICE, idle: SCHED_IDLE); its event loop and every thread of the workers keep their priority
      const writerThreads = threadScheduling(writer);
      const lowered = writerThreads.filter((t) => t.policy === SCHED_IDLE);
      expect(lowered).toHaveLength(Number(process.env.UV_THREADPOOL_SIZE) || 4);
      expect(lowered.map((t) => t.tid)).not.toContain(writer);
      const others = writerThreads.filter((t) => t.policy !== SCHED_IDLE);
      expect(others.every((t) => t.policy === 0 && t.nice === 0)).toBe(true);
      for (const pid of workerPids(server))
        expect(threadScheduling(pid).every((t) => t.policy === 0 && t.nice === 0)).toBe(true);
      const within500 = <T>(p: Promise<T>) =>
        Promise.race([p, new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), 500))]);
      // a connection a worker answers itself: with the writer stopped, it still answers what records nothing (a HEAD)
      const quietAnswer = 'HTTP/1.1 302 Found https://example.com/quiet';
      let conn: Awaited<ReturnType<typeof heldConnection>> | undefined;
      try {
        await within(10_000, async () => {
          conn?.close();
          conn = await heldConnection(server.url);
          await conn.send('HEAD', `/${quiet.slug}`);
          process.kill(writer, 'SIGSTOP');
          if ((await within500(conn.send('HEAD', `/${quiet.slug}`))) === quietAnswer) return true;
          process.kill(writer, 'SIGCONT');
          return false;
        });
        // and a visit too: its click is in the worker's own spool, flushed into the writer's store once it is back
        expect(await within500((conn as NonNullable<typeof conn>).send('GET', `/${quiet.slug}?utm_content=1`))).toBe(
          quietAnswer,
        );
        process.kill(writer, 'SIGCONT');
        whileStopped.add(1);
        answered += 3;
      } finally {
        process.kill(writer, 'SIGCONT');
        conn?.close();
      }
    }

    // a limit holds across the workers, whose click numbers the writer hands out: 30 visits at once, 10 redirects
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitOnce('GET', limited.slug)));
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 302'))).toHaveLength(10);
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 410'))).toHaveLength(20);

    // an edit answers on every worker within a second
    const owner = createTestClient(server.url);
    await signIn(setup, owner, org.owner.email, org.owner.name);
    const put = await owner.put(`${linksPath(org)}/${held.id}`, {
      kind: 'simple',
      slug: held.slug,
      rules: { url: 'https://example.com/v2' },
    });
    expect(put.status, put.text).toBe(200);
    const edited = async () => {
      const after = await Promise.all(Array.from({ length: 6 }, () => visitOnce('GET', held.slug)));
      return after.every((a) => a === 'HTTP/1.1 302 Found https://example.com/v2');
    };
    expect(await within(1_000, edited)).toBeLessThan(1_000);

    // embedded, the workers' redirects are in the writer's /metrics (each tells its own every second);
    // in server mode each worker is an instance with its own
    if (testMode === 'embedded')
      await within(5_000, async () => {
        const text = await (await fetch(`${server.url}/metrics`)).text();
        return Number(text.match(/^osm5_redirect_duration_seconds_count (\d+)/m)?.[1] ?? 0) >= answered;
      });
    await server.stop('SIGTERM');
    expect(server.proc.exitCode).toBe(0);
    const store = await openStore(prepared.env);
    await expectEachStoredOnce(store, { tenantId: org.orgId, itemId: quiet.id }, 'utm_content', whileStopped);
  }, 120_000);
});
