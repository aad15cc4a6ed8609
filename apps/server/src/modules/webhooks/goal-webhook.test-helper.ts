import { expect } from 'vitest';
import type { Org } from '../../../test/tenancy/fixtures.ts';

/** A page goal "Thanks" on a site and a goal.converted endpoint at `url`, made through the API by the owner. */
export async function watchPageGoal(org: Org, siteId: string, path: string, url: string): Promise<void> {
  const goal = await org.owner.client.post(
    `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${siteId}/goals`,
    { kind: 'page', name: 'Thanks', path },
  );
  expect(goal.status, goal.text).toBe(200);
  const hook = await org.owner.client.post(`/api/orgs/${org.orgId}/webhooks`, {
    name: 'Conversions',
    url,
    events: ['goal.converted'],
  });
  expect(hook.status, hook.text).toBe(200);
}
