import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { links, organizations } from '../../src/db/schema.ts';
import { createLink, UA, visit } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { newOrg, type Org } from '../tenancy/fixtures.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The headers every page carries, whichever part of the server wrote it. */
function expectCommon(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
}

/** A page policy: locked down, and naming each of the page's inline scripts and styles by hash. */
async function expectServerPage(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  expectCommon(res);
  const csp = res.headers.get('content-security-policy') ?? '';
  for (const part of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(part);
  }
  expect(csp).not.toContain('unsafe-inline');
  const html = await res.text();
  for (const [, style] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) expect(csp).toContain(sha256(style ?? ''));
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  if (scripts.length === 0) expect(csp).toContain("script-src 'none'");
  for (const script of scripts) expect(csp).toContain(sha256(script));
  return csp;
}

describe(`security headers on every kind of page (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let webDist: string;

  beforeAll(async () => {
    webDist = join(tmpdir(), `h8-headers-web-${process.pid}-${Date.now()}`);
    await mkdir(webDist, { recursive: true });
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/static/js/a.js"></script>',
    );
    t = await startTestApp({ env: { WEB_DIST: webDist } });
    org = await newOrg(t, 'Headers Owner');
    // every link kind, whatever the default plan
    await t.app.db.db.update(organizations).set({ plan: 'enterprise' }).where(eq(organizations.id, org.orgId));
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('the web app (index.html on any page route): scripts from here only, never framed, no HSTS over plain HTTP', async () => {
    for (const path of ['/', '/settings', '/settings/profile']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      expectCommon(res);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(part);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const https = await fetch(`${t.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const api = await fetch(`${t.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect((await fetch(`${t.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers and static files: nosniff and the referrer policy', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expectCommon(res);
    const missing = await fetch(`${t.url}/api/no-such-route`);
    expect(missing.status).toBe(404);
    expectCommon(missing);
  });

  it("the redirect's own pages, first through Fastify and then from the cache's fast path", async () => {
    const password = await createLink(t, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/private' },
      password: 'open sesame 1',
    });
    for (let i = 0; i < 2; i++) {
      const csp = await expectServerPage(await visit(t, `/${password.slug}`), 200);
      // the right password's answer redirects to the destination: form-action would stop it in Chromium
      expect(csp).not.toContain('form-action');
    }
    // the wrong password's page (a POST, always through Fastify)
    await expectServerPage(await visit(t, `/${password.slug}`, { form: { password: 'nope' } }), 401);

    const deep = await createLink(t, org, {
      kind: 'app_download',
      rules: {
        iosUrl: 'https://apps.apple.com/app/id1',
        androidUrl: 'https://play.google.com/store/apps/details?id=x',
        fallbackUrl: 'https://example.com/app',
        deepLink: 'myapp://x',
      },
    });
    for (let i = 0; i < 2; i++) {
      const res = await visit(t, `/${deep.slug}`, { ua: UA.iphone });
      const csp = await expectServerPage(res, 200);
      expect(csp).toMatch(/script-src 'sha256-/);
    }

    const preview = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/shared' } });
    for (let i = 0; i < 2; i++) await expectServerPage(await visit(t, `/${preview.slug}`, { ua: UA.facebook }), 200);

    const expired = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/old' } });
    await t.app.db.db
      .update(links)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(links.id, expired.id));
    await expectServerPage(await visit(t, `/${expired.slug}`), 410);

    const loop = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/first' } });
    await t.app.db.db
      .update(links)
      .set({ rules: { url: `${t.url}/${loop.slug}` } })
      .where(eq(links.id, loop.id));
    await expectServerPage(await visit(t, `/${loop.slug}`), 508);
    // a slug no link has: the redirect's own 404 page
    await expectServerPage(await visit(t, '/no-such-link'), 404);
  });

  it('a redirect carries no referrer policy of ours (the destination gets what the browser would send)', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/plain' } });
    for (let i = 0; i < 2; i++) {
      const res = await visit(t, `/${link.slug}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('referrer-policy')).toBeNull();
    }
  });

  it('a short link visited over HTTPS carries HSTS, through Fastify and from the cache, and not over HTTP', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/secure' } });
    const password = await createLink(t, org, {
      kind: 'password_protected',
      rules: { url: 'https://example.com/locked' },
      password: 'open sesame 2',
    });
    const overHttps = (path: string) =>
      fetch(`${t.url}${path}`, {
        headers: { 'user-agent': UA.windowsChrome, 'x-forwarded-proto': 'https' },
        redirect: 'manual',
      });
    // the first visit loads the link (Fastify answers), the next ones are answered from the cache
    for (let i = 0; i < 3; i++) {
      const res = await overHttps(`/${link.slug}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      const page = await overHttps(`/${password.slug}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
      const plain = await visit(t, `/${link.slug}`);
      expect(plain.status).toBe(302);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('a public profile page: no script at all, never framed; the tracker script and its endpoint stay usable cross-site', async () => {
    const handle = `hdr${Date.now().toString(36)}`;
    const created = await org.owner.client.post(
      `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/profile-pages`,
      { handle, title: 'Header Page' },
    );
    expect(created.status, created.text).toBe(200);
    for (const path of [`/p/${handle}`, '/p/nobody-here']) {
      const res = await fetch(`${t.url}${path}`);
      expectCommon(res);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const part of ["default-src 'none'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]) {
        expect(csp).toContain(part);
      }
      expect(csp).not.toContain('script-src');
    }
    const tracker = await fetch(`${t.url}/js/osm5.js`);
    expect(tracker.status).toBe(200);
    expect(tracker.headers.get('x-content-type-options')).toBe('nosniff');
    expect(tracker.headers.get('access-control-allow-origin')).toBe('*');
    expect(tracker.headers.get('content-type')).toMatch(/javascript/);
    const preflight = await fetch(`${t.url}/api/event`, {
      method: 'OPTIONS',
      headers: { origin: 'https://customer.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
