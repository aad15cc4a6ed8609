import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, newOrg, type Org } from '../tenancy/fixtures.ts';

/**
 * A NUL inside a name used to reach PostgreSQL, which cannot store it, and came back as a 500.
 * The shared string schemas now refuse control characters, so each route answers 400 naming the field.
 */
describe(`control characters in names and text fields (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  const orgPath = () => `/api/orgs/${org.orgId}`;
  const nul = 'Bad\u0000Name';

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Control Owner');
  });
  afterAll(() => t?.close());

  const expectRefused = (response: Parameters<typeof expectError>[0], field: string) => {
    expectError(response, 400, 'VALIDATION_ERROR', field);
    expect(response.body).toMatchObject({ messageKey: 'validation.control_characters' });
  };

  it('refuses a NUL in the organisation profile name and details', async () => {
    const client = org.owner.client;
    expectRefused(await client.patch(`${orgPath()}/profile`, { name: nul }), 'name');
    expectRefused(
      await client.patch(`${orgPath()}/profile`, { details: { legalName: 'Acme\u0000' } }),
      'details.legalName',
    );
    const profile = await client.get<{ data: { name: string } }>(`${orgPath()}/profile`);
    expect(profile.body.data.name).not.toContain('\u0000');
  });

  it('refuses a NUL when creating or updating a workspace, and DEL in its description', async () => {
    const client = org.owner.client;
    expectRefused(await client.post(`${orgPath()}/workspaces`, { name: nul }), 'name');
    expectRefused(
      await client.post(`${orgPath()}/workspaces`, { name: 'Clean Name', description: 'two\u007fwords' }),
      'description',
    );
    expectRefused(await client.patch(`${orgPath()}/workspaces/${org.defaultWorkspaceId}`, { name: nul }), 'name');
  });

  it('keeps line breaks and tabs in a multi-line description', async () => {
    const created = await org.owner.client.post<{ data: { description: string } }>(`${orgPath()}/workspaces`, {
      name: 'Multi Line',
      description: 'first line\n\tsecond line',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.description).toBe('first line\n\tsecond line');
  });

  it('refuses a NUL in a role name', async () => {
    expectRefused(await org.owner.client.post(`${orgPath()}/roles`, { name: nul, privileges: [] }), 'name');
  });

  it('refuses a NUL or an escape character in my profile', async () => {
    expectRefused(await org.owner.client.patch('/api/me/profile', { name: nul }), 'name');
    expectRefused(await org.owner.client.patch('/api/me/profile', { jobTitle: 'Chief\u001b[31m' }), 'jobTitle');
    const me = await org.owner.client.get<{ data: { name: string } }>('/api/me/profile');
    expect(me.body.data.name).toBe('Control Owner');
  });
});

describe(`control characters in a path parameter (${testMode})`, () => {
  let t: TestApp;
  let org: Org;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Path Owner');
  });
  afterAll(() => t?.close());

  // found by the schema sweep (schema-sweep.api.test.ts): the slug reached PostgreSQL and answered 500
  it('refuses a NUL in the slug of the editor’s by-slug lookup', async () => {
    const path = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/links/by-slug/a%00b`;
    const res = await org.owner.client.get(path);
    expectError(res, 400, 'VALIDATION_ERROR', 'slug');
  });
});
