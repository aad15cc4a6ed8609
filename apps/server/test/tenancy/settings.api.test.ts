import { defaultThemePreferences } from '@osm5/shared/schemas/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from './fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>',
);

describe(`profile, company profile, logo, account defaults and the organisation log (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let viewer: Person;
  const orgPath = () => `/api/orgs/${org.orgId}`;

  async function upload(person: Person, bytes: Buffer, type: string, filename: string) {
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type }), filename);
    return person.client.postForm<{ code?: string; field?: string; data?: { logoUrl: string } }>(
      `${orgPath()}/logo`,
      form,
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Settings Owner');
    viewer = await join(t, org, 'ORG_VIEWER');
  });
  afterAll(() => t?.close());

  it('reads and updates my profile; an empty update is rejected', async () => {
    const me = await viewer.client.get<{ data: { email: string; locale: string } }>('/api/me/profile');
    expect(me.body.data).toMatchObject({ email: viewer.email, locale: 'en' });
    expectError(await viewer.client.patch('/api/me/profile', {}), 400, 'VALIDATION_ERROR');
    expectError(await viewer.client.patch('/api/me/profile', { name: 'Al' }), 400, 'VALIDATION_ERROR', 'name');
    const updated = await viewer.client.patch('/api/me/profile', {
      name: 'Valerie Viewer',
      phone: '+33 1 23 45 67 89',
      jobTitle: 'Analyst',
      locale: 'fr',
    });
    expect(updated.body).toMatchObject({
      data: { name: 'Valerie Viewer', phone: '+33 1 23 45 67 89', jobTitle: 'Analyst', locale: 'fr' },
    });
    const cleared = await viewer.client.patch('/api/me/profile', { phone: '' });
    expect(cleared.body).toMatchObject({ data: { phone: null } });
  });

  it('keeps notification and theme preferences; an unsaved theme comes back empty', async () => {
    const theme = await viewer.client.get('/api/me/preferences/theme');
    expect(theme.body).toEqual({ status: true, data: {} });
    const dark = { ...defaultThemePreferences, activeMode: 'dark', activeTheme: 'PURPLE_THEME' };
    expect((await viewer.client.put('/api/me/preferences/theme', dark)).status).toBe(200);
    expect((await viewer.client.get('/api/me/preferences/theme')).body).toMatchObject({
      data: { activeMode: 'dark', activeTheme: 'PURPLE_THEME' },
    });
    expectError(
      await viewer.client.put('/api/me/preferences/theme', { ...dark, activeTheme: 'PINK' }),
      400,
      'VALIDATION_ERROR',
      'activeTheme',
    );

    const notifications = await viewer.client.get<{ data: Record<string, boolean> }>(
      '/api/me/preferences/notifications',
    );
    const changed = { ...notifications.body.data, weeklyReport: true };
    expect((await viewer.client.put('/api/me/preferences/notifications', changed)).body).toMatchObject({
      data: { weeklyReport: true },
    });
  });

  it('updates the company profile with org:update; members read it', async () => {
    expectError(await viewer.client.patch(`${orgPath()}/profile`, { name: 'Viewer Corp' }), 403, 'ACCESS_DENIED');
    expectError(await org.owner.client.patch(`${orgPath()}/profile`, {}), 400, 'VALIDATION_ERROR');
    const updated = await org.owner.client.patch(`${orgPath()}/profile`, {
      name: 'Acme Analytics',
      details: { website: 'https://acme.example', country: 'FR' },
    });
    expect(updated.status, updated.text).toBe(200);
    const read = await viewer.client.get(`${orgPath()}/profile`);
    expect(read.body).toMatchObject({
      data: { name: 'Acme Analytics', details: { website: 'https://acme.example', country: 'FR' } },
    });
    const tenants = await viewer.client.get<{ data: { tenents: { name: string }[] } }>('/api/me/tenants');
    expect(tenants.body.data.tenents[0]?.name).toBe('Acme Analytics');
  });

  it('uploads a logo (PNG, JPEG, SVG, WebP up to 1 MB) and serves it to members only', async () => {
    expect((await upload(viewer, PNG, 'image/png', 'logo.png')).status).toBe(403);
    const bad = await upload(org.owner, Buffer.from('GIF89a not allowed'), 'image/gif', 'logo.gif');
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', field: 'logo' } });
    const large = await upload(org.owner, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png', 'big.png');
    expect(large).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });

    const ok = await upload(org.owner, PNG, 'image/png', 'logo.png');
    expect(ok.status).toBe(200);
    expect(ok.body.data?.logoUrl).toMatch(new RegExp(`^/api/orgs/${org.orgId}/logo\\?v=`));
    const served = await viewer.client.get(`${orgPath()}/logo`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const svg = await upload(org.owner, SVG, 'image/svg+xml', 'logo.svg');
    expect(svg.status).toBe(200);
    const servedSvg = await viewer.client.get(`${orgPath()}/logo`);
    expect(servedSvg.headers.get('content-type')).toBe('image/svg+xml');
    expect(servedSvg.headers.get('content-security-policy')).toContain("default-src 'none'");

    const outsider = await newOrg(t, 'Logo Outsider');
    expectError(await outsider.owner.client.get(`${orgPath()}/logo`), 404, 'NOT_FOUND');
  });

  it('requires currency, time zone and a sub time zone of that region', async () => {
    const defaults = `${orgPath()}/defaults`;
    const missing = await org.owner.client.put(defaults, {});
    expectError(missing, 400, 'VALIDATION_ERROR', 'currency');
    expect(missing.body.messageKey).toBe('validation.currency_required');
    expect((await org.owner.client.put(defaults, { currency: 'EUR', subTimeZone: 'Europe/Paris' })).body).toMatchObject(
      {
        field: 'timeZone',
        messageKey: 'validation.time_zone_required',
      },
    );
    expect((await org.owner.client.put(defaults, { currency: 'EUR', timeZone: 'Europe' })).body).toMatchObject({
      field: 'subTimeZone',
      messageKey: 'validation.sub_time_zone_required',
    });
    expect(
      (await org.owner.client.put(defaults, { currency: 'XYZ', timeZone: 'Europe', subTimeZone: 'Europe/Paris' })).body,
    ).toMatchObject({
      field: 'currency',
      messageKey: 'validation.currency_invalid',
    });
    expect(
      (await org.owner.client.put(defaults, { currency: 'EUR', timeZone: 'Europe', subTimeZone: 'Asia/Tokyo' })).body,
    ).toMatchObject({
      field: 'subTimeZone',
      messageKey: 'validation.sub_time_zone_invalid',
    });
    const saved = await org.owner.client.put(defaults, {
      currency: 'EUR',
      timeZone: 'Europe',
      subTimeZone: 'Europe/Paris',
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await viewer.client.get(defaults)).body).toMatchObject({
      data: { currency: 'EUR', timeZone: 'Europe', subTimeZone: 'Europe/Paris' },
    });
  });

  it('logs every change in the organisation log, filterable and paginated', async () => {
    const log = (query: string) =>
      org.owner.client.get<PageBody<{ action: string; actorName: string | null; createdAt: string }>>(
        `${orgPath()}/audit?${query}`,
      );
    const all = await log('pageSize=100');
    const actions = all.body.data.items.map((e) => e.action);
    for (const action of [
      'organization.create',
      'invitation.create',
      'invitation.accept',
      'organization.update',
      'organization.logo_update',
      'organization.defaults_update',
    ]) {
      expect(actions).toContain(action);
    }
    const byActor = await log(`actorId=${viewer.id}`);
    expect(byActor.body.data.items.map((e) => e.action)).toEqual(['invitation.accept']);
    const family = await log('action=organization.');
    expect(family.body.data.items.every((e) => e.action.startsWith('organization.'))).toBe(true);
    const exact = await log('action=organization.update');
    expect(exact.body.data.items.map((e) => e.action)).toEqual(['organization.update']);
    const future = await log(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.body.data.total).toBe(0);
    const paged = await log('pageSize=2&page=2');
    expect(paged.body.data).toMatchObject({ page: 2, pageSize: 2, total: all.body.data.total });
    expectError(await viewer.client.get(`${orgPath()}/audit`), 403, 'ACCESS_DENIED');
  });
});
