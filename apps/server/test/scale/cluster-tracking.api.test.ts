import { Agent, get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sitesPath } from '../../src/modules/analytics-sites/site-test-helpers.ts';
import { insertSite } from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { createLink, UA } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { watchPageGoal } from '../../src/modules/webhooks/goal-webhook.test-helper.ts';
import { startReceiver } from '../../src/modules/webhooks/webhook-receiver.test-helper.ts';
import { testMode } from '../harness.ts';
import { signIn } from '../tenancy/fixtures.ts';
import { createTestClient } from '../test-client.ts';
import { clusterTests, trackerPost, workerPids } from './cluster-setup.ts';
import { spawnServer, within } from './server-process.ts';

/**
 * Tracking in cluster mode (WORKERS=2): every worker answers the tracking
 * endpoints at its front door (in embedded mode with sites and visit
 * sessions asked of the writer), and a visitor keeps one visit, a new site
 * turns active, and goal conversions and clicks reach their webhooks
 * whichever worker answered.
 */
const { setUp, openStore } = clusterTests();

/**
 * A browser's GET on a keep-alive connection of its own, the kind a worker answers itself (Node's cluster hands
 * each new connection to a worker in turn): its status.
 */
const browserVisit = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const agent = new Agent({ keepAlive: true });
    get(url, { agent, headers: { 'user-agent': UA.windowsChrome } }, (res) => {
      res.resume();
      res.on('end', () => {
        agent.destroy();
        resolve(res.statusCode ?? 0);
      });
    }).on('error', reject);
  });

describe(`cluster mode, WORKERS=2: tracking (${testMode})`, () => {
  it('answers tracking on every worker: one visit across workers, a new site activated, counted in /metrics', async () => {
    const { prepared, setup, org } = await setUp({});
    const site = await insertSite(setup, org, { status: 'not_verified' });
    await setup.close();
    const server = await spawnServer({ ...prepared.env, WORKERS: '2', LOG_LEVEL: 'info' });
    await within(30_000, async () => workerPids(server).length === 2);
    const visitor = '198.51.100.77';
    const send = (page: string, agent?: Agent) =>
      trackerPost(
        server.url,
        '/api/event',
        JSON.stringify({ s: site.id, e: 'pageview', u: `https://example.com/${page}` }),
        visitor,
        agent,
      );
    // fresh connections reach both workers in turn: the first of each asks the writer for the site
    const pages: string[] = [];
    for (let i = 0; i < 8; i++) {
      pages.push(`p${i}`);
      const answer = await send(`p${i}`);
      expect(answer.status, answer.body).toBe(202);
      expect(JSON.parse(answer.body)).toEqual({ status: true, data: { accepted: 1, dropped: 0 } });
    }
    if (testMode === 'embedded') {
      // a worker answers tracking itself: with the writer stopped, an event is still acknowledged on a connection
      // a worker holds (the visit sessions it asks the writer for are waited for a moment only), in that worker's
      // own spool (new connections wait: the primary hands them out)
      const writer = server.proc.pid as number;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        expect((await send('held', agent)).status).toBe(202);
        pages.push('held');
        process.kill(writer, 'SIGSTOP');
        const answer = await Promise.race([
          send('stopped', agent),
          new Promise<{ status: number }>((r) => setTimeout(() => r({ status: 0 }), 2_000)),
        ]);
        expect(answer.status).toBe(202);
        pages.push('stopped');
      } finally {
        process.kill(writer, 'SIGCONT');
        agent.destroy();
      }
    }
    // the site's first event turned it active, on every process
    const owner = createTestClient(server.url);
    await signIn(setup, owner, org.owner.email, org.owner.name);
    await within(5_000, async () => {
      const got = await owner.get(`${sitesPath(org)}/${site.id}`);
      return (got.body as { data?: { status?: string } }).data?.status === 'active';
    });
    if (testMode === 'embedded')
      await within(5_000, async () => {
        const text = await (await fetch(`${server.url}/metrics`)).text();
        const line = text.match(/^osm5_http_requests_total\{route="\/api\/event",status="202"\} (\d+)/m);
        return Number(line?.[1] ?? 0) >= pages.length;
      });
    await server.stop('SIGTERM');
    expect(server.proc.exitCode).toBe(0);

    const store = await openStore(prepared.env);
    const rows = await store.recent({ tenantId: org.orgId, itemId: site.id, limit: 100, sinceMs: 0 });
    expect(rows.map((r) => r.path?.slice(1)).sort()).toEqual([...pages].sort());
    // one visitor, one visit, whichever worker answered each event
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
  }, 120_000);

  it('sends goal.converted for events and link.clicked for clicks the workers answered', async () => {
    const receiver = await startReceiver();
    const { prepared, setup, org } = await setUp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TICK_MS: '200' });
    const site = await insertSite(setup, org);
    await watchPageGoal(org, site.id, '/thanks', receiver.url);
    const link = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/clicked' } });
    const hook = await org.owner.client.post(`/api/orgs/${org.orgId}/webhooks`, {
      name: 'Clicks',
      url: receiver.url,
      events: ['link.clicked'],
    });
    expect(hook.status, hook.text).toBe(200);
    await setup.close();
    const server = await spawnServer({ ...prepared.env, WORKERS: '2', LOG_LEVEL: 'info' });
    await within(30_000, async () => workerPids(server).length === 2);
    // six visitors reach the page twice each, and visit the link, on connections of their own: both workers
    // answer most of them (a worker notes a click's facts only for an organisation the writer named)
    for (let round = 0; round < 2; round++)
      for (let v = 1; v <= 6; v++) {
        const body = JSON.stringify({ s: site.id, e: 'pageview', u: 'https://example.com/thanks' });
        const answer = await trackerPost(server.url, '/api/event', body, `198.51.100.${100 + v}`);
        expect(answer.status, answer.body).toBe(202);
      }
    for (let v = 1; v <= 6; v++) expect(await browserVisit(`${server.url}/${link.slug}`)).toBe(302);
    // conversions and clicks are gathered for a window (10 s), then sent
    const sent = <T>(type: string, key: string) =>
      receiver.received
        .filter((r) => r.json.type === type)
        .flatMap((r) => (r.json.data as Record<string, T[]>)[key] ?? []);
    await within(
      30_000,
      async () => sent('goal.converted', 'conversions').length >= 6 && sent('link.clicked', 'clicks').length >= 6,
    );
    await new Promise((r) => setTimeout(r, 500));
    const conversions = sent<{ visitorId: string }>('goal.converted', 'conversions');
    expect(conversions).toHaveLength(6);
    expect(new Set(conversions.map((c) => c.visitorId)).size).toBe(6);
    expect(sent<{ linkId: string }>('link.clicked', 'clicks').map((c) => c.linkId)).toEqual(Array(6).fill(link.id));
    await server.stop('SIGTERM');
    await receiver.close();
  }, 120_000);
});
