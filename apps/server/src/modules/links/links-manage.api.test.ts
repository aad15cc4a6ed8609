import { linkCsvColumns } from '@osm5/shared/links/csv-columns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { links, linkVersions, stars } from '../../db/schema.ts';
import type { LinkChange } from '../../plugins/link-changes.ts';
import { createOk, type LinkBody, linksPath, simple } from './link-test-helpers.ts';

type Link = LinkBody['data'];
interface Version {
  version: number;
  changedFields: string[];
  changedBy: { id: string; name: string } | null;
  snapshot: Record<string, unknown>;
}

describe(`links: list, edit, history, status, delete, export (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let editor: Person;
  let path: string;
  const changes: LinkChange[] = [];
  // server mode shares one Redis channel between test files: look at this file's links only
  const changesOf = (id: string) => changes.filter((c) => c.type === 'link' && c.id === id);

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'List Owner');
    editor = await join(t, org, 'ORG_EDITOR', { name: 'Eddie Editor' });
    path = linksPath(org);
    t.app.linkChanges.subscribe((c) => changes.push(c));
  });
  afterAll(() => t?.close());

  describe('the list', () => {
    const made: Record<string, Link> = {};
    const list = async (query: string) => {
      const res = await org.owner.client.get<PageBody<Link>>(`${path}?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body.data;
    };

    beforeAll(async () => {
      // distinct creation times, oldest first
      for (const [key, body] of [
        ['alpha', simple('https://shop.example.com/spring', { title: 'Alpha spring sale', tags: ['sale', 'spring'] })],
        [
          'beta',
          simple('https://blog.example.com/post', { title: 'beta post', notes: 'Launch 100% notes', tags: ['blog'] }),
        ],
        [
          'gamma',
          {
            kind: 'device_based',
            rules: { devices: { mobile: 'https://m.example.com' }, defaultUrl: 'https://www.example.com/gamma' },
            title: 'Gamma',
            slug: 'gamma-link',
          },
        ],
        ['delta', simple('https://example.org/delta', { title: 'Delta', status: 'inactive', tags: ['sale'] })],
      ] as const) {
        made[key] = await createOk(org.owner.client, path, body);
      }
      await t.app.db.db
        .update(links)
        .set({ clicks: 42 })
        .where(eq(links.id, made.beta?.id ?? ''));
      await t.app.db.db
        .update(links)
        .set({ clicks: 7 })
        .where(eq(links.id, made.gamma?.id ?? ''));
    });

    const titles = (page: { items: Link[] }) => page.items.map((l) => l.title);

    it('pages newest first by default', async () => {
      const first = await list('pageSize=3');
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(titles(first)).toEqual(['Delta', 'Gamma', 'beta post']);
      expect(titles(await list('pageSize=3&page=2'))).toEqual(['Alpha spring sale']);
      expectError(await org.owner.client.get(`${path}?pageSize=101`), 400, 'VALIDATION_ERROR', 'pageSize');
    });

    it('sorts', async () => {
      expect(titles(await list('sort=created_asc'))).toEqual(['Alpha spring sale', 'beta post', 'Gamma', 'Delta']);
      expect(titles(await list('sort=clicks_desc')).slice(0, 2)).toEqual(['beta post', 'Gamma']);
      expect(titles(await list('sort=title_asc'))).toEqual(['Alpha spring sale', 'beta post', 'Delta', 'Gamma']);
      expectError(await org.owner.client.get(`${path}?sort=random`), 400, 'VALIDATION_ERROR', 'sort');
    });

    it('searches title, slug, notes and destinations, case-insensitively and literally', async () => {
      expect(titles(await list('search=SPRING'))).toEqual(['Alpha spring sale']);
      expect(titles(await list('search=gamma-LINK'))).toEqual(['Gamma']);
      expect(titles(await list('search=launch'))).toEqual(['beta post']);
      expect(titles(await list('search=m.example.com'))).toEqual(['Gamma']);
      expect(titles(await list(`search=${encodeURIComponent('100%')}`))).toEqual(['beta post']);
      // % and _ are not wildcards
      expect((await list(`search=${encodeURIComponent('%')}`)).total).toBe(1);
      expect((await list('search=a_b')).total).toBe(0);
    });

    it('filters by kind, tag, status, domain and my stars', async () => {
      expect(titles(await list('kind=device_based'))).toEqual(['Gamma']);
      expect(titles(await list('tag=sale'))).toEqual(['Delta', 'Alpha spring sale']);
      expect(titles(await list('status=inactive'))).toEqual(['Delta']);
      expect((await list(`domain=${encodeURIComponent(t.config.shortDomain)}`)).total).toBe(4);
      expect((await list('domain=other.example.test')).total).toBe(0);
      const star = await org.owner.client.put(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/stars`, {
        itemType: 'surl',
        itemId: made.gamma?.id,
      });
      expect(star.status, star.text).toBe(200);
      const starred = await list('starred=true');
      expect(titles(starred)).toEqual(['Gamma']);
      expect(starred.items[0]?.starred).toBe(true);
      expect((await list('starred=false')).total).toBe(3);
      // stars are per person
      const theirs = await editor.client.get<PageBody<Link>>(`${path}?starred=true`);
      expect(theirs.body.data.total).toBe(0);
      // filters together, each with its value, on any page of any order
      expect(titles(await list('tag=sale&status=inactive'))).toEqual(['Delta']);
      expect(titles(await list('tag=sale&status=active&sort=title_asc'))).toEqual(['Alpha spring sale']);
      expect(titles(await list('search=a&starred=false&sort=title_asc&pageSize=1&page=2'))).toEqual(['beta post']);
      expect((await list('search=a&starred=false&sort=title_asc&pageSize=1&page=2')).total).toBe(3);
      expect((await list('kind=device_based&starred=false')).total).toBe(0);
      const summary = await org.owner.client.get<{ data: Record<string, unknown> }>(`${path}/summary`);
      expect(summary.body.data).toMatchObject({
        total: 4,
        byStatus: { active: 3, inactive: 1 },
        byKind: { simple: 3, device_based: 1, rlsurl: 0 },
        clicks: 49,
        starred: 1,
      });
    });

    it('exports every matching link as CSV in the import template columns', async () => {
      const res = await org.owner.client.get(`${path}/export.csv?tag=sale&sort=created_asc`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toContain('links.csv');
      const lines = res.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(linkCsvColumns.join(','));
      expect(lines).toHaveLength(3);
      const alpha = made.alpha as Link;
      const empty = ',,,,,,,'; // expires_at, max_clicks and the five UTM columns
      expect(lines[1]).toBe(
        `${alpha.shortUrl},${alpha.domain},${alpha.slug},simple,https://shop.example.com/spring,Alpha spring sale,"sale,spring",active,0,${alpha.createdAt}${empty}`,
      );
      expect(lines[2]?.startsWith(`${made.delta?.shortUrl},`)).toBe(true);
      const all = await org.owner.client.get(`${path}/export.csv`);
      expect(all.text.trimEnd().split('\r\n')).toHaveLength(5);
      expect(all.text).toContain('https://www.example.com/gamma');
    });
  });

  it('edits: version n+1 with the changed fields and who changed them; the old address is published too', async () => {
    const link = await createOk(
      org.owner.client,
      path,
      simple('https://example.com/v1', { title: 'v1', slug: 'edit-me' }),
    );
    changes.length = 0;
    const put = await editor.client.put<LinkBody>(
      `${path}/${link.id}`,
      simple('https://example.com/v2', { title: 'v2', slug: 'edited', tags: ['x'] }),
    );
    expect(put.status, put.text).toBe(200);
    expect(put.body.data).toMatchObject({
      version: 2,
      slug: 'edited',
      title: 'v2',
      updatedBy: { id: editor.id, name: 'Eddie Editor' },
    });
    expect(changesOf(link.id)).toEqual([
      { type: 'link', id: link.id, domain: link.domain, slug: 'edited' },
      { type: 'link', id: link.id, domain: link.domain, slug: 'edit-me' },
    ]);
    // absent slug keeps the current one; a password kind then needs a password
    expectError(
      await org.owner.client.put(`${path}/${link.id}`, {
        kind: 'password_protected',
        rules: { url: 'https://example.com/v2' },
        title: 'v2',
        tags: ['x'],
      }),
      400,
      'VALIDATION_ERROR',
      'password',
    );
    const locked = await org.owner.client.put<LinkBody>(`${path}/${link.id}`, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/v2' },
      title: 'v2',
      tags: ['x'],
      password: 'first secret',
    });
    expect(locked.body.data).toMatchObject({ version: 3, slug: 'edited', hasPassword: true });
    // no password: the current one stays, and is not a change
    const kept = await org.owner.client.put<LinkBody>(`${path}/${link.id}`, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/v2' },
      title: 'v3',
      tags: ['x'],
    });
    expect(kept.body.data).toMatchObject({ version: 4, hasPassword: true });
    const same = await org.owner.client.put<LinkBody>(`${path}/${link.id}`, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/v2' },
      title: 'v3',
      tags: ['x'],
      password: 'second secret',
    });
    expect(same.body.data.version).toBe(5);

    const history = await org.owner.client.get<PageBody<Version>>(`${path}/${link.id}/versions?pageSize=10`);
    expect(history.status, history.text).toBe(200);
    expect(history.body.data.total).toBe(5);
    expect(history.body.data.items.map((v) => [v.version, v.changedFields, v.changedBy?.name])).toEqual([
      [5, ['password'], 'List Owner'],
      [4, ['title'], 'List Owner'],
      [3, ['kind', 'password'], 'List Owner'],
      [2, ['slug', 'rules', 'title', 'tags'], 'Eddie Editor'],
      [1, [], 'List Owner'],
    ]);
    expect(history.body.data.items[3]?.snapshot).toMatchObject({
      slug: 'edited',
      title: 'v2',
      rules: { url: 'https://example.com/v2' },
    });
    const page2 = await org.owner.client.get<PageBody<Version>>(`${path}/${link.id}/versions?pageSize=2&page=2`);
    expect(page2.body.data.items.map((v) => v.version)).toEqual([3, 2]);

    // moving onto a taken slug changes nothing
    await createOk(org.owner.client, path, simple('https://example.com/other', { slug: 'taken-one' }));
    expectError(
      await org.owner.client.put(`${path}/${link.id}`, simple('https://example.com/x', { slug: 'taken-one' })),
      409,
      'SLUG_TAKEN',
      'slug',
    );
    expect((await org.owner.client.get<LinkBody>(`${path}/${link.id}`)).body.data).toMatchObject({
      version: 5,
      slug: 'edited',
    });
  });

  it('switches status as a new version and publishes it', async () => {
    const link = await createOk(org.owner.client, path, simple('https://example.com/status'));
    changes.length = 0;
    const off = await org.owner.client.patch<LinkBody>(`${path}/${link.id}/status`, { status: 'inactive' });
    expect(off.body.data).toMatchObject({ status: 'inactive', version: 2 });
    expect(changesOf(link.id)).toEqual([{ type: 'link', id: link.id, domain: link.domain, slug: link.slug }]);
    expectError(
      await org.owner.client.patch(`${path}/${link.id}/status`, { status: 'paused' }),
      400,
      'VALIDATION_ERROR',
      'status',
    );
    const on = await org.owner.client.patch<LinkBody>(`${path}/${link.id}/status`, { status: 'active' });
    expect(on.body.data).toMatchObject({ status: 'active', version: 3 });
    const history = await org.owner.client.get<PageBody<Version>>(`${path}/${link.id}/versions`);
    expect(history.body.data.items.map((v) => v.changedFields)).toEqual([['status'], ['status'], []]);
  });

  it('publishes every create, and deletes for good (row, versions, stars) with a publish', async () => {
    changes.length = 0;
    const link = await createOk(org.owner.client, path, simple('https://example.com/gone', { slug: 'gone-soon' }));
    expect(changesOf(link.id)).toEqual([{ type: 'link', id: link.id, domain: link.domain, slug: 'gone-soon' }]);
    await org.owner.client.put(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/stars`, {
      itemType: 'surl',
      itemId: link.id,
    });
    expect(await t.app.db.db.select().from(stars).where(eq(stars.itemId, link.id))).toHaveLength(1);
    expect((await org.owner.client.get<LinkBody>(`${path}/${link.id}`)).body.data.starred).toBe(true);
    changes.length = 0;
    const del = await org.owner.client.delete(`${path}/${link.id}`);
    expect(del.status, del.text).toBe(200);
    expect(changesOf(link.id)).toEqual([{ type: 'link', id: link.id, domain: link.domain, slug: 'gone-soon' }]);
    expectError(await org.owner.client.get(`${path}/${link.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${path}/${link.id}/versions`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.delete(`${path}/${link.id}`), 404, 'NOT_FOUND');
    expect(await t.app.db.db.select().from(stars).where(eq(stars.itemId, link.id))).toEqual([]);
    expect(await t.app.db.db.select().from(linkVersions).where(eq(linkVersions.linkId, link.id))).toEqual([]);
    // the slug is free again
    expect(
      (await createOk(org.owner.client, path, simple('https://example.com/again', { slug: 'gone-soon' }))).slug,
    ).toBe('gone-soon');
  });
});
