import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { linkDomains, links } from '../../db/schema.ts';
import { clickCount, createLink, destinationOf, flushAll, visit } from './redirect-test-helpers.ts';

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(
  t: TestApp,
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, 'accept-language': 'en' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe(`redirect: pages (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let webDist: string;

  beforeAll(async () => {
    // a stand-in for the built web app, so the fall-through to it is visible
    webDist = join(tmpdir(), `osm5-redirect-web-${process.pid}-${Date.now()}`);
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>web app</title><div id="root">SPA</div>');
    await writeFile(join(webDist, 'robots.txt'), 'User-agent: *');
    t = await startTestApp({ env: { WEB_DIST: webDist, SHORT_DOMAIN: 's.example.test' } });
    org = await newOrg(t, 'Pages Owner');
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('password: the form first, a wrong password again with the error, the right one redirects with a link-scoped unlock cookie', async () => {
    const link = await createLink(t, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/private' },
      password: 'open sesame',
    });
    const other = await createLink(t, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/other' },
      password: 'open sesame',
    });
    const page = await visit(t, `/${link.slug}`, { lang: 'fr' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const form = await page.text();
    expect(form).toContain('<html lang="fr" dir="ltr">');
    expect(form).toContain(`<form method="post" action="${t.url}/${link.slug}">`);
    expect(form).toContain('<label for="password">Mot de passe</label>');
    expect(form).not.toContain('example.com/private');
    // a QR scan keeps its trigger through the form
    expect(await (await visit(t, `/${link.slug}?r=qr`)).text()).toContain(`action="${t.url}/${link.slug}?r=qr"`);

    const wrong = await visit(t, `/${link.slug}`, { form: { password: 'nope' }, lang: 'ar', ip: '192.0.2.10' });
    expect(wrong.status).toBe(401);
    const again = await wrong.text();
    expect(again).toContain('dir="rtl"');
    expect(again).toContain('كلمة المرور غير صحيحة');
    expect(again).toContain('aria-invalid="true"');

    const right = await visit(t, `/${link.slug}`, { form: { password: 'open sesame' }, ip: '192.0.2.10' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('https://example.com/private');
    const setCookie = right.headers.getSetCookie().find((c) => c.startsWith('osm5_unlock_')) ?? '';
    expect(setCookie).toMatch(/^osm5_unlock_[0-9a-f]{32}=\d+\.[\w-]+;/);
    expect(setCookie).toContain(`Path=/${link.slug}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0] ?? '';

    // the cookie opens this link on the next visit, and only this link
    expect(await destinationOf(t, `/${link.slug}`, { cookie })).toBe('https://example.com/private');
    const [name] = cookie.split('=');
    const forOther = `${name}=${cookie.split('=')[1]}`;
    expect((await visit(t, `/${other.slug}`, { cookie: forOther })).status).toBe(200);
    const forged = cookie.replace(/\.[\w-]+$/, '.AAAA');
    expect((await visit(t, `/${link.slug}`, { cookie: forged })).status).toBe(200);

    // clicks count after the unlock only: the form and the wrong password counted nothing
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(2);
  });

  it('password: attempts are limited per link and address, with a 429 page and Retry-After', async () => {
    const link = await createLink(t, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/limited' },
      password: 'the right one',
    });
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await visit(t, `/${link.slug}`, { form: { password: `bad ${i}` }, ip })).status);
    expect(statuses).toEqual([...Array(9).fill(401), 429]);
    const limited = await visit(t, `/${link.slug}`, { form: { password: 'the right one' }, ip, lang: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many attempts');
    // another address is not held back
    expect((await visit(t, `/${link.slug}`, { form: { password: 'the right one' }, ip: '192.0.2.78' })).status).toBe(
      303,
    );
  });

  it("on the app's own host the app's paths are answered as before (the web app, static files, the API) and a missing link is a 404", async () => {
    for (const path of ['/d', '/auth', '/settings']) {
      const res = await visit(t, path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">SPA</div>');
    }
    const missing = await visit(t, '/no-such-link');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Link not found');
    expect(await (await visit(t, '/robots.txt')).text()).toBe('User-agent: *');
    expect((await visit(t, '/missing.js')).status).toBe(404);
    expect((await visit(t, '/api/no-such-route')).status).toBe(404);
    // a reserved word never reaches the link lookup, even when a row holds it (the API refuses such slugs)
    await t.app.db.db.insert(links).values({
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      domain: t.config.shortDomain,
      slug: 'settings',
      kind: 'simple',
      rules: { url: 'https://example.com/hijack' },
    });
    const reserved = await visit(t, '/settings');
    expect(reserved.status).toBe(200);
    expect(await reserved.text()).toContain('<div id="root">SPA</div>');
    expect((await visit(t, '/api')).status).toBe(404);
    // short links are pages, not part of the API's OpenAPI document
    const doc = (await (await visit(t, '/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api'))).toEqual([]);
  });

  it('on a short domain of its own, a missing link gets the branded 404 page', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/s' } });
    expect(link.domain).toBe('s.example.test');
    const hit = await getWithHost(t, 's.example.test', `/${link.slug}`);
    expect(hit.status).toBe(302);
    expect(hit.headers.location).toBe('https://example.com/s');
    const miss = await getWithHost(t, 's.example.test', '/nothing-here');
    expect(miss.status).toBe(404);
    expect(miss.body).toContain('Link not found');
    expect(miss.body).toContain('OSM5');
  });

  it('a verified custom domain answers its own links, and the branded 404 on every other path', async () => {
    await t.app.db.db.insert(linkDomains).values([
      {
        orgId: org.orgId,
        workspaceId: org.defaultWorkspaceId,
        hostname: 'go.brand.test',
        verificationToken: 'v',
        verifiedAt: new Date(),
      },
      { orgId: org.orgId, workspaceId: org.defaultWorkspaceId, hostname: 'pending.brand.test', verificationToken: 'p' },
    ]);
    await t.app.linkChanges.publish({ type: 'domain', hostname: 'go.brand.test' });
    const link = await createLink(t, org, {
      kind: 'simple',
      domain: 'go.brand.test',
      slug: 'spring',
      rules: { url: 'https://example.com/brand' },
    });
    expect(link.domain).toBe('go.brand.test');
    const hit = await getWithHost(t, 'go.brand.test', '/spring');
    expect(hit.status).toBe(302);
    expect(hit.headers.location).toBe('https://example.com/brand');
    // the same slug on the short domain is another link (none here)
    expect((await getWithHost(t, 's.example.test', '/spring')).status).toBe(404);
    for (const path of ['/', '/nothing', '/d', '/robots.txt', '/a/b', '/auth/login', '/api/health']) {
      const res = await getWithHost(t, 'go.brand.test', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('Link not found');
    }
    // a domain that is not verified yet is not ours to answer for
    expect((await getWithHost(t, 'pending.brand.test', '/spring')).status).not.toBe(302);
  });
});

describe(`redirect: client address (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  beforeAll(async () => {
    // no trusted proxy: X-Forwarded-For is the client's word, not believed
    t = await startTestApp({ env: { TRUSTED_PROXIES: '' } });
    org = await newOrg(t, 'Proxy Owner');
  });
  afterAll(() => t?.close());

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const link = await createLink(t, org, {
      kind: 'ip_based',
      rules: { block: ['127.0.0.1'], url: 'https://example.com/in', blockedUrl: 'https://example.com/blocked' },
    });
    // the real peer is 127.0.0.1 whatever the header claims: on the first visit (the route) and once cached (the fast path)
    expect(await destinationOf(t, `/${link.slug}`, { ip: '203.0.113.9' })).toBe('https://example.com/blocked');
    expect(await destinationOf(t, `/${link.slug}`, { ip: '203.0.113.10' })).toBe('https://example.com/blocked');
  });
});
