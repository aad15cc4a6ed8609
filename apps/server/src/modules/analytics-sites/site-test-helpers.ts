import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { expect } from 'vitest';
import type { Org } from '../../../test/tenancy/fixtures.ts';
import type { TestClient } from '../../../test/test-client.ts';

/** Helpers of the sites API tests (not a test file itself). */
export const sitesPath = (org: Org, workspaceId = org.defaultWorkspaceId) =>
  `/api/orgs/${org.orgId}/workspaces/${workspaceId}/sites`;

export const webSite = (extra: Record<string, unknown> = {}) => ({
  kind: 'web',
  name: 'Marketing site',
  currency: 'EUR',
  timeZone: 'Europe',
  subTimeZone: 'Europe/Paris',
  domain: 'example.com',
  ...extra,
});

export const mobileApp = (extra: Record<string, unknown> = {}) => ({
  kind: 'mobile',
  name: 'Shop app',
  currency: 'USD',
  timeZone: 'America',
  subTimeZone: 'America/New_York',
  platform: 'both',
  bundleId: 'com.example.shop',
  ...extra,
});

export async function createSiteOk(client: TestClient, path: string, body: unknown): Promise<Site> {
  const res = await client.post<{ data: Site }>(path, body);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
