import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { WebhookConversion } from '@osm5/shared/schemas/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import type { EventInput } from '../../analytics-store/index.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { freshIp, sendEvent, storedRows } from '../ingestion/ingestion-test-helpers.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { watchPageGoal } from './goal-webhook.test-helper.ts';
import { GoalWebhooks, redisConversionClaims } from './goal-webhooks.ts';
import { startReceiver } from './webhook-receiver.test-helper.ts';

/**
 * goal.converted with two instances behind one Redis (server mode only, the
 * file name): a second gatherer on the same database and Redis stands for
 * the other instance. A visit whose events reach both converts once.
 */
describe('webhooks: goal.converted across instances', () => {
  let t: TestApp;
  let org: Org;
  let site: Site;
  let other: GoalWebhooks;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await startTestApp({ env: { WEBHOOK_TICK_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true', UPTIME_TICK_MS: '0' } });
    const redis = t.app.redis;
    if (!redis) throw new Error('server mode runs with Redis');
    org = await newOrg(t, 'Goals Instances');
    receiver = await startReceiver();
    site = await createSiteOk(org.owner.client, sitesPath(org), webSite());
    await watchPageGoal(org, site.id, '/thanks', receiver.url);
    const prefix = `osm5:${(await ensureSecret(t.app.db.db, 'rate_limit_prefix')).slice(0, 12)}`;
    other = new GoalWebhooks(t.app.db.db, t.app.log, { claims: redisConversionClaims(redis, prefix) });
    await Promise.all([t.app.webhooks.conversions.refresh(), other.refresh()]);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('sends a visit that reached a goal on two instances once; another visit seen by the second alone goes out', async () => {
    const ip = freshIp();
    await sendEvent(t, { s: site.id, u: 'https://example.com/thanks' }, { ip });
    const [row] = (await storedRows(t, org, site.id)) as unknown as EventInput[];
    expect(row?.session_id).toBeTruthy();
    // the same visit's next view of the page reaches the other instance, which has not seen it convert
    other.note([{ ...(row as EventInput), time: Date.now() }]);
    // and a visit the other instance alone saw
    other.note([{ ...(row as EventInput), session_id: 'another-visit', visitor_id: 'another-visitor' }]);

    const before = receiver.received.length;
    await t.app.webhooks.conversions.flush();
    await other.flush();
    await t.app.webhooks.runDue();
    const conversions = receiver.received
      .slice(before)
      .flatMap((r) => (r.json.data as { conversions: WebhookConversion[] }).conversions);
    expect(conversions.map((c) => [c.goalName, c.sessionId]).sort()).toEqual(
      [
        ['Thanks', row?.session_id],
        ['Thanks', 'another-visit'],
      ].sort(),
    );
  });
});
