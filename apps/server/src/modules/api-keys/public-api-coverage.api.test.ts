import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { BROWSER } from '../ingestion/ingestion-test-helpers.ts';
import { linksPath, simple } from '../links/link-test-helpers.ts';

/**
 * Every part of the public API answered to a key alone (no cookie, no CSRF
 * token), as a script sends it: links (create, read, list, replace, status,
 * stats, QR, delete), QR logos, sites, analytics queries and reports, and the
 * events ingestion (which needs no key and ignores one). The reference page's
 * "Try it out" sends keys the same way.
 */
describe(`the public API with a key (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let key: string;

  const call = async <T = { data: Record<string, unknown> }>(method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${key}`,
      'x-forwarded-for': '198.51.100.77',
      // a browser's, so the tracked event is not taken for a bot's
      'user-agent': BROWSER,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const buffer = Buffer.from(await res.arrayBuffer());
    const text = buffer.toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, text, buffer, body: json as T };
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Public API Owner');
    const created = await org.owner.client.post<{ data: { secret: string } }>(`/api/orgs/${org.orgId}/api-keys`, {
      name: 'Everything',
      scopes: ['links:read', 'links:write', 'analytics:read', 'analytics:write'],
    });
    expect(created.status, created.text).toBe(200);
    key = created.body.data.secret;
  });
  afterAll(() => t?.close());

  it('creates, reads, lists, replaces, pauses, counts, draws and deletes a link', async () => {
    const made = await call<{ data: { id: string; slug: string; shortUrl: string } }>(
      'POST',
      linksPath(org),
      simple('https://example.com/public', { slug: 'public-api', qrStyle: { foreground: '#112233' } }),
    );
    expect(made.status, made.text).toBe(200);
    const id = made.body.data.id;
    const path = `${linksPath(org)}/${id}`;

    expect((await call('GET', path)).status).toBe(200);
    const list = await call<{ data: { items: { id: string }[] } }>('GET', `${linksPath(org)}?page=1&pageSize=10`);
    expect(list.body.data.items.map((l) => l.id)).toContain(id);
    const replaced = await call<{ data: { title: string } }>(
      'PUT',
      path,
      simple('https://example.com/public-2', { title: 'Replaced by a key', qrStyle: { foreground: '#112233' } }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.title).toBe('Replaced by a key');
    const paused = await call<{ data: { status: string } }>('PATCH', `${path}/status`, { status: 'inactive' });
    expect(paused.body.data.status).toBe('inactive');
    const stats = await call('GET', `${path}/stats`);
    expect(stats.status, stats.text).toBe(200);

    const svg = await call('GET', `${path}/qr`);
    expect(svg.status, svg.text).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(svg.text).toContain('<svg');
    expect(svg.text.toLowerCase()).toContain('#112233');
    const png = await call('GET', `${path}/qr?format=png&size=256`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.buffer.readUInt32BE(16)).toBe(256);
    expectError(await call('GET', `${path}/qr?format=gif`), 400, 'VALIDATION_ERROR', 'format');

    expect((await call('DELETE', path)).status).toBe(200);
    expectError(await call('GET', path), 404, 'NOT_FOUND');
    expectError(await call('GET', `${path}/qr`), 404, 'NOT_FOUND');
  });

  it('uploads and reads a QR logo, adds and reads a site, and queries its analytics and a catalogue report', async () => {
    const ws = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}`;
    // a QR logo: uploaded (multipart) and read back with the key
    const logoPng = await QRCode.toBuffer('logo', { type: 'png', width: 128 });
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(logoPng)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${t.url}${ws}/qr-logos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': '198.51.100.77' },
      body: form,
    });
    const logo = (await uploaded.json()) as { data: { fileId: string } };
    expect(uploaded.status, JSON.stringify(logo)).toBe(200);
    const read = await call('GET', `${ws}/qr-logos/${logo.data.fileId}`);
    expect(read.status).toBe(200);
    expect(read.buffer.equals(logoPng)).toBe(true);

    const site = await call<{ data: { id: string } }>('POST', `${ws}/sites`, {
      kind: 'web',
      name: 'Shop',
      domain: 'shop.example',
      currency: 'EUR',
      timeZone: 'Europe',
      subTimeZone: 'Europe/Paris',
    });
    expect(site.status, site.text).toBe(200);
    const siteId = site.body.data.id;
    expect((await call('GET', `${ws}/sites/${siteId}`)).status).toBe(200);
    expect((await call('GET', `${ws}/sites`)).status).toBe(200);

    // the events ingestion: public, the key ignored
    const ingested = await call<{ data: { accepted: number } }>('POST', '/api/event/batch', {
      site: siteId,
      events: [{ type: 'pageview', url: 'https://shop.example/' }],
    });
    expect(ingested.status, ingested.text).toBe(202);
    expect(ingested.body.data.accepted).toBe(1);
    await t.app.events.writer.flush();

    const range = {
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const query = await call<{ data: { totals: { pageviews: number } } }>('POST', `${ws}/analytics/query`, {
      item: { type: 'analytics', id: siteId },
      range,
      metrics: ['pageviews'],
    });
    expect(query.status, query.text).toBe(200);
    expect(query.body.data.totals.pageviews).toBe(1);
    const report = await call(
      'GET',
      `${ws}/analytics/report?${new URLSearchParams({ route: 'con', type: 'analytics', id: siteId, ...range })}`,
    );
    expect(report.status, report.text).toBe(200);
  });

  it('offers "Try it out" on the reference page, sending a key without the session cookie', async () => {
    const init = await fetch(`${t.url}/api/docs/static/swagger-initializer.js`);
    expect(init.status).toBe(200);
    const js = await init.text();
    expect(js).toContain('tryItOutEnabled');
    expect(js).toContain('requestInterceptor');
    expect(js).toMatch(/credentials = ["']omit["']/);
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; 'x-osm5-scope'?: string }>>;
    };
    expect(doc.paths['/api/orgs/{orgId}/workspaces/{workspaceId}/links/{linkId}/qr']?.get).toMatchObject({
      security: [{ apiKey: [] }, { session: [] }],
      'x-osm5-scope': 'links:read',
    });
  });
});
