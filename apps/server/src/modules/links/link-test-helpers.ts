import { expect } from 'vitest';
import type { Org } from '../../../test/tenancy/fixtures.ts';
import type { TestClient } from '../../../test/test-client.ts';

/** Helpers of the links API tests (not a test file itself). */
export interface LinkBody {
  data: {
    id: string;
    slug: string;
    domain: string;
    shortUrl: string;
    kind: string;
    rules: Record<string, unknown>;
    hasPassword: boolean;
    title: string;
    tags: string[];
    status: string;
    version: number;
    starred: boolean;
    clicks: number;
    createdBy: { id: string; name: string } | null;
    updatedBy: { id: string; name: string } | null;
    createdAt: string;
  };
}

export const linksPath = (org: Org, workspaceId = org.defaultWorkspaceId) =>
  `/api/orgs/${org.orgId}/workspaces/${workspaceId}/links`;

export const simple = (url: string, extra: Record<string, unknown> = {}) => ({
  kind: 'simple',
  rules: { url },
  ...extra,
});

export async function createOk(client: TestClient, path: string, body: unknown): Promise<LinkBody['data']> {
  const res = await client.post<LinkBody>(path, body);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
