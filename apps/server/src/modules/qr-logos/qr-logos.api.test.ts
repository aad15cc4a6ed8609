import { existsSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { auditCount, expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { files } from '../../db/schema.ts';
import { FileStore } from '../files/file-store.ts';
import { createOk, linksPath } from '../links/link-test-helpers.ts';
import { sweepUnusedQrLogos, UNUSED_QR_LOGO_GRACE_MS } from './qr-logos.service.ts';

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
    return person.client.postForm<{ code?: string; message?: string; data?: { fileId: string; mimeType: string } }>(
      path,
      form,
    );
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
    expect(text).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', messageKey: 'validation.qr_logo_type' },
    });
    const big = Buffer.concat([PNG, Buffer.alloc(513 * 1024)]);
    expect((await upload(org.owner, base(), big)).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      messageKey: 'validation.qr_logo_type',
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

  it('logos no link uses (replaced, never saved, of a deleted link) are removed after a day; used ones stay', async () => {
    const store = new FileStore(t.config.dataDir);
    const logo = async () => (await upload(org.owner, base(), PNG)).body.data?.fileId ?? '';
    const [replaced, kept, neverSaved, ofDeleted] = [await logo(), await logo(), await logo(), await logo()];
    const body = (logoFileId: string) => ({
      kind: 'simple',
      rules: { url: 'https://example.com/qr' },
      qrStyle: { logoFileId, errorCorrection: 'H' },
    });
    const link = await createOk(org.owner.client, linksPath(org), body(replaced));
    const replacedOk = await org.owner.client.put(`${linksPath(org)}/${link.id}`, body(kept));
    expect(replacedOk.status, replacedOk.text).toBe(200);
    const doomed = await createOk(org.owner.client, linksPath(org), body(ofDeleted));
    expect((await org.owner.client.delete(`${linksPath(org)}/${doomed.id}`)).status).toBe(200);
    // another organisation's link naming this organisation's logo does not keep it (nor can it show it: 404)
    await createOk(stranger.owner.client, linksPath(stranger), body(neverSaved));

    const keyOf = async (id: string, orgId = org.orgId) =>
      (
        await t.app.db.db
          .select()
          .from(files)
          .where(and(eq(files.id, id), eq(files.orgId, orgId)))
      )[0]?.storageKey;
    const keys = {
      replaced: await keyOf(replaced),
      kept: await keyOf(kept),
      neverSaved: await keyOf(neverSaved),
      ofDeleted: await keyOf(ofDeleted),
    };
    const onDisk = (key?: string) => key !== undefined && existsSync(joinPath(store.root, key));
    expect(Object.values(keys).every(onDisk)).toBe(true);

    // within the grace period nothing goes (the designer uploads before the style is saved)
    await sweepUnusedQrLogos(t.app.db.db, store);
    expect(await keyOf(replaced)).toBeDefined();

    const later = Date.now() + UNUSED_QR_LOGO_GRACE_MS + 60_000;
    expect(await sweepUnusedQrLogos(t.app.db.db, store, later)).toBeGreaterThanOrEqual(4);
    expect(await keyOf(replaced)).toBeUndefined();
    expect(await keyOf(neverSaved)).toBeUndefined();
    expect(await keyOf(ofDeleted)).toBeUndefined();
    expect(onDisk(keys.replaced) || onDisk(keys.neverSaved) || onDisk(keys.ofDeleted)).toBe(false);
    expect(await keyOf(kept)).toBe(keys.kept);
    expect(onDisk(keys.kept)).toBe(true);
    const served = await org.owner.client.get(`${base()}/${kept}`);
    expect(served.status).toBe(200);
    expectError(await org.owner.client.get(`${base()}/${replaced}`), 404, 'NOT_FOUND');
  });
});
