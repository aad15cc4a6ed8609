import { WEBHOOK_CLICK_BATCH, WEBHOOK_LOG_RETENTION_DAYS } from '@osm5/shared/schemas/webhooks';
import type { AuditEntryView } from '@osm5/shared/schemas/workspaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { UA, visit } from '../redirect/redirect-test-helpers.ts';
import { type Received, startReceiver } from './webhook-receiver.test-helper.ts';
import { verifyWebhook } from './webhook-signature.ts';

interface Attempt {
  attempt: number;
  ok: boolean;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
}
interface Click {
  linkId: string;
  slug: string;
  at: string;
  country: string;
  device: string;
  referrer: string;
  trigger: string;
}

/** link.clicked in batches, every attempt in the log (and its retention), and each endpoint change in the audit log. */
describe(`webhooks: link.clicked, attempts, audit (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let stranger: Org;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const path = (o: Org = org) => `/api/orgs/${o.orgId}/webhooks`;
  const create = async (body: Record<string, unknown>) => {
    const res = await org.owner.client.post<{ data: { id: string; secret: string } }>(path(), body);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const signed = (r: Received, secret: string) =>
    verifyWebhook(secret, r.body, String(r.headers['osm5-signature']), Math.floor(Date.now() / 1000));
  const clicksOf = (r: Received) => r.json.data as { count: number; clicks: Click[] };

  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_TICK_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true', UPTIME_TICK_MS: '0' } });
    [org, stranger] = await Promise.all([newOrg(t, 'Clicks Owner'), newOrg(t, 'Clicks Stranger')]);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it("sends a workspace's clicks as one signed link.clicked batch, robots left out", async () => {
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/clicked'));
    // clicks before any endpoint takes them are not gathered
    expect((await visit(t, `/${link.slug}`)).status).toBe(302);
    const hook = await create({ name: 'Clicks', url: receiver.url, events: ['link.clicked'] });
    expect((await visit(t, `/${link.slug}`, { ua: UA.iphone, referer: 'https://news.example/a' })).status).toBe(302);
    expect((await visit(t, `/${link.slug}?r=qr`, { ua: UA.windowsChrome })).status).toBe(302);
    expect((await visit(t, `/${link.slug}`, { ua: UA.curl })).status).toBe(302);
    const before = receiver.received.length;
    await t.app.webhooks.clicks.flush();
    await t.app.webhooks.runDue();

    const got = receiver.received.slice(before);
    expect(got.map((r) => r.json.type)).toEqual(['link.clicked']);
    const [batch] = got as [Received];
    expect(signed(batch, hook.secret)).toBe(true);
    expect(batch.json).toMatchObject({ organizationId: org.orgId, workspaceId: org.defaultWorkspaceId });
    const data = clicksOf(batch);
    expect(data.count).toBe(2);
    expect(data.clicks.map((c) => [c.linkId, c.slug, c.device, c.referrer, c.trigger])).toEqual([
      [link.id, link.slug, 'mobile', 'https://news.example/a', 'link'],
      [link.id, link.slug, 'desktop', '', 'qr'],
    ]);
    for (const c of data.clicks) {
      expect(Math.abs(Date.parse(c.at) - Date.now())).toBeLessThan(60_000);
      expect(typeof c.country).toBe('string');
    }
    // nothing more to send: the window's clicks went once
    await t.app.webhooks.clicks.flush();
    await t.app.webhooks.runDue();
    expect(receiver.received.length).toBe(before + 1);
  });

  it(`starts a batch as soon as a workspace has ${WEBHOOK_CLICK_BATCH} clicks, without waiting for the window`, async () => {
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/busy'));
    const fact = {
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      linkId: link.id,
      slug: link.slug,
      country: 'FR',
      device: 'desktop',
      referrer: '',
      trigger: 'link',
    };
    const before = receiver.received.length;
    for (let i = 0; i < WEBHOOK_CLICK_BATCH + 1; i++) t.app.webhooks.clicks.note(fact);
    // the full batch is written on the next turn, not at the window's end
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.webhooks.clicks.flush();
    await t.app.webhooks.runDue();
    const sizes = receiver.received
      .slice(before)
      .filter((r) => r.json.type === 'link.clicked')
      .map((r) => clicksOf(r).count);
    expect(sizes).toEqual([WEBHOOK_CLICK_BATCH, 1]);
  });

  it('keeps every attempt of a delivery, paginated; another organisation gets 404', async () => {
    const hook = await create({ name: 'Flaky log', url: receiver.url, events: ['link.deleted'] });
    receiver.answer(500, 'down for maintenance');
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/gone'));
    expect((await org.owner.client.delete(`${linksPath(org)}/${link.id}`)).status).toBe(200);
    const now = Date.now();
    await t.app.webhooks.runDue(new Date(now));
    await t.app.webhooks.runDue(new Date(now + 10_000));
    receiver.answer(200);
    await t.app.webhooks.runDue(new Date(now + 70_000));

    const log = await org.owner.client.get<PageBody<{ id: string; attempts: number; status: string }>>(
      `${path()}/${hook.id}/deliveries`,
    );
    const [delivery] = log.body.data.items;
    expect(delivery).toMatchObject({ attempts: 3, status: 'succeeded' });
    const attemptsPath = `${path()}/${hook.id}/deliveries/${delivery?.id}/attempts`;
    const all = await org.owner.client.get<PageBody<Attempt>>(attemptsPath);
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((a) => [a.attempt, a.ok, a.responseStatus, a.responseBody])).toEqual([
      [1, false, 500, 'down for maintenance'],
      [2, false, 500, 'down for maintenance'],
      [3, true, 200, 'ok'],
    ]);
    expect(all.body.data.items.map((a) => Date.parse(a.createdAt) - now)).toEqual([0, 10_000, 70_000]);
    expect(all.body.data.items.every((a) => (a.durationMs ?? -1) >= 0 && a.error === null)).toBe(true);
    const second = await org.owner.client.get<PageBody<Attempt>>(`${attemptsPath}?page=2&pageSize=2`);
    expect(second.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.data.items.map((a) => a.attempt)).toEqual([3]);

    expectError(
      await stranger.owner.client.get(`${path(stranger)}/${hook.id}/deliveries/${delivery?.id}/attempts`),
      404,
      'NOT_FOUND',
    );
    expectError(
      await stranger.owner.client.get(`${path()}/${hook.id}/deliveries/${delivery?.id}/attempts`),
      404,
      'NOT_FOUND',
    );
    // a delivery of another endpoint, even of the same organisation, is not this one's
    const otherHook = await create({ name: 'Other log', url: receiver.url, events: ['site.created'] });
    expectError(
      await org.owner.client.get(`${path()}/${otherHook.id}/deliveries/${delivery?.id}/attempts`),
      404,
      'NOT_FOUND',
    );
  });

  it(`forgets settled deliveries and their attempts after ${WEBHOOK_LOG_RETENTION_DAYS} days; pending ones stay`, async () => {
    const hook = await create({ name: 'Old log', url: receiver.url, events: ['site.created'] });
    await org.owner.client.post(`${path()}/${hook.id}/test`, {});
    const [recent] = await t.app.db.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    const old = new Date(Date.now() - (WEBHOOK_LOG_RETENTION_DAYS + 1) * 86_400_000);
    const [settled, waiting] = await t.app.db.db
      .insert(webhookDeliveries)
      .values(
        (['succeeded', 'pending'] as const).map((status) => ({
          orgId: org.orgId,
          endpointId: hook.id,
          eventId: crypto.randomUUID(),
          eventType: 'ping' as const,
          payload: {},
          status,
          attempts: 1,
          nextAttemptAt: status === 'pending' ? new Date(Date.now() + 86_400_000) : null,
          createdAt: old,
        })),
      )
      .returning();
    await t.app.db.db
      .insert(webhookDeliveryAttempts)
      .values({ orgId: org.orgId, deliveryId: settled?.id ?? '', attempt: 1, ok: true, createdAt: old });

    expect(await t.app.webhooks.prune()).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id));
    expect(left.map((d) => d.id).sort()).toEqual([recent?.id, waiting?.id].sort());
    const attempts = await t.app.db.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, settled?.id ?? ''));
    expect(attempts).toEqual([]);
  });

  it('records each change to an endpoint in the organisation log, never its secret', async () => {
    const hook = await create({ name: 'Audited', url: receiver.url, events: ['link.created'] });
    const patch = (body: Record<string, unknown>) => org.owner.client.patch(`${path()}/${hook.id}`, body);
    expect((await patch({ name: 'Audited CRM', events: ['link.created', 'link.clicked'] })).status).toBe(200);
    expect((await patch({ enabled: false })).status).toBe(200);
    expect((await patch({ enabled: true })).status).toBe(200);
    const rolled = await org.owner.client.post<{ data: { secret: string } }>(`${path()}/${hook.id}/secret`, {});
    expect(rolled.status).toBe(200);
    expect((await org.owner.client.delete(`${path()}/${hook.id}`)).status).toBe(200);

    const res = await org.owner.client.get<PageBody<AuditEntryView>>(
      `/api/orgs/${org.orgId}/audit?action=webhook.&pageSize=50`,
    );
    expect(res.status, res.text).toBe(200);
    const mine = res.body.data.items.filter((r) => r.targetId === hook.id);
    expect(mine.map((r) => r.action)).toEqual([
      'webhook.delete',
      'webhook.secret_roll',
      'webhook.enable',
      'webhook.disable',
      'webhook.update',
      'webhook.create',
    ]);
    expect(mine.every((r) => r.actorId === org.owner.id && r.targetType === 'webhook')).toBe(true);
    expect(mine.find((r) => r.action === 'webhook.update')?.details).toMatchObject({
      name: 'Audited CRM',
      changedFields: ['name', 'events'],
    });
    expect(JSON.stringify(mine)).not.toContain(hook.secret.slice(6));
    expect(JSON.stringify(mine)).not.toContain(rolled.body.data.secret.slice(6));
    // an endpoint change is no webhook event of its own, and the stranger's log holds none of it
    const theirs = await stranger.owner.client.get<PageBody<AuditEntryView>>(
      `/api/orgs/${stranger.orgId}/audit?action=webhook.`,
    );
    expect(theirs.body.data.total).toBe(0);
  });

  it('documents the attempts route and the link.clicked payload in the API reference', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths['/api/orgs/{orgId}/webhooks/{webhookId}/deliveries/{deliveryId}/attempts']?.get).toBeDefined();
    const create = doc.paths['/api/orgs/{orgId}/webhooks']?.post?.description ?? '';
    expect(create).toContain('`link.clicked`');
    expect(create).toContain('"referrer"');
  });
});
