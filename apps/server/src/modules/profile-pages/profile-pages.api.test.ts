import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import {
  auditCount,
  expectError,
  join,
  newOrg,
  type Org,
  type PageBody,
  type Person,
} from '../../../test/tenancy/fixtures.ts';
import { links } from '../../db/schema.ts';
import type { LinkChange } from '../../plugins/link-changes.ts';

interface ProfilePage {
  id: string;
  handle: string;
  publicUrl: string;
  title: string;
  bio: string;
  avatarUrl: string | null;
  theme: Record<string, string>;
  buttons: { linkId: string; label: string; shortUrl: string | null; linkTitle: string | null }[];
  socials: { network: string; url: string }[];
  status: string;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);

describe(`profile pages (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let viewer: Person;
  let stranger: Org;
  let linkA: string;
  let linkB: string;
  let strangerLink: string;
  const changes: LinkChange[] = [];
  const base = (o: Org = org) => `/api/orgs/${o.orgId}/workspaces/${o.defaultWorkspaceId}/profile-pages`;
  const create = (person: Person, body: unknown) =>
    person.client.post<{ data: ProfilePage; message?: string; messageKey?: string }>(base(), body);
  const handle = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

  /** A link row straight in the table: this suite tests profile pages, not the links API. */
  async function insertLink(o: Org, slug: string, title: string, status: 'active' | 'inactive' = 'active') {
    const [row] = await t.app.db.db
      .insert(links)
      .values({
        orgId: o.orgId,
        workspaceId: o.defaultWorkspaceId,
        domain: t.config.shortDomain,
        slug,
        kind: 'simple',
        rules: { url: 'https://example.com/' } as never,
        title,
        status,
      })
      .returning({ id: links.id });
    if (!row) throw new Error('no link');
    return row.id;
  }

  async function uploadAvatar(person: Person, pageId: string, bytes: Buffer, type: string) {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
    return person.client.postForm<{ code?: string; data?: ProfilePage }>(`${base()}/${pageId}/avatar`, form);
  }

  beforeAll(async () => {
    t = await startTestApp();
    t.app.linkChanges.subscribe((c) => changes.push(c));
    [org, stranger] = await Promise.all([newOrg(t, 'Profile Owner'), newOrg(t, 'Stranger Owner')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    linkA = await insertLink(org, `shop-${randomUUID().slice(0, 6)}`, 'Shop');
    linkB = await insertLink(org, `blog-${randomUUID().slice(0, 6)}`, 'Blog');
    strangerLink = await insertLink(stranger, `theirs-${randomUUID().slice(0, 6)}`, 'Theirs');
  });
  afterAll(() => t?.close());

  it('creates a page with ordered buttons, socials and a theme; lists pages paginated and searchable', async () => {
    const h = handle('Jane');
    const created = await create(org.owner, {
      handle: h.toUpperCase(),
      title: 'Jane Doe',
      bio: 'Maker of things',
      theme: { background: '#101010', buttonColor: '#ff0000', buttonShape: 'pill' },
      buttons: [
        { linkId: linkB, label: 'My blog' },
        { linkId: linkA, label: 'My shop' },
      ],
      socials: [
        { network: 'github', url: 'https://github.com/jane' },
        { network: 'email', url: 'jane@example.com' },
      ],
    });
    expect(created.status, created.text).toBe(200);
    const page = created.body.data;
    expect(page).toMatchObject({
      handle: h.toLowerCase(),
      publicUrl: `${t.config.publicUrl}/p/${h.toLowerCase()}`,
      title: 'Jane Doe',
      avatarUrl: null,
      status: 'active',
      theme: {
        background: '#101010',
        buttonColor: '#ff0000',
        buttonShape: 'pill',
        buttonTextColor: '#ffffff',
        textColor: '#1c2434',
      },
    });
    expect(page.buttons.map((b) => [b.label, b.linkTitle])).toEqual([
      ['My blog', 'Blog'],
      ['My shop', 'Shop'],
    ]);
    expect(page.buttons[0]?.shortUrl).toMatch(new RegExp(`^http://${t.config.shortDomain}/blog-`));
    expect(changes).toContainEqual({ type: 'profile', handle: h.toLowerCase() });

    for (const p of ['alpha', 'beta']) {
      expect((await create(org.owner, { handle: handle(p), title: p })).status).toBe(200);
    }
    const first = await org.owner.client.get<PageBody<ProfilePage>>(`${base()}?pageSize=2`);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data.items).toHaveLength(2);
    const second = await org.owner.client.get<PageBody<ProfilePage>>(`${base()}?pageSize=2&page=2`);
    expect(second.body.data.items).toHaveLength(1);
    const found = await org.owner.client.get<PageBody<ProfilePage>>(`${base()}?search=jane`);
    expect(found.body.data.items.map((x) => x.id)).toEqual([page.id]);
  });

  it('refuses bad handles, reserved and taken ones, bad socials, and buttons to links outside the workspace', async () => {
    const taken = handle('taken');
    expect((await create(org.owner, { handle: taken })).status).toBe(200);
    const before = await auditCount(t, org.orgId);
    const cases: [unknown, string, string][] = [
      [{ handle: 'ab' }, 'handle', 'validation.handle_length'],
      [{ handle: 'x'.repeat(31) }, 'handle', 'validation.handle_length'],
      [{ handle: 'no spaces' }, 'handle', 'validation.handle_invalid'],
      [{ handle: 'émile' }, 'handle', 'validation.handle_invalid'],
      [{ handle: 'admin' }, 'handle', 'validation.handle_reserved'],
      [{ handle: '' }, 'handle', 'validation.handle_required'],
      [{ handle: handle('s'), socials: [{ network: 'myspace', url: 'https://a.b' }] }, 'socials.0.network', ''],
      [
        { handle: handle('s'), socials: [{ network: 'x', url: 'javascript:alert(1)' }] },
        'socials.0.url',
        'validation.url_scheme',
      ],
      [
        { handle: handle('s'), socials: [{ network: 'email', url: 'nope' }] },
        'socials.0.url',
        'validation.invalid_email',
      ],
      [{ handle: handle('s'), theme: { background: 'red' } }, 'theme.background', 'validation.invalid_colour'],
      [
        { handle: handle('s'), buttons: [{ linkId: linkA, label: ' ' }] },
        'buttons.0.label',
        'validation.profile_label_required',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(org.owner, body);
      expectError(response, 400, 'VALIDATION_ERROR', field);
      if (message) expect(response.body.messageKey, JSON.stringify(body)).toBe(message);
    }
    const foreign = await create(org.owner, {
      handle: handle('foreign'),
      buttons: [
        { linkId: linkA, label: 'Mine' },
        { linkId: strangerLink, label: 'Theirs' },
      ],
    });
    expectError(foreign, 400, 'VALIDATION_ERROR', 'buttons.1.linkId');
    expect(foreign.body.messageKey).toBe('validation.profile_link_unknown');
    // unique across the instance: another organisation cannot take it either
    const clash = await stranger.owner.client.post(base(stranger), { handle: taken.toUpperCase() });
    expectError(clash, 409, 'CONFLICT', 'handle');
    expect(clash.body.messageKey).toBe('validation.handle_taken');
    expect(await auditCount(t, org.orgId)).toBe(before);
  });

  it('edits a page (a new handle frees the old one), uploads and removes an avatar, and deletes it', async () => {
    const oldHandle = handle('old');
    const { body } = await create(org.owner, { handle: oldHandle, buttons: [{ linkId: linkA, label: 'Shop' }] });
    const path = `${base()}/${body.data.id}`;
    const newHandle = handle('new');
    changes.length = 0;
    const edited = await org.owner.client.put<{ data: ProfilePage }>(path, {
      handle: newHandle,
      title: 'New title',
      buttons: [
        { linkId: linkA, label: 'Shop' },
        { linkId: linkB, label: 'Blog' },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ handle: newHandle, title: 'New title' });
    expect(changes).toEqual(
      expect.arrayContaining([
        { type: 'profile', handle: newHandle },
        { type: 'profile', handle: oldHandle },
      ]),
    );
    expect((await create(org.owner, { handle: oldHandle })).status).toBe(200);

    const bad = await uploadAvatar(org.owner, body.data.id, Buffer.from('not an image'), 'image/png');
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', messageKey: 'validation.avatar_type' },
    });
    const uploaded = await uploadAvatar(org.owner, body.data.id, SVG, 'image/svg+xml');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data?.avatarUrl).toMatch(new RegExp(`^/p/${newHandle}/avatar\\?v=`));
    const avatar = await fetch(`${t.url}/p/${newHandle}/avatar`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(avatar.headers.get('content-security-policy')).toContain('sandbox');
    expect((await org.owner.client.get(`${path}/avatar`)).status).toBe(200);
    const removed = await org.owner.client.delete<{ data: ProfilePage }>(`${path}/avatar`);
    expect(removed.body.data.avatarUrl).toBeNull();
    expect((await fetch(`${t.url}/p/${newHandle}/avatar`)).status).toBe(404);

    expect((await org.owner.client.delete(path)).status).toBe(200);
    expectError(await org.owner.client.get(path), 404, 'NOT_FOUND');
    expect((await fetch(`${t.url}/p/${newHandle}`)).status).toBe(404);
  });

  it('the public page is escaped, themed, links buttons with ?r=profile, follows Accept-Language, 404s when inactive', async () => {
    const h = handle('pub');
    const { body } = await create(org.owner, {
      handle: h,
      title: '<script>alert("t")</script>',
      bio: 'Bio & "quotes" <b>bold</b>',
      theme: { buttonColor: '#123456', buttonShape: 'square' },
      buttons: [
        { linkId: linkA, label: '<img src=x onerror=alert(1)>' },
        { linkId: linkB, label: 'Blog' },
      ],
      socials: [{ network: 'website', url: 'https://example.com/?a=1&b="2"' }],
    });
    const page = await fetch(`${t.url}/p/${h}`, { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;');
    expect(html).toContain('Bio &amp; &quot;quotes&quot; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('#123456');
    expect(html).toContain('Site web');
    const hrefs = [...html.matchAll(/class="button" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      `${body.data.buttons[0]?.shortUrl}?r=profile`,
      `${body.data.buttons[1]?.shortUrl}?r=profile`,
    ]);

    const arabic = await (
      await fetch(`${t.url}/p/${h.toUpperCase()}`, { headers: { 'accept-language': 'ar' } })
    ).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');

    // cached, yet a change shows at once
    await org.owner.client.put(`${base()}/${body.data.id}`, { handle: h, title: 'Renamed', status: 'inactive' });
    const inactive = await fetch(`${t.url}/p/${h}`, { headers: { 'accept-language': 'zh-CN' } });
    expect(inactive.status).toBe(404);
    expect(await inactive.text()).toContain('此页面不存在');
    await org.owner.client.put(`${base()}/${body.data.id}`, { handle: h, title: 'Back again' });
    expect(await (await fetch(`${t.url}/p/${h}`)).text()).toContain('Back again');

    const missing = await fetch(`${t.url}/p/nobody-here-${randomUUID().slice(0, 6)}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('This page does not exist');
  });

  it('a button whose link became inactive is left off the public page', async () => {
    const h = handle('gone');
    const inactiveLink = await insertLink(org, `off-${randomUUID().slice(0, 6)}`, 'Off', 'inactive');
    await create(org.owner, {
      handle: h,
      buttons: [
        { linkId: inactiveLink, label: 'Hidden button' },
        { linkId: linkA, label: 'Shown button' },
      ],
    });
    const html = await (await fetch(`${t.url}/p/${h}`)).text();
    expect(html).toContain('Shown button');
    expect(html).not.toContain('Hidden button');
  });

  it('a viewer reads pages but gets 403 on every write', async () => {
    const { body } = await create(org.owner, { handle: handle('view') });
    const path = `${base()}/${body.data.id}`;
    expect((await viewer.client.get(base())).status).toBe(200);
    expect((await viewer.client.get(path)).status).toBe(200);
    expectError(await viewer.client.post(base(), { handle: handle('v') }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.put(path, { handle: handle('v') }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(path), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(`${path}/avatar`), 403, 'ACCESS_DENIED');
    expect((await uploadAvatar(viewer, body.data.id, SVG, 'image/svg+xml')).status).toBe(403);
  });

  it('a member of another organisation gets 404 on every route with our ids', async () => {
    const { body } = await create(org.owner, { handle: handle('mine'), title: 'Mine' });
    const outsider = stranger.owner;
    for (const prefix of [base(), base(stranger)]) {
      const path = `${prefix}/${body.data.id}`;
      expectError(await outsider.client.get(path), 404, 'NOT_FOUND');
      expectError(await outsider.client.put(path, { handle: handle('x') }), 404, 'NOT_FOUND');
      expectError(await outsider.client.delete(path), 404, 'NOT_FOUND');
      expectError(await outsider.client.get(`${path}/avatar`), 404, 'NOT_FOUND');
      expectError(await outsider.client.delete(`${path}/avatar`), 404, 'NOT_FOUND');
    }
    expectError(await outsider.client.get(base()), 404, 'NOT_FOUND');
    // their own page cannot point at our links
    const theirs = await outsider.client.post(base(stranger), {
      handle: handle('theirs'),
      buttons: [{ linkId: linkA, label: 'Steal' }],
    });
    expectError(theirs, 400, 'VALIDATION_ERROR', 'buttons.0.linkId');
    const still = await org.owner.client.get<{ data: ProfilePage }>(`${base()}/${body.data.id}`);
    expect(still.body.data.title).toBe('Mine');
  });
});
