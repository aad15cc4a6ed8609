import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { linkImports } from '../../db/schema.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { createLink, visit } from '../redirect/redirect-test-helpers.ts';
import { startReceiver } from '../webhooks/webhook-receiver.test-helper.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One sample of the Prometheus text: the line `name{labels} value` whose labels include these. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const braces = line.match(/^[^{ ]+\{([^}]*)\}/)?.[1] ?? '';
    if (wanted.every((w) => braces.split(',').includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${t.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return response.text();
}

describe(`metrics and request ids (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  beforeAll(async () => {
    // the webhook dispatcher runs when a test says (app.webhooks.runDue); its receiver is on 127.0.0.1
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, WEBHOOK_TICK_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true' } });
    org = await newOrg(t, 'Metrics Owner');
  });
  afterAll(() => t?.close());

  it('serves Prometheus text to a private address: requests by route and status, process metrics, queues', async () => {
    await fetch(`${t.url}/api/health`);
    await fetch(`${t.url}/api/nothing-here`);
    const text = await scrape(t);
    expect(sample(text, 'osm5_http_requests_total', { route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'osm5_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'osm5_event_deletions_pending')).toBe(0);
    expect(sample(text, 'osm5_uptime_checks_due')).toBe(0);
    expect(sample(text, 'osm5_webhook_events_pending')).toBe(0);
    expect(sample(text, 'osm5_webhook_deliveries_pending')).toBe(0);
    expect(sample(text, 'osm5_link_imports_running')).toBe(0);
  });

  it('counts the webhook and import queues: changes to fan out, deliveries to retry, imports running', async () => {
    const receiver = await startReceiver();
    try {
      receiver.answer(503);
      const hook = await org.owner.client.post(`/api/orgs/${org.orgId}/webhooks`, {
        name: 'Queue',
        url: receiver.url,
        events: ['link.created'],
      });
      expect(hook.status, hook.text).toBe(200);
      await createOk(org.owner.client, linksPath(org), simple('https://example.com/queued'));
      const waiting = await scrape(t);
      expect(sample(waiting, 'osm5_webhook_events_pending')).toBeGreaterThanOrEqual(1);
      expect(sample(waiting, 'osm5_webhook_deliveries_pending')).toBe(0);

      // fanned out and tried once: the endpoint answered 503, so the delivery waits for its retry
      await t.app.webhooks.runDue();
      expect(receiver.received.length).toBe(1);
      const retrying = await scrape(t);
      expect(sample(retrying, 'osm5_webhook_events_pending')).toBe(0);
      expect(sample(retrying, 'osm5_webhook_deliveries_pending')).toBe(1);
    } finally {
      await receiver.close();
    }

    const [running] = await t.app.db.db
      .insert(linkImports)
      .values({ orgId: org.orgId, workspaceId: org.defaultWorkspaceId, format: 'template', total: 10 })
      .returning();
    expect(running?.status).toBe('running');
    expect(sample(await scrape(t), 'osm5_link_imports_running')).toBe(1);
  });

  it('times every redirect, the fast path included, and counts the events written', async () => {
    const before = await scrape(t);
    const count = (text: string) => sample(text, 'osm5_redirect_duration_seconds_count') ?? 0;
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/metrics' } });
    // the first visit loads the link through Fastify's route; the next ones are answered by the fast path
    for (let i = 0; i < 3; i++) expect((await visit(t, `/${link.slug}`)).status).toBe(302);
    await t.app.events.writer.flush();
    const after = await scrape(t);
    expect(count(after) - count(before)).toBe(3);
    const within = sample(after, 'osm5_redirect_duration_seconds_bucket', { le: '1' }) ?? 0;
    expect(within).toBe(count(after));
    expect(sample(after, 'osm5_http_requests_total', { route: '/:slug', status: '302' })).toBeGreaterThanOrEqual(3);
    const appended = sample(after, 'osm5_events_appended_total') ?? 0;
    expect(appended - (sample(before, 'osm5_events_appended_total') ?? 0)).toBe(3);
    expect(sample(after, 'osm5_events_flushed_total')).toBe(appended);
    expect(sample(after, 'osm5_events_buffered')).toBe(0);
    expect(sample(after, 'osm5_events_behind_seconds')).toBe(0);
    expect(sample(after, 'osm5_event_insert_failures_total')).toBe(0);
  });

  it('answers a public address 404 unless it brings the token', async () => {
    const publicClient = { 'x-forwarded-for': '8.8.4.4' };
    const refused = await fetch(`${t.url}/metrics`, { headers: publicClient });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const wrong = await fetch(`${t.url}/metrics`, { headers: { ...publicClient, authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(404);
    expect(await scrape(t, { ...publicClient, authorization: `Bearer ${TOKEN}` })).toContain(
      'osm5_http_requests_total',
    );
    // a link may not take the path's name
    const taken = await visit(t, '/metrics', { ip: '8.8.8.8' });
    expect(taken.status).toBe(404);
  });

  it('names each answer with a request id: a uuid, or the one a trusted proxy sent', async () => {
    const own = await fetch(`${t.url}/api/health`);
    expect(own.headers.get('x-request-id')).toMatch(UUID);
    const other = await fetch(`${t.url}/api/health`);
    expect(other.headers.get('x-request-id')).not.toBe(own.headers.get('x-request-id'));
    // the test client is 127.0.0.1, which TRUSTED_PROXIES names
    const proxied = await fetch(`${t.url}/api/nothing`, { headers: { 'x-request-id': 'nginx-7f3a9c:01' } });
    expect(proxied.status).toBe(404);
    expect(proxied.headers.get('x-request-id')).toBe('nginx-7f3a9c:01');
    const forged = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'a b"c' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
  });
});

/** A request that is surely in the handler when the close begins, and holds until released. */
function slowRoute() {
  let arrived: () => void = () => {};
  let release: () => void = () => {};
  const inHandler = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const routes = async (app: FastifyInstance) => {
    app.get('/api/test/slow', async () => {
      arrived();
      await released;
      return { done: true };
    });
  };
  return { routes, inHandler, release };
}

describe(`drain (${testMode})`, () => {
  it('refuses new connections, answers readiness 503 draining, finishes requests and flushes events', async () => {
    const slow = slowRoute();
    const t = await startTestApp({ env: { EVENT_FLUSH_INTERVAL_MS: '60000' }, routes: [slow.routes] });
    try {
      expect((await fetch(`${t.url}/api/ready`)).status).toBe(200);
      t.app.events.writer.append([{ tenant_id: 't1', item_id: 'i1', type: 'pageview', path: '/drain' }]);

      const inFlight = fetch(`${t.url}/api/test/slow`);
      await slow.inHandler;
      // a readiness probe already in flight when the close begins: its database ping answers once let go
      const db = t.app.db as { ping(): Promise<void> };
      const ping = db.ping.bind(db);
      let pinged: () => void = () => {};
      let letGo: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      db.ping = () => {
        pinged();
        return gate.then(ping);
      };
      const probing = new Promise<void>((resolve) => {
        pinged = resolve;
      });
      const probe = fetch(`${t.url}/api/ready`);
      await probing;

      const closing = t.app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
      letGo();
      slow.release();

      const ready = await probe;
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'draining', failing: [] });
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ done: true });
      await closing;
      expect(t.app.events.writer.pending()).toBe(0);
      expect(t.app.events.writer.stats.stored).toBe(1);
    } finally {
      slow.release();
      await t.close();
    }
  });
});
