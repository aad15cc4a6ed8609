import { WEBHOOK_DISABLE_AFTER_FAILURES } from '@osm5/shared/schemas/webhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { mailOutbox, webhookEndpoints } from '../../db/schema.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { type Received, startReceiver } from './webhook-receiver.test-helper.ts';
import { verifyWebhook } from './webhook-signature.ts';

interface Endpoint {
  id: string;
  name: string;
  url: string;
  events: string[];
  secretPrefix: string;
  enabled: boolean;
  disabledReason: string | null;
  failureCount: number;
  workspace: { id: string } | null;
  secret?: string;
}
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  redeliveryOf: string | null;
}

describe(`webhooks (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let stranger: Org;
  let viewer: Person;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const path = (o: Org = org) => `/api/orgs/${o.orgId}/webhooks`;

  const create = async (body: Record<string, unknown>, person: Person = org.owner) => {
    const res = await person.client.post<{ data: Endpoint & { secret: string } }>(path(), body);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const deliveries = async (id: string, query = '') => {
    const res = await org.owner.client.get<PageBody<Delivery>>(`${path()}/${id}/deliveries${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const signed = (r: Received, secret: string) =>
    verifyWebhook(secret, r.body, String(r.headers['osm5-signature']), Math.floor(Date.now() / 1000));

  beforeAll(async () => {
    // the dispatcher runs when the test says (app.webhooks.runDue); the receiver is on 127.0.0.1
    t = await startTestApp({
      env: { WEBHOOK_TICK_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true', UPTIME_TICK_MS: '0', UPTIME_CHECK_PRIVATE: 'true' },
    });
    org = await newOrg(t, 'Hook Owner');
    stranger = await newOrg(t, 'Hook Stranger');
    viewer = await join(t, org, 'ORG_VIEWER');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('shows the secret once, keeps it sealed, and signs each link event it subscribed to', async () => {
    const hook = await create({ name: 'CRM', url: receiver.url, events: ['link.created', 'link.deleted'] });
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.secretPrefix).toBe(hook.secret.slice(0, 12));
    const [row] = await t.app.db.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row?.secretSealed).not.toContain(hook.secret.slice(6));
    const list = await org.owner.client.get<PageBody<Endpoint>>(path());
    expect(list.body.data.items.map((e) => e.id)).toContain(hook.id);
    expect(list.text).not.toContain(hook.secret.slice(6));

    const before = receiver.received.length;
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/a', { slug: 'hooked' }));
    const edited = await org.owner.client.patch(`${linksPath(org)}/${link.id}/status`, { status: 'inactive' });
    expect(edited.status, edited.text).toBe(200);
    const removed = await org.owner.client.delete(`${linksPath(org)}/${link.id}`);
    expect(removed.status, removed.text).toBe(200);
    await t.app.webhooks.runDue();

    const got = receiver.received.slice(before);
    // link.updated is not subscribed: created and deleted only, in order
    expect(got.map((r) => r.json.type)).toEqual(['link.created', 'link.deleted']);
    for (const r of got) {
      expect(signed(r, hook.secret)).toBe(true);
      expect(r.headers['osm5-event']).toBe(r.json.type);
      expect(r.json).toMatchObject({ organizationId: org.orgId, workspaceId: org.defaultWorkspaceId });
      expect(r.json.data).toMatchObject({ id: link.id, slug: 'hooked' });
    }
    const log = await deliveries(hook.id);
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'ok' });
    expect(log.items[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(got.map((r) => r.headers['osm5-delivery']).sort()).toEqual(log.items.map((d) => d.id).sort());
  });

  it('keeps to its workspace', async () => {
    const ws = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Other space',
      visibility: 'public',
    });
    expect(ws.status, ws.text).toBe(200);
    const hook = await create({
      name: 'Only default',
      url: receiver.url,
      events: ['link.created'],
      workspaceId: org.defaultWorkspaceId,
    });
    await createOk(org.owner.client, linksPath(org, ws.body.data.id), simple('https://example.com/elsewhere'));
    await createOk(org.owner.client, linksPath(org), simple('https://example.com/here'));
    await t.app.webhooks.runDue();
    const log = await deliveries(hook.id);
    expect(log.total).toBe(1);
  });

  it('retries with back-off until the receiver answers 2xx, and redelivers with the same event id', async () => {
    const hook = await create({ name: 'Flaky', url: receiver.url, events: ['link.created'] });
    receiver.answer(500);
    await createOk(org.owner.client, linksPath(org), simple('https://example.com/retry'));
    const now = Date.now();
    await t.app.webhooks.runDue(new Date(now));
    let [d] = (await deliveries(hook.id)).items;
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, responseBody: 'nope' });
    expect(Date.parse(d?.nextAttemptAt ?? '') - now).toBe(10_000);

    // not due yet: nothing sent
    const sent = receiver.received.length;
    await t.app.webhooks.runDue(new Date(now + 5_000));
    expect(receiver.received.length).toBe(sent);
    await t.app.webhooks.runDue(new Date(now + 10_000));
    [d] = (await deliveries(hook.id)).items;
    expect(d).toMatchObject({ status: 'pending', attempts: 2 });
    expect(Date.parse(d?.nextAttemptAt ?? '') - (now + 10_000)).toBe(60_000);

    receiver.answer(204, '');
    await t.app.webhooks.runDue(new Date(now + 70_000));
    [d] = (await deliveries(hook.id)).items;
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 204, nextAttemptAt: null });
    receiver.answer(200);

    const again = await org.owner.client.post<{ data: Delivery }>(
      `${path()}/${hook.id}/deliveries/${d?.id}/redeliver`,
      {},
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ eventId: d?.eventId, redeliveryOf: d?.id, status: 'succeeded' });
    const last = receiver.received.at(-1);
    expect(last?.json.id).toBe(d?.eventId);
    expect(last?.headers['osm5-delivery']).toBe(again.body.data.id);
  });

  it('sends a test ping, pages the log, and disables the endpoint after repeated failures with an e-mail', async () => {
    const hook = await create({ name: 'Dead end', url: receiver.url, events: ['site.created'] });
    const ping = await org.owner.client.post<{ data: Delivery }>(`${path()}/${hook.id}/test`, {});
    expect(ping.body.data).toMatchObject({ eventType: 'ping', status: 'succeeded', responseStatus: 200 });
    expect(signed(receiver.received.at(-1) as Received, hook.secret)).toBe(true);

    receiver.answer(503);
    for (let i = 0; i < WEBHOOK_DISABLE_AFTER_FAILURES; i++) {
      const res = await org.owner.client.post<{ data: Delivery }>(`${path()}/${hook.id}/test`, {});
      expect(res.body.data).toMatchObject({ status: 'pending', responseStatus: 503 });
    }
    receiver.answer(200);
    const off = await org.owner.client.get<{ data: Endpoint }>(`${path()}/${hook.id}`);
    expect(off.body.data).toMatchObject({ enabled: false, disabledReason: 'failures' });
    const mails = await t.app.db.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, org.owner.email), eq(mailOutbox.purpose, 'webhook_disabled')));
    expect(mails.map((m) => m.subject)).toEqual(['Webhook "Dead end" disabled']);
    // in the organisation log too, by nobody (the dispatcher did it)
    const audit = await org.owner.client.get<PageBody<{ actorId: string | null; targetId: string; details: object }>>(
      `/api/orgs/${org.orgId}/audit?action=webhook.disable`,
    );
    expect(audit.body.data.items.filter((r) => r.targetId === hook.id)).toMatchObject([
      { actorId: null, details: { name: 'Dead end', reason: 'failures', failures: WEBHOOK_DISABLE_AFTER_FAILURES } },
    ]);
    expectError(await org.owner.client.post(`${path()}/${hook.id}/test`, {}), 409, 'CONFLICT');
    // its pending retries wait while it is off
    const waiting = receiver.received.length;
    await t.app.webhooks.runDue(new Date(Date.now() + 86_400_000));
    expect(receiver.received.length).toBe(waiting);

    const page = await deliveries(hook.id, '?page=2&pageSize=5');
    expect(page).toMatchObject({ total: WEBHOOK_DISABLE_AFTER_FAILURES + 1, page: 2, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    const failedOnly = await deliveries(hook.id, '?status=succeeded');
    expect(failedOnly.total).toBe(1);

    const on = await org.owner.client.patch<{ data: Endpoint }>(`${path()}/${hook.id}`, { enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, disabledReason: null, failureCount: 0 });
    // back on: the waiting retries go out
    await t.app.webhooks.runDue(new Date(Date.now() + 86_400_000));
    expect(receiver.received.length).toBeGreaterThan(waiting);
  });

  it("sends a site's uptime incident as site.down, then site.up when it answers again", async () => {
    const hook = await create({ name: 'Uptime', url: receiver.url, events: ['site.down', 'site.up'] });
    const watched = await startReceiver();
    watched.answer(503);
    try {
      const site = await org.owner.client.post<{ data: { id: string } }>(
        `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/sites`,
        {
          kind: 'web',
          name: 'Watched shop',
          domain: 'shop.example',
          currency: 'EUR',
          timeZone: 'Europe',
          subTimeZone: 'Europe/Paris',
          uptime: { enabled: true, intervalMinutes: 1, url: watched.url },
        },
      );
      expect(site.status, site.text).toBe(200);
      const before = receiver.received.length;
      await t.app.uptime.runDue(new Date(Date.now() + 61_000));
      await t.app.webhooks.runDue();
      watched.answer(200);
      await t.app.uptime.runDue(new Date(Date.now() + 122_000));
      await t.app.webhooks.runDue();
      // (another endpoint of this organisation takes site.created)
      const got = receiver.received
        .slice(before)
        .filter((r) => r.json.data?.id === site.body.data.id && r.json.type !== 'site.created');
      expect(got.map((r) => r.json.type)).toEqual(['site.down', 'site.up']);
      expect(got[0]?.json.data).toMatchObject({ name: 'Watched shop', cause: 'HTTP 503', url: watched.url });
      expect(signed(got[1] as Received, hook.secret)).toBe(true);
    } finally {
      await watched.close();
    }
  });

  it('rolls the secret: the new one signs, the old one no longer does', async () => {
    const hook = await create({ name: 'Rolled', url: receiver.url, events: ['link.created'] });
    const rolled = await org.owner.client.post<{ data: Endpoint & { secret: string } }>(
      `${path()}/${hook.id}/secret`,
      {},
    );
    expect(rolled.status, rolled.text).toBe(200);
    expect(rolled.body.data.secret).not.toBe(hook.secret);
    await org.owner.client.post(`${path()}/${hook.id}/test`, {});
    const r = receiver.received.at(-1) as Received;
    expect(signed(r, rolled.body.data.secret)).toBe(true);
    expect(signed(r, hook.secret)).toBe(false);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const count = (await org.owner.client.get<PageBody<Endpoint>>(path())).body.data.total;
    expectError(
      await org.owner.client.post(path(), { name: 'x', url: 'ftp://example.com', events: ['link.created'] }),
      400,
      'VALIDATION_ERROR',
      'url',
    );
    expectError(
      await org.owner.client.post(path(), { name: 'x', url: 'https://example.com', events: [] }),
      400,
      'VALIDATION_ERROR',
      'events',
    );
    expectError(
      await org.owner.client.post(path(), { name: 'x', url: 'https://example.com', events: ['link.exploded'] }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await org.owner.client.post(path(), {
        name: 'x',
        url: 'https://example.com',
        events: ['link.created'],
        workspaceId: stranger.defaultWorkspaceId,
      }),
      400,
      'VALIDATION_ERROR',
      'workspaceId',
    );
    expect((await org.owner.client.get<PageBody<Endpoint>>(path())).body.data.total).toBe(count);
  });

  it("answers 404 for another organisation's endpoint and 403 without api_keys:manage", async () => {
    const hook = await create({ name: 'Private', url: receiver.url, events: ['link.created'] });
    const theirs = `/api/orgs/${stranger.orgId}/webhooks/${hook.id}`;
    // the stranger, through their own organisation's path
    expectError(await stranger.owner.client.get(theirs), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.patch(theirs, { name: 'Mine now' }), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.post(`${theirs}/test`, {}), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.get(`${theirs}/deliveries`), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.delete(theirs), 404, 'NOT_FOUND');
    // and through ours, where they are no member
    expectError(await stranger.owner.client.get(`${path()}/${hook.id}`), 404, 'NOT_FOUND');
    const list = await stranger.owner.client.get<PageBody<Endpoint>>(path(stranger));
    expect(list.body.data.items.map((e) => e.id)).not.toContain(hook.id);

    expectError(await viewer.client.get(path()), 403, 'ACCESS_DENIED');
    expectError(
      await viewer.client.post(path(), { name: 'x', url: receiver.url, events: ['link.created'] }),
      403,
      'ACCESS_DENIED',
    );

    const removed = await org.owner.client.delete(`${path()}/${hook.id}`);
    expect(removed.status, removed.text).toBe(200);
    expectError(await org.owner.client.get(`${path()}/${hook.id}`), 404, 'NOT_FOUND');
  });
});
