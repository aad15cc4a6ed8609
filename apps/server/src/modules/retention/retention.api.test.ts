import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { organizations } from '../../db/schema.ts';
import { insertSite } from '../ingestion/ingestion-test-helpers.ts';

const DAY = 86_400_000;

describe(`data retention (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const seed = async (org: Org, ages: number[]) => {
    const site = await insertSite(t, org, { kind: 'mobile' });
    const now = Date.now();
    t.app.events.writer.append(
      ages.map((days) => ({
        tenant_id: org.orgId,
        workspace_id: org.defaultWorkspaceId,
        item_id: site.id,
        type: 'screenview' as const,
        trigger: 'mobile' as const,
        session_id: `s-${days}`,
        visitor_id: `v-${days}`,
        time: now - days * DAY,
      })),
    );
    await t.app.events.writer.flush();
    return site.id;
  };
  /** events of the org in [from, to), read from the events table and through the engine (rollups where it can) */
  const count = async (org: Org, fromDaysAgo: number, toDaysAgo: number) => {
    const hour = 3_600_000;
    const now = Math.floor(Date.now() / hour) * hour;
    const desc = {
      scope: { tenantId: org.orgId },
      range: {
        from: new Date(now - fromDaysAgo * DAY).toISOString(),
        to: new Date(now - toDaysAgo * DAY + hour).toISOString(),
      },
      metrics: ['events' as const, 'sessions' as const],
    };
    const [events, engine] = await Promise.all([t.app.events.queryEvents(desc), t.app.events.query(desc)]);
    expect(engine.totals).toEqual(events.totals);
    return events.totals.events;
  };

  it("removes events older than the plan keeps (Free: 6 months), rollups included, and keeps everyone else's", async () => {
    const free = await newOrg(t, 'Free Retention');
    const enterprise = await newOrg(t, 'Forever Retention');
    await t.app.db.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, free.orgId));
    await seed(free, [400, 200, 10]);
    await seed(enterprise, [400, 200, 10]);
    expect(await count(free, 500, 0)).toBe(3);

    const pass = await t.app.retention.runNow();
    expect(pass.failed).toBe(0);
    expect(pass.removed).toBeGreaterThanOrEqual(1);
    expect(await count(free, 500, 0)).toBe(1);
    expect(await count(free, 15, 0)).toBe(1);
    expect(await count(enterprise, 500, 0)).toBe(3);

    // nothing older is left: the next pass has nothing to do for this organisation
    const again = await t.app.retention.runNow();
    expect(again.failed).toBe(0);
    expect(await count(free, 500, 0)).toBe(1);
  });
});
