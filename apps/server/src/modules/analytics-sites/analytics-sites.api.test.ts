import type { Site } from '@osm5/shared/schemas/analytics-sites';
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
import type { TestClient, TestResponse } from '../../../test/test-client.ts';
import { createSiteOk, mobileApp, sitesPath, webSite } from './site-test-helpers.ts';

type SiteBody = { data: Site };
type Call = [name: string, (client: TestClient) => Promise<TestResponse>];

describe(`analytics sites (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let editor: Person;
  let viewer: Person;
  let path: string;

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Site Owner'), newOrg(t, 'Outsider')]);
    [editor, viewer] = await Promise.all([join(t, org, 'ORG_EDITOR'), join(t, org, 'ORG_VIEWER')]);
    path = sitesPath(org);
  });
  afterAll(() => t?.close());

  it('creates a web site waiting for its first event, with defaults, audited', async () => {
    const before = await auditCount(t, org.orgId);
    const site = await createSiteOk(
      org.owner.client,
      path,
      webSite({ domain: 'https://www.Example.org/landing', allowedHosts: ['*.example.org', 'www.example.org'] }),
    );
    expect(site).toMatchObject({
      kind: 'web',
      name: 'Marketing site',
      status: 'not_verified',
      domain: 'www.example.org',
      // the main domain listed again is dropped
      allowedHosts: ['*.example.org'],
      trackQueryStrings: false,
      respectDnt: false,
      siteSearchParams: ['q', 's', 'search', 'query', 'keyword'],
      uptime: { enabled: false, intervalMinutes: 5 },
      platform: null,
      bundleId: null,
      firstEventAt: null,
      starred: false,
      createdBy: { id: org.owner.id, name: 'Site Owner' },
    });
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    const got = await org.owner.client.get<SiteBody>(`${path}/${site.id}`);
    expect(got.body.data).toEqual(site);
  });

  it('creates a mobile app with its platform and bundle id', async () => {
    const app = await createSiteOk(org.owner.client, path, mobileApp());
    expect(app).toMatchObject({
      kind: 'mobile',
      platform: 'both',
      bundleId: 'com.example.shop',
      domain: null,
      uptime: null,
    });
  });

  it('refuses every invalid field with its code and field, and saves nothing', async () => {
    const list = () => org.owner.client.get<PageBody<Site>>(`${path}?pageSize=100`);
    const total = (await list()).body.data.total;
    const cases: [body: unknown, field: string, message: string][] = [
      [webSite({ name: 'abc' }), 'name', 'validation.name_length'],
      [webSite({ name: 'x'.repeat(31) }), 'name', 'validation.name_length'],
      [webSite({ name: '   ' }), 'name', 'validation.name_required'],
      [webSite({ currency: '' }), 'currency', 'validation.currency_required'],
      [webSite({ currency: 'XYZW' }), 'currency', 'validation.currency_invalid'],
      [webSite({ timeZone: '' }), 'timeZone', 'validation.time_zone_required'],
      [webSite({ timeZone: 'Atlantis' }), 'timeZone', 'validation.time_zone_invalid'],
      [webSite({ subTimeZone: '' }), 'subTimeZone', 'validation.sub_time_zone_required'],
      [webSite({ subTimeZone: 'America/New_York' }), 'subTimeZone', 'validation.sub_time_zone_invalid'],
      [webSite({ domain: '' }), 'domain', 'validation.site_domain_required'],
      [webSite({ domain: 'not a host' }), 'domain', 'validation.site_domain_invalid'],
      [webSite({ allowedHosts: ['bad host'] }), 'allowedHosts.0', 'validation.site_domain_invalid'],
      [webSite({ excludedIps: ['10.0.0.0/8', '999.1.1.1'] }), 'excludedIps.1', 'validation.excluded_ip_invalid'],
      [webSite({ excludedPaths: ['admin'] }), 'excludedPaths.0', 'validation.excluded_path_invalid'],
      [webSite({ siteSearchParams: ['q q'] }), 'siteSearchParams.0', 'validation.search_param_invalid'],
      [
        webSite({ uptime: { enabled: true, intervalMinutes: 0 } }),
        'uptime.intervalMinutes',
        'validation.uptime_interval',
      ],
      [
        webSite({ uptime: { enabled: true, intervalMinutes: 61 } }),
        'uptime.intervalMinutes',
        'validation.uptime_interval',
      ],
      [webSite({ uptime: { enabled: true, url: 'javascript:alert(1)' } }), 'uptime.url', 'validation.url_invalid'],
      [mobileApp({ bundleId: '' }), 'bundleId', 'validation.bundle_id_required'],
      [mobileApp({ bundleId: 'shop' }), 'bundleId', 'validation.bundle_id_invalid'],
      [mobileApp({ platform: 'windows' }), 'platform', 'validation.platform_required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await org.owner.client.post(path, body);
      expectError(res, 400, 'VALIDATION_ERROR', field);
      expect(res.body, `${field}: ${res.text}`).toMatchObject({ messageKey: message });
    }
    expect((await list()).body.data.total).toBe(total);
  });

  it('replaces the settings; the kind cannot change', async () => {
    const site = await createSiteOk(org.owner.client, path, webSite({ name: 'Blog site' }));
    const res = await editor.client.put<SiteBody>(
      `${path}/${site.id}`,
      webSite({
        name: 'Blog renamed',
        excludedIps: ['203.0.113.0/24'],
        excludedPaths: ['/admin/*'],
        trackQueryStrings: true,
        respectDnt: true,
        uptime: { enabled: true, intervalMinutes: 15, url: 'https://example.com/health' },
      }),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Blog renamed',
      excludedIps: ['203.0.113.0/24'],
      excludedPaths: ['/admin/*'],
      trackQueryStrings: true,
      respectDnt: true,
      uptime: { enabled: true, intervalMinutes: 15, url: 'https://example.com/health' },
      updatedBy: { id: editor.id },
    });
    const changed = await org.owner.client.put(`${path}/${site.id}`, mobileApp());
    expectError(changed, 400, 'VALIDATION_ERROR', 'kind');
    expect((await org.owner.client.get<SiteBody>(`${path}/${site.id}`)).body.data.kind).toBe('web');
  });

  it('archives, unarchives, disables and enables along the allowed transitions only', async () => {
    const site = await createSiteOk(org.owner.client, path, webSite({ name: 'Status site' }));
    const act = (client: TestClient, action: string) => client.patch<SiteBody>(`${path}/${site.id}/status`, { action });
    const status = async (client: TestClient, action: string, expected: string) => {
      const res = await act(client, action);
      expect(res.status, `${action}: ${res.text}`).toBe(200);
      expect(res.body.data.status).toBe(expected);
    };
    await status(editor.client, 'archive', 'archived');
    expectError(await act(editor.client, 'archive'), 409, 'CONFLICT');
    await status(editor.client, 'unarchive', 'not_verified');
    expectError(await act(editor.client, 'unarchive'), 409, 'CONFLICT');
    // an editor writes analytics but is no admin
    expectError(await act(editor.client, 'disable'), 403, 'ACCESS_DENIED');
    await status(org.owner.client, 'disable', 'disabled');
    expectError(await act(editor.client, 'archive'), 409, 'CONFLICT');
    expectError(await act(org.owner.client, 'disable'), 409, 'CONFLICT');
    await status(org.owner.client, 'enable', 'not_verified');
    expectError(await act(editor.client, 'dance'), 400, 'VALIDATION_ERROR', 'action');
  });

  it('lets a viewer read but not write, star or not', async () => {
    const site = await createSiteOk(org.owner.client, path, webSite({ name: 'Viewer site' }));
    expect((await viewer.client.get(`${path}/${site.id}`)).status).toBe(200);
    expect((await viewer.client.get(path)).status).toBe(200);
    expectError(await viewer.client.post(path, webSite()), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.put(`${path}/${site.id}`, webSite()), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.patch(`${path}/${site.id}/status`, { action: 'archive' }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(`${path}/${site.id}`), 403, 'ACCESS_DENIED');
    const starred = await viewer.client.put(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/stars`, {
      itemType: 'analytics',
      itemId: site.id,
    });
    expect(starred.status, starred.text).toBe(200);
    expect((await viewer.client.get<SiteBody>(`${path}/${site.id}`)).body.data.starred).toBe(true);
    // stars are personal
    expect((await org.owner.client.get<SiteBody>(`${path}/${site.id}`)).body.data.starred).toBe(false);
  });

  it('lists with search, kind, status and starred filters, sorted and paginated', async () => {
    const ws = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'List space',
    });
    expect(ws.status, ws.text).toBe(200);
    const listPath = sitesPath(org, ws.body.data.id);
    const alpha = await createSiteOk(org.owner.client, listPath, webSite({ name: 'Alpha site', domain: 'alpha.test' }));
    await createSiteOk(org.owner.client, listPath, webSite({ name: 'Beta site', domain: 'beta.test' }));
    const gamma = await createSiteOk(org.owner.client, listPath, mobileApp({ name: 'Gamma app' }));
    await org.owner.client.patch(`${listPath}/${alpha.id}/status`, { action: 'archive' });
    await org.owner.client.put(`/api/orgs/${org.orgId}/workspaces/${ws.body.data.id}/stars`, {
      itemType: 'analytics',
      itemId: gamma.id,
    });
    const names = async (query: string) => {
      const res = await org.owner.client.get<PageBody<Site & { sparkline: number[]; visitorsToday: number }>>(
        `${listPath}?${query}`,
      );
      expect(res.status, res.text).toBe(200);
      for (const item of res.body.data.items) {
        expect(item.sparkline).toHaveLength(14);
        expect(item.visitorsToday).toBe(0);
      }
      return res.body.data.items.map((s) => s.name);
    };
    expect(await names('sort=name_asc')).toEqual(['Alpha site', 'Beta site', 'Gamma app']);
    expect(await names('search=beta')).toEqual(['Beta site']);
    expect(await names('search=com.example')).toEqual(['Gamma app']);
    expect(await names('kind=mobile')).toEqual(['Gamma app']);
    expect(await names('status=archived')).toEqual(['Alpha site']);
    expect(await names('starred=true')).toEqual(['Gamma app']);
    expect(await names('sort=name_asc&pageSize=2&page=2')).toEqual(['Gamma app']);
    const summary = await org.owner.client.get<{ data: unknown }>(`${listPath}/summary`);
    expect(summary.body.data).toMatchObject({
      total: 3,
      byStatus: { not_verified: 2, archived: 1, active: 0, disabled: 0 },
      byKind: { web: 2, mobile: 1 },
      starred: 1,
      events: 0,
    });
    expectError(await org.owner.client.get(`${listPath}?status=gone`), 400, 'VALIDATION_ERROR', 'status');
  });

  it("answers 404 to another organisation's member on every route, and changes nothing", async () => {
    const site = await createSiteOk(org.owner.client, path, webSite({ name: 'Private site' }));
    const before = await auditCount(t, org.orgId);
    const siteRoutes = (base: string): Call[] => [
      ['get', (c) => c.get(`${base}/${site.id}`)],
      ['replace', (c) => c.put(`${base}/${site.id}`, webSite({ name: 'Hijacked' }))],
      ['status', (c) => c.patch(`${base}/${site.id}/status`, { action: 'archive' })],
      ['install-check', (c) => c.get(`${base}/${site.id}/install-check`)],
      ['stats', (c) => c.get(`${base}/${site.id}/stats`)],
      ['delete', (c) => c.delete(`${base}/${site.id}`)],
    ];
    for (const [name, call] of [
      ...siteRoutes(path),
      ['list', (c: TestClient) => c.get(path)] as Call,
      ['create', (c: TestClient) => c.post(path, webSite())] as Call,
      ['summary', (c: TestClient) => c.get(`${path}/summary`)] as Call,
    ]) {
      const res = await call(outsider.owner.client);
      expect(res.status, `${name}: ${res.text}`).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    // their own workspace path with our site's id
    for (const [name, call] of siteRoutes(sitesPath(outsider))) {
      const res = await call(outsider.owner.client);
      expect(res.status, `own path ${name}: ${res.text}`).toBe(404);
    }
    const got = await org.owner.client.get<SiteBody>(`${path}/${site.id}`);
    expect(got.body.data).toMatchObject({ name: 'Private site', status: 'not_verified' });
    expect(await auditCount(t, org.orgId)).toBe(before);
  });
});
