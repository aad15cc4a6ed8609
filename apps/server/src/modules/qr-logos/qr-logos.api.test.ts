import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { auditCount, expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe(`QR logos (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let viewer: Person;
  let stranger: Org;
  const base = (o: Org = org, workspaceId = o.defaultWorkspaceId) =>
    `/api/orgs/${o.orgId}/workspaces/${workspaceId}/qr-logos`;

  async function upload(person: Person, path: string, bytes: Buffer, type = 'image/png') {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), 'logo');
    const xsrf = person.client.cookie('XSRF-TOKEN') ?? '';
    const cookie = [
      `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
      `osm5_session=${encodeURIComponent(person.client.cookie('osm5_session') ?? '')}`,
    ].join('; ');
    const response = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, 'x-forwarded-for': person.client.ip },
      body: form,
    });
    return {
      status: response.status,
      body: (await response.json()) as { code?: string; message?: string; data?: { fileId: string; mimeType: string } },
    };
  }

  beforeAll(async () => {
    t = await startTestApp();
    [org, stranger] = await Promise.all([newOrg(t, 'QR Owner'), newOrg(t, 'QR Stranger')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    // the viewer needs a session cookie and an XSRF token for the multipart call
    await viewer.client.get('/api/auth/csrf');
    await org.owner.client.get('/api/auth/csrf');
    await stranger.owner.client.get('/api/auth/csrf');
  });
  afterAll(() => t?.close());

  it('stores a logo for the workspace and serves it back to its members', async () => {
    const before = await auditCount(t, org.orgId);
    const uploaded = await upload(org.owner, base(), PNG);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.data?.mimeType).toBe('image/png');
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    for (const person of [org.owner, viewer]) {
      const read = await fetch(`${t.url}${base()}/${uploaded.body.data?.fileId}`, {
        headers: { cookie: `osm5_session=${encodeURIComponent(person.client.cookie('osm5_session') ?? '')}` },
      });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('refuses what is not an image, and an image over 512 KB, storing nothing', async () => {
    const before = await auditCount(t, org.orgId);
    const text = await upload(org.owner, base(), Buffer.from('<html>no</html>'), 'image/png');
    expect(text).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'validation.qr_logo_type' } });
    const big = Buffer.concat([PNG, Buffer.alloc(513 * 1024)]);
    expect((await upload(org.owner, base(), big)).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'validation.qr_logo_type',
    });
    expect(await auditCount(t, org.orgId)).toBe(before);
  });

  it('a viewer cannot upload (403); another organisation gets 404 for the logo and the upload', async () => {
    expect((await upload(viewer, base(), PNG)).status).toBe(403);
    const { body } = await upload(org.owner, base(), PNG);
    const fileId = body.data?.fileId ?? '';
    expectError(await stranger.owner.client.get(`${base()}/${fileId}`), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.get(`${base(stranger)}/${fileId}`), 404, 'NOT_FOUND');
    expect((await upload(stranger.owner, base(), PNG)).status).toBe(404);
  });

  it('a logo belongs to its workspace: another workspace of the same organisation gets 404', async () => {
    const made = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Other space',
    });
    const { body } = await upload(org.owner, base(), PNG);
    expectError(await org.owner.client.get(`${base(org, made.body.data.id)}/${body.data?.fileId}`), 404, 'NOT_FOUND');
  });
});
