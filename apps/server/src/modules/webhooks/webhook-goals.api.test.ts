import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { WebhookConversion } from '@osm5/shared/schemas/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { freshIp, IPHONE, sendEvent } from '../ingestion/ingestion-test-helpers.ts';
import { type Received, startReceiver } from './webhook-receiver.test-helper.ts';
import { verifyWebhook } from './webhook-signature.ts';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
interface Goal {
  id: string;
  name: string;
}

/** goal.converted: tracked events that reach a site's goals, sent as one signed batch per workspace. */
describe(`webhooks: goal.converted (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let stranger: Org;
  let site: Site;
  let strangerSite: Site;
  let receiver: Receiver;
  let strangerReceiver: Receiver;
  let secret: string;
  const goals: Record<'thanks' | 'proSignup' | 'bigOrder', Goal> = {} as never;
  let strangerGoal: Goal;

  const goalsPath = (o: Org, s: Site) =>
    `/api/orgs/${o.orgId}/workspaces/${o.defaultWorkspaceId}/analytics/sites/${s.id}/goals`;
  const addGoal = async (o: Org, s: Site, body: Record<string, unknown>) => {
    const res = await o.owner.client.post<{ data: Goal }>(goalsPath(o, s), body);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const addEndpoint = async (o: Org, url: string) => {
    const res = await o.owner.client.post<{ data: { id: string; secret: string } }>(`/api/orgs/${o.orgId}/webhooks`, {
      name: 'Conversions',
      url,
      events: ['goal.converted'],
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  /** the window ends: the gathered conversions are written, then the dispatcher sends them */
  const windowEnds = async () => {
    await t.app.webhooks.conversions.flush();
    await t.app.webhooks.runDue();
  };
  const conversionsOf = (r: Received) => r.json.data as { count: number; conversions: WebhookConversion[] };
  const track = async (event: Parameters<typeof sendEvent>[1], o?: Parameters<typeof sendEvent>[2]) => {
    const res = await sendEvent(t, event, o);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.data.accepted).toBe(1);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_TICK_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true', UPTIME_TICK_MS: '0' } });
    [org, stranger] = await Promise.all([newOrg(t, 'Goals Hook Owner'), newOrg(t, 'Goals Hook Stranger')]);
    [receiver, strangerReceiver] = await Promise.all([startReceiver(), startReceiver()]);
    [site, strangerSite] = await Promise.all([
      createSiteOk(org.owner.client, sitesPath(org), webSite({ currency: 'EUR' })),
      createSiteOk(stranger.owner.client, sitesPath(stranger), webSite()),
    ]);
    goals.thanks = await addGoal(org, site, { kind: 'page', name: 'Thank-you page', path: '/thanks', value: 5 });
    goals.proSignup = await addGoal(org, site, {
      kind: 'event',
      name: 'Pro signup',
      eventName: 'signup',
      propertyKey: 'plan',
      propertyValue: 'pro',
    });
    goals.bigOrder = await addGoal(org, site, { kind: 'revenue', name: 'Large order', minRevenue: 50 });
    // the stranger's goal is the same page: it must never convert for this organisation
    strangerGoal = await addGoal(stranger, strangerSite, { kind: 'page', name: 'Their thanks', path: '/thanks' });
    secret = (await addEndpoint(org, receiver.url)).secret;
    await addEndpoint(stranger, strangerReceiver.url);
    // goals are read again at every window (and at once when an endpoint changes)
    await t.app.webhooks.conversions.refresh();
  });
  afterAll(async () => {
    await Promise.all([receiver?.close(), strangerReceiver?.close()]);
    await t?.close();
  });

  it('sends nothing for events that reach no goal', async () => {
    const before = receiver.received.length;
    const ip = freshIp();
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/' }, { ip });
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/thanks/more' }, { ip });
    await track({ s: site.id, e: 'custom', u: 'https://example.com/', n: 'signup', p: { plan: 'free' } }, { ip });
    await track({ s: site.id, e: 'custom', u: 'https://example.com/thanks', n: 'thanks' }, { ip });
    await track({ s: site.id, e: 'ecommerce', u: 'https://example.com/', o: { id: 'small-1', revenue: 49.5 } }, { ip });
    await windowEnds();
    expect(receiver.received.slice(before)).toEqual([]);
  });

  it("sends a workspace's conversions as one signed batch, once per visit and goal; another organisation's never", async () => {
    const before = receiver.received.length;
    const theirsBefore = strangerReceiver.received.length;
    const desktop = freshIp();
    const phone = freshIp();
    // a visit from a news article: the page twice (one conversion), a pro signup, a large order
    await track(
      { s: site.id, e: 'pageview', u: 'https://example.com/thanks', r: 'https://news.example/article' },
      { ip: desktop },
    );
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/thanks?again=1' }, { ip: desktop });
    await track(
      { s: site.id, e: 'custom', u: 'https://example.com/signup', n: 'signup', p: { plan: 'pro', seats: 3 } },
      { ip: desktop },
    );
    await track(
      { s: site.id, e: 'ecommerce', u: 'https://example.com/checkout', o: { id: 'big-1', revenue: 129.9 } },
      { ip: desktop },
    );
    // another visitor, on a phone, sees the page
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/thanks' }, { ip: phone, ua: IPHONE });
    // the stranger's visitor reaches the stranger's goal
    await track({ s: strangerSite.id, e: 'pageview', u: 'https://example.com/thanks' });
    await windowEnds();

    const got = receiver.received.slice(before);
    expect(got.map((r) => r.json.type)).toEqual(['goal.converted']);
    const [batch] = got as [Received];
    expect(batch.headers['osm5-event']).toBe('goal.converted');
    expect(
      verifyWebhook(secret, batch.body, String(batch.headers['osm5-signature']), Math.floor(Date.now() / 1000)),
    ).toBe(true);
    expect(batch.json).toMatchObject({ organizationId: org.orgId, workspaceId: org.defaultWorkspaceId });
    const data = conversionsOf(batch);
    expect(data.count).toBe(4);
    expect(data.conversions.map((c) => [c.goalName, c.path, c.revenue, c.currency, c.value])).toEqual([
      ['Thank-you page', '/thanks', null, null, 5],
      ['Pro signup', '/signup', null, null, null],
      ['Large order', '/checkout', 129.9, 'EUR', null],
      ['Thank-you page', '/thanks', null, null, 5],
    ]);
    const [first, signup, order, other] = data.conversions as [
      WebhookConversion,
      WebhookConversion,
      WebhookConversion,
      WebhookConversion,
    ];
    expect(first).toMatchObject({
      goalId: goals.thanks.id,
      goalKind: 'page',
      siteId: site.id,
      device: 'desktop',
      referrer: 'https://news.example/article',
    });
    expect(signup).toMatchObject({ goalId: goals.proSignup.id, goalKind: 'event' });
    expect(order).toMatchObject({ goalId: goals.bigOrder.id, goalKind: 'revenue' });
    expect(other).toMatchObject({ goalId: goals.thanks.id, device: 'mobile', referrer: '' });
    // one visit's conversions share its visitor and session; the other visitor is another visit
    expect(new Set([first, signup, order].map((c) => `${c.visitorId}|${c.sessionId}`)).size).toBe(1);
    expect(first.sessionId).not.toBe('');
    expect(other.visitorId).not.toBe(first.visitorId);
    for (const c of data.conversions) {
      expect(Math.abs(Date.parse(c.at) - Date.now())).toBeLessThan(60_000);
      expect(typeof c.country).toBe('string');
    }
    const ids = new Set(data.conversions.map((c) => c.goalId));
    expect(ids.has(strangerGoal.id)).toBe(false);

    // the stranger's endpoint got its own conversion only
    const theirs = strangerReceiver.received.slice(theirsBefore);
    expect(theirs.map((r) => r.json.organizationId)).toEqual([stranger.orgId]);
    expect(conversionsOf(theirs[0] as Received).conversions.map((c) => [c.goalId, c.siteId])).toEqual([
      [strangerGoal.id, strangerSite.id],
    ]);

    // nothing more to send: the window's conversions went once
    await windowEnds();
    expect(receiver.received.length).toBe(before + 1);
  });

  it('matches a goal added a moment ago at once (the goals are read again after the change)', async () => {
    const before = receiver.received.length;
    const pricing = await addGoal(org, site, { kind: 'page', name: 'Pricing page', path: '/pricing' });
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/pricing' }, { ip: freshIp() });
    await windowEnds();
    const got = receiver.received.slice(before) as Received[];
    expect(got.flatMap((batch) => conversionsOf(batch).conversions.map((c) => c.goalId))).toEqual([pricing.id]);
  });

  it('gathers nothing once no endpoint takes conversions', async () => {
    const list = await org.owner.client.get<{ data: { items: { id: string }[] } }>(`/api/orgs/${org.orgId}/webhooks`);
    for (const hook of list.body.data.items) {
      expect(
        (await org.owner.client.patch(`/api/orgs/${org.orgId}/webhooks/${hook.id}`, { enabled: false })).status,
      ).toBe(200);
    }
    expect(t.app.webhooks.conversions.wants(org.orgId)).toBe(false);
    const before = receiver.received.length;
    await track({ s: site.id, e: 'pageview', u: 'https://example.com/thanks' });
    await windowEnds();
    expect(receiver.received.length).toBe(before);
  });

  it('documents the goal.converted payload in the API reference', async () => {
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const create = doc.paths['/api/orgs/{orgId}/webhooks']?.post?.description ?? '';
    expect(create).toContain('`goal.converted`');
    expect(create).toContain('"goalKind"');
  });
});
