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

interface Template {
  id: string;
  name: string;
  params: Record<string, string>;
}

describe(`UTM templates (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let viewer: Person;
  let stranger: Org;
  const base = (o: Org = org) => `/api/orgs/${o.orgId}/workspaces/${o.defaultWorkspaceId}/utm-templates`;
  const create = (person: Person, body: unknown) =>
    person.client.post<{ data: Template; message?: string; messageKey?: string }>(base(), body);

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'UTM Owner');
    stranger = await newOrg(t, 'Other Owner');
    viewer = await join(t, org, 'ORG_VIEWER');
  });
  afterAll(() => t?.close());

  it('saves a template with only the parameters it names, and lists templates by name, paginated', async () => {
    const saved = await create(org.owner, {
      name: 'Newsletter',
      params: { source: 'newsletter', medium: 'email', campaign: 'spring', term: '', content: '' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Newsletter',
      params: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    });
    expect(Object.keys(saved.body.data.params).sort()).toEqual(['campaign', 'medium', 'source']);
    for (const name of ['Ads', 'Twitter', 'Billboard']) {
      expect((await create(org.owner, { name, params: { source: name.toLowerCase() } })).status).toBe(200);
    }
    const first = await org.owner.client.get<PageBody<Template>>(`${base()}?page=1&pageSize=2`);
    expect(first.body.data.total).toBe(4);
    expect(first.body.data.items.map((x) => x.name)).toEqual(['Ads', 'Billboard']);
    const second = await org.owner.client.get<PageBody<Template>>(`${base()}?page=2&pageSize=2`);
    expect(second.body.data.items.map((x) => x.name)).toEqual(['Newsletter', 'Twitter']);
    const searched = await org.owner.client.get<PageBody<Template>>(`${base()}?search=news`);
    expect(searched.body.data.items.map((x) => x.name)).toEqual(['Newsletter']);
  });

  it('refuses a missing name, no parameter at all, and a name already used (any case), changing nothing', async () => {
    const before = await auditCount(t, org.orgId);
    expect((await create(org.owner, { name: ' ', params: { source: 'x' } })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'name',
      messageKey: 'validation.name_required',
    });
    expect((await create(org.owner, { name: 'Empty', params: { source: '', medium: '' } })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'params',
      messageKey: 'validation.utm_required',
    });
    expect((await create(org.owner, { name: 'x'.repeat(61), params: { source: 'x' } })).body).toMatchObject({
      field: 'name',
      messageKey: 'validation.too_long',
    });
    const duplicate = await create(org.owner, { name: 'newsletter', params: { source: 'y' } });
    expectError(duplicate, 409, 'CONFLICT', 'name');
    expect(duplicate.body.messageKey).toBe('validation.utm_template_name_taken');
    expect(await auditCount(t, org.orgId)).toBe(before);
  });

  it('renames and changes a template, refusing another template’s name; deletes it; each change is audited', async () => {
    const { body } = await create(org.owner, { name: 'Rename me', params: { campaign: 'a' } });
    const path = `${base()}/${body.data.id}`;
    const before = await auditCount(t, org.orgId);
    const renamed = await org.owner.client.put<{ data: Template }>(path, {
      name: 'Renamed',
      params: { campaign: 'b', medium: 'social' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', params: { campaign: 'b', medium: 'social' } });
    // keeping its own name is not a clash
    expect((await org.owner.client.put(path, { name: 'RENAMED', params: { campaign: 'b' } })).status).toBe(200);
    expectError(await org.owner.client.put(path, { name: 'Ads', params: { campaign: 'b' } }), 409, 'CONFLICT', 'name');
    expect(await auditCount(t, org.orgId)).toBe(before + 2);

    expect((await org.owner.client.delete(path)).status).toBe(200);
    expectError(await org.owner.client.delete(path), 404, 'NOT_FOUND');
    expectError(await org.owner.client.put(path, { name: 'Gone', params: { campaign: 'b' } }), 404, 'NOT_FOUND');
    expect(await auditCount(t, org.orgId)).toBe(before + 3);
  });

  it('the same name may exist in another workspace', async () => {
    const made = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Second space',
    });
    expect(made.status, made.text).toBe(200);
    const other = `/api/orgs/${org.orgId}/workspaces/${made.body.data.id}/utm-templates`;
    expect((await org.owner.client.post(other, { name: 'Newsletter', params: { source: 'n' } })).status).toBe(200);
    const list = await org.owner.client.get<PageBody<Template>>(other);
    expect(list.body.data.items.map((x) => x.name)).toEqual(['Newsletter']);
  });

  it('a viewer reads templates but gets 403 on every write', async () => {
    const { body } = await create(org.owner, { name: 'Viewer can see', params: { source: 'v' } });
    const list = await viewer.client.get<PageBody<Template>>(base());
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((x) => x.name)).toContain('Viewer can see');
    expectError(await viewer.client.post(base(), { name: 'Nope', params: { source: 'n' } }), 403, 'ACCESS_DENIED');
    const path = `${base()}/${body.data.id}`;
    expectError(await viewer.client.put(path, { name: 'Nope', params: { source: 'n' } }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(path), 403, 'ACCESS_DENIED');
  });

  it('a member of another organisation gets 404 on every route, and the template is untouched', async () => {
    const { body } = await create(org.owner, { name: 'Private', params: { source: 'p' } });
    const path = `${base()}/${body.data.id}`;
    const outsider = stranger.owner;
    expectError(await outsider.client.get(base()), 404, 'NOT_FOUND');
    expectError(await outsider.client.post(base(), { name: 'X', params: { source: 'x' } }), 404, 'NOT_FOUND');
    expectError(await outsider.client.put(path, { name: 'X', params: { source: 'x' } }), 404, 'NOT_FOUND');
    expectError(await outsider.client.delete(path), 404, 'NOT_FOUND');
    // their own workspace, our template's id: still 404
    const theirs = `${base(stranger)}/${body.data.id}`;
    expectError(await outsider.client.put(theirs, { name: 'X', params: { source: 'x' } }), 404, 'NOT_FOUND');
    expectError(await outsider.client.delete(theirs), 404, 'NOT_FOUND');
    const list = await org.owner.client.get<PageBody<Template>>(`${base()}?search=private`);
    expect(list.body.data.items).toMatchObject([{ name: 'Private', params: { source: 'p' } }]);
  });
});
