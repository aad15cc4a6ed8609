import type { ImportPreview, ImportRowErrorView, LinkImportView } from '@osm5/shared/schemas/link-imports';
import type { Link } from '@osm5/shared/schemas/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { linkImports } from '../../db/schema.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const importsPath = (org: Org) => `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/imports`;
const linksPath = (org: Org) => `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/links`;

interface UploadResponse<T> {
  status: number;
  body: { status: boolean; data: T; code?: string; field?: string; message?: string; messageKey?: string };
  text: string;
}

/** A multipart upload as the browser sends it: the session cookie, the XSRF header, the file and its options. */
async function upload<T>(
  person: Person,
  path: string,
  csv: string | null,
  options?: unknown,
  fileName = 'links.csv',
): Promise<UploadResponse<T>> {
  const form = new FormData();
  if (options !== undefined) form.append('options', typeof options === 'string' ? options : JSON.stringify(options));
  if (csv !== null) form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  return person.client.postForm<UploadResponse<T>['body']>(path, form);
}

async function waitForImport(org: Org, id: string): Promise<LinkImportView> {
  for (let i = 0; i < 200; i++) {
    const res = await org.owner.client.get<{ data: LinkImportView }>(`${importsPath(org)}/${id}`);
    expect(res.status, res.text).toBe(200);
    if (res.body.data.status !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

async function allLinks(org: Org): Promise<Link[]> {
  const res = await org.owner.client.get<PageBody<Link>>(`${linksPath(org)}?pageSize=100`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.items;
}

const templateHeader =
  'short_url,domain,slug,kind,destination,title,tags,status,clicks,created_at,expires_at,max_clicks,utm_source,utm_medium,utm_campaign,utm_term,utm_content';

describe('preview', () => {
  it('knows a Bitly export, maps it, and checks each row as the import will', async () => {
    const org = await newOrg(t);
    const existing = await org.owner.client.post(linksPath(org), {
      kind: 'simple',
      rules: { url: 'https://example.com/existing' },
      slug: 'taken',
    });
    expect(existing.status, existing.text).toBe(200);
    const csv = [
      'id,link,long_url,title,created_at,tags',
      'a1,bit.ly/spring,https://shop.example/spring,"Spring, 2025",2024-01-01,"promo,spring"',
      'a2,bit.ly/bad1,not a url,Bad,2024-01-01,',
      'a3,bit.ly/bad2,javascript:alert(1),Script,2024-01-01,',
      'a4,bit.ly/api,https://example.com/api,Reserved,2024-01-01,',
      'a5,bit.ly/spring,https://shop.example/again,Duplicate,2024-01-01,',
      'a6,bit.ly/taken,https://example.com/t,Taken,2024-01-01,',
      '',
    ].join('\r\n');
    const res = await upload<ImportPreview>(org.owner, `${importsPath(org)}/preview`, `\uFEFF${csv}`);
    expect(res.status, res.text).toBe(200);
    const preview = res.body.data;
    expect(preview.format).toBe('bitly');
    expect(preview.total).toBe(6);
    expect(preview.mapping).toEqual({ destination: 2, shortUrl: 1, title: 3, tags: 5 });
    expect(preview.headers[0]).toBe('id');
    const byRow = new Map(preview.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ valid: true, errors: [] });
    expect(byRow.get(2)?.cells[3]).toBe('Spring, 2025');
    const only = (row: number) => byRow.get(row)?.errors.map((e) => [e.field, e.code, e.message]);
    expect(only(3)).toEqual([['destination', 'VALIDATION_ERROR', 'validation.invalid_url']]);
    expect(only(4)).toEqual([['destination', 'VALIDATION_ERROR', 'validation.url_scheme']]);
    expect(only(5)).toEqual([['slug', 'VALIDATION_ERROR', 'validation.slug_reserved']]);
    expect(only(6)).toEqual([['slug', 'SLUG_TAKEN', 'bulkImport.rowErrors.duplicate_in_file']]);
    expect(only(7)).toEqual([['slug', 'SLUG_TAKEN', 'errors.SLUG_TAKEN']]);
    // a preview creates nothing
    expect((await allLinks(org)).map((l) => l.slug)).toEqual(['taken']);
  });

  it('uses the mapping the user chose for a file of their own', async () => {
    const org = await newOrg(t);
    const csv = 'Name;Where;Code\nDocs;https://docs.example;guide\n';
    const guessed = await upload<ImportPreview>(org.owner, `${importsPath(org)}/preview`, csv);
    expect(guessed.status, guessed.text).toBe(200);
    // no column looks like a destination: every row says so, and the user picks one
    expect(guessed.body.data).toMatchObject({ format: 'other', mapping: { title: 0 } });
    expect(guessed.body.data.mapping.destination).toBeUndefined();
    expect(guessed.body.data.rows[0]?.errors).toEqual([
      { row: 2, field: 'destination', code: 'VALIDATION_ERROR', message: 'validation.url_required' },
    ]);
    // an import without a destination column is refused outright
    const refused = await upload(org.owner, importsPath(org), csv, { format: 'other', mapping: { title: 0 } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'mapping.destination' });
    const mapped = await upload<ImportPreview>(org.owner, `${importsPath(org)}/preview`, csv, {
      format: 'other',
      mapping: { title: 0, destination: 1, slug: 2 },
    });
    expect(mapped.status, mapped.text).toBe(200);
    expect(mapped.body.data.rows[0]).toMatchObject({ row: 2, valid: true });
    const started = await upload<LinkImportView>(org.owner, importsPath(org), csv, {
      format: 'other',
      mapping: { title: 0, destination: 1, slug: 2 },
    });
    expect(started.status, started.text).toBe(202);
    expect(await waitForImport(org, started.body.data.id)).toMatchObject({
      status: 'done',
      format: 'other',
      succeeded: 1,
    });
    expect((await allLinks(org)).map((l) => [l.slug, l.title])).toEqual([['guide', 'Docs']]);
  });

  it('refuses what it cannot read, with a field and a message', async () => {
    const org = await newOrg(t);
    const path = `${importsPath(org)}/preview`;
    const check = (res: UploadResponse<unknown>, status: number, code: string, field: string, message: string) => {
      expect(res.status, res.text).toBe(status);
      expect(res.body).toMatchObject({ status: false, code, field, messageKey: message });
    };
    check(await upload(org.owner, path, null), 400, 'VALIDATION_ERROR', 'file', 'bulkImport.errors.file_required');
    check(await upload(org.owner, path, ''), 400, 'VALIDATION_ERROR', 'file', 'bulkImport.errors.file_required');
    check(await upload(org.owner, path, '\r\n\r\n'), 400, 'VALIDATION_ERROR', 'file', 'bulkImport.errors.empty');
    check(
      await upload(org.owner, path, `${templateHeader}\r\n`),
      400,
      'VALIDATION_ERROR',
      'file',
      'bulkImport.errors.no_rows',
    );
    check(
      await upload(org.owner, path, 'destination,slug\nhttps://a.test,a\n', { mapping: { destination: 0, title: 7 } }),
      400,
      'VALIDATION_ERROR',
      'mapping.title',
      'bulkImport.errors.no_such_column',
    );
    check(
      await upload(org.owner, path, 'destination\nhttps://a.test\n', '{not json'),
      400,
      'VALIDATION_ERROR',
      'options',
      'bulkImport.errors.options_invalid',
    );
    const tooManyRows = `destination\n${'https://a.test\n'.repeat(10_001)}`;
    check(
      await upload(org.owner, path, tooManyRows),
      413,
      'PAYLOAD_TOO_LARGE',
      'file',
      'bulkImport.errors.too_many_rows',
    );
    const tooLarge = `destination,title\n${`https://a.test,${'x'.repeat(1000)}\n`.repeat(5300)}`;
    check(await upload(org.owner, path, tooLarge), 413, 'PAYLOAD_TOO_LARGE', 'file', 'bulkImport.errors.too_large');
  });
});

describe('import', () => {
  it('creates the good rows through the links service and reports the bad ones by row', async () => {
    const org = await newOrg(t);
    const csv = [
      templateHeader,
      ',,good-one,simple,https://example.com/one,First,"a,b",active,12,2024-01-01T00:00:00Z,2031-01-01T00:00:00Z,50,news,email,launch,,',
      ',,bad-url,simple,ftp://example.com,Bad URL,,,,,,,,,,,',
      ',,good-two,,https://example.com/two,Second,,inactive,,,,,,,,,',
      ',,good-one,simple,https://example.com/dup,Duplicate slug,,,,,,,,,,,',
      ',,rules,rule_based,https://example.com/r,Rules,,,,,,,,,,,',
      ',,,simple,https://example.com/generated,Generated slug,,,,,,,,,,,',
      ',,bad-count,simple,https://example.com/c,Bad count,,,,,,zero,,,,,',
    ].join('\r\n');
    const started = await upload<LinkImportView>(org.owner, importsPath(org), csv, undefined, 'export.csv');
    expect(started.status, started.text).toBe(202);
    expect(started.body.data).toMatchObject({ format: 'template', fileName: 'export.csv', total: 7 });

    const done = await waitForImport(org, started.body.data.id);
    expect(done).toMatchObject({ status: 'done', total: 7, processed: 7, succeeded: 3, failed: 4 });
    expect(done.finishedAt).not.toBeNull();

    const links = await allLinks(org);
    const bySlug = new Map(links.map((l) => [l.slug, l]));
    expect(bySlug.get('good-one')).toMatchObject({
      kind: 'simple',
      rules: { url: 'https://example.com/one' },
      title: 'First',
      tags: ['a', 'b'],
      status: 'active',
      maxClicks: 50,
      utm: { source: 'news', medium: 'email', campaign: 'launch' },
      clicks: 0,
      version: 1,
    });
    expect(bySlug.get('good-one')?.expiresAt).toMatch(/^2031-01-01T00:00:00/);
    expect(bySlug.get('good-two')).toMatchObject({ status: 'inactive', title: 'Second' });
    const generated = links.find((l) => l.title === 'Generated slug');
    expect(generated?.slug).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(links).toHaveLength(3);

    const errors = await org.owner.client.get<PageBody<ImportRowErrorView>>(
      `${importsPath(org)}/${done.id}/errors?pageSize=2`,
    );
    expect(errors.status, errors.text).toBe(200);
    expect(errors.body.data.total).toBe(4);
    expect(errors.body.data.items).toEqual([
      { row: 3, field: 'destination', code: 'VALIDATION_ERROR', message: 'validation.url_scheme' },
      { row: 5, field: 'slug', code: 'SLUG_TAKEN', message: expect.any(String) },
    ]);
    const page2 = await org.owner.client.get<PageBody<ImportRowErrorView>>(
      `${importsPath(org)}/${done.id}/errors?pageSize=2&page=2`,
    );
    expect(page2.body.data.items.map((e) => [e.row, e.field, e.message])).toEqual([
      [6, 'kind', 'bulkImport.rowErrors.kind_not_importable'],
      [8, 'maxClicks', 'validation.invalid_max_clicks'],
    ]);

    const failed = await org.owner.client.get(`${importsPath(org)}/${done.id}/failed.csv`);
    expect(failed.status).toBe(200);
    expect(failed.headers.get('content-type')).toContain('text/csv');
    const lines = failed.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`${templateHeader},row,error`);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('ftp://example.com');
    expect(lines[1]).toContain('destination: validation.url_scheme');
    // the failed rows read back as our template, ready to fix and import again
    const again = await upload<ImportPreview>(org.owner, `${importsPath(org)}/preview`, failed.text);
    expect(again.body.data).toMatchObject({ format: 'template', total: 4 });

    const list = await org.owner.client.get<PageBody<LinkImportView>>(`${importsPath(org)}?pageSize=1`);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.items[0]).toMatchObject({ id: done.id, createdBy: { id: org.owner.id } });
  });

  it('reads the links export back as the same links (our template round trip)', async () => {
    const org = await newOrg(t);
    const bodies = [
      {
        kind: 'simple',
        rules: { url: 'https://example.com/a?x=1,2' },
        slug: 'round-a',
        title: '=SUM(1,2) "quoted", title',
        tags: ['one', 'two'],
        status: 'inactive',
        expiresAt: '2031-03-04T05:06:07.000Z',
        maxClicks: 9,
        utm: { source: 'news', medium: 'email', campaign: 'c1', term: 't', content: 'x' },
      },
      { kind: 'simple', rules: { url: 'https://example.com/b' }, slug: 'round-b', title: '' },
    ];
    for (const body of bodies) {
      const res = await org.owner.client.post(linksPath(org), body);
      expect(res.status, res.text).toBe(200);
    }
    const before = await allLinks(org);
    const exported = await org.owner.client.get(`${linksPath(org)}/export.csv`);
    expect(exported.status, exported.text).toBe(200);
    // slugs are unique per domain: make room for the copies
    for (const link of before) {
      const removed = await org.owner.client.delete(`${linksPath(org)}/${link.id}`);
      expect(removed.status, removed.text).toBe(200);
    }

    const started = await upload<LinkImportView>(org.owner, importsPath(org), exported.text, undefined, 'links.csv');
    expect(started.status, started.text).toBe(202);
    expect(started.body.data.format).toBe('template');
    expect(await waitForImport(org, started.body.data.id)).toMatchObject({ status: 'done', succeeded: 2, failed: 0 });

    const pick = (l: Link) => ({
      domain: l.domain,
      slug: l.slug,
      kind: l.kind,
      rules: l.rules,
      title: l.title,
      tags: l.tags,
      status: l.status,
      expiresAt: l.expiresAt && new Date(l.expiresAt).toISOString(),
      maxClicks: l.maxClicks,
      utm: l.utm,
    });
    const bySlug = (links: Link[]) => [...links].sort((x, y) => x.slug.localeCompare(y.slug)).map(pick);
    expect(bySlug(await allLinks(org))).toEqual(bySlug(before));
  });

  it('an import whose process stopped is marked interrupted, not running forever', async () => {
    const org = await newOrg(t);
    const [row] = await t.app.db.db
      .insert(linkImports)
      .values({
        orgId: org.orgId,
        workspaceId: org.defaultWorkspaceId,
        format: 'template',
        fileName: 'stuck.csv',
        total: 100,
        processed: 40,
        succeeded: 40,
        createdBy: org.owner.id,
        updatedAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    if (!row) throw new Error('no row');
    const res = await org.owner.client.get<{ data: LinkImportView }>(`${importsPath(org)}/${row.id}`);
    expect(res.body.data).toMatchObject({ status: 'interrupted', processed: 40, succeeded: 40 });
    expect(res.body.data.finishedAt).not.toBeNull();
  });
});

describe('tenancy', () => {
  it('another organisation gets 404 on every import route', async () => {
    const org = await newOrg(t);
    const stranger = await newOrg(t);
    const started = await upload<LinkImportView>(org.owner, importsPath(org), 'destination\nhttps://a.test/x\n');
    expect(started.status, started.text).toBe(202);
    const id = started.body.data.id;
    await waitForImport(org, id);
    const c = stranger.owner.client;
    for (const path of [importsPath(org), `${importsPath(org)}/${id}`, `${importsPath(org)}/${id}/errors`]) {
      expectError(await c.get(path), 404, 'NOT_FOUND');
    }
    expectError(await c.get(`${importsPath(org)}/${id}/failed.csv`), 404, 'NOT_FOUND');
    for (const path of [`${importsPath(stranger)}/${id}`, `${importsPath(stranger)}/${id}/errors`]) {
      expectError(await c.get(path), 404, 'NOT_FOUND');
    }
    const preview = await upload(stranger.owner, `${importsPath(org)}/preview`, 'destination\nhttps://a.test\n');
    expect(preview.status).toBe(404);
    const run = await upload(stranger.owner, importsPath(org), 'destination\nhttps://a.test\n');
    expect(run.status).toBe(404);
  });

  it('a viewer may read past imports but not preview or import', async () => {
    const org = await newOrg(t);
    for (const viewer of [
      await join(t, org, 'ORG_VIEWER'),
      await join(t, org, 'ORG_USER', { workspaceId: org.defaultWorkspaceId, workspaceRole: 'SBOX_VIEWER' }),
    ]) {
      const list = await viewer.client.get(importsPath(org));
      expect(list.status, list.text).toBe(200);
      const preview = await upload(viewer, `${importsPath(org)}/preview`, 'destination\nhttps://a.test\n');
      expect(preview.status, preview.text).toBe(403);
      expect(preview.body.code).toBe('ACCESS_DENIED');
      const run = await upload(viewer, importsPath(org), 'destination\nhttps://a.test\n');
      expect(run.status).toBe(403);
    }
    const list = await org.owner.client.get<PageBody<LinkImportView>>(importsPath(org));
    expect(list.body.data.total).toBe(0);
  });
});
