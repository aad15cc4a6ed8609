import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, linksPath, simple } from '../src/modules/links/link-test-helpers.ts';
import { createSignedInUser } from './auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from './harness.ts';
import { newOrg } from './tenancy/fixtures.ts';
import { createTestClient } from './test-client.ts';

// a person's browser: a bare fetch reads as a bot, which gets the link's preview page instead of the redirect
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe(`CSRF double submit (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // served as https behind a proxy: both cookies must be Secure
    t = await startTestApp({ env: { PUBLIC_URL: 'https://osm5.test' } });
  });
  afterAll(() => t?.close());

  it('sets a readable XSRF-TOKEN cookie on GET /api/auth/csrf, and only once', async () => {
    const first = await fetch(`${t.url}/api/auth/csrf`);
    expect(first.status).toBe(204);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Lax$/);
    const token = cookie?.split(';')[0] ?? '';
    const again = await fetch(`${t.url}/api/auth/csrf`, { headers: { cookie: token } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('rejects a write without the header, with a wrong header, or without the cookie', async () => {
    const c = createTestClient(t.url);
    await c.get('/api/auth/csrf');
    const token = c.cookie('XSRF-TOKEN');
    expect(token).toBeTruthy();

    const missing = await c.post('/api/auth/logout', {}, { xsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ status: false, code: 'CSRF_MISMATCH' });

    const wrong = await c.post('/api/auth/logout', {}, { xsrf: false, headers: { 'x-xsrf-token': `${token}x` } });
    expect(wrong.body.code).toBe('CSRF_MISMATCH');

    const noCookie = await fetch(`${t.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token ?? '' },
      body: '{}',
    });
    expect(noCookie.status).toBe(403);
  });

  it('lets a write with the matching header through to the route', async () => {
    const c = createTestClient(t.url);
    const response = await c.post('/api/auth/logout', {});
    expect(response.status).not.toBe(403);
    expect(response.body.code).not.toBe('CSRF_MISMATCH');
  });

  it('does not check writes outside /api or on the ingestion endpoints', async () => {
    const page = await fetch(`${t.url}/auth/login`, { method: 'POST' });
    expect(page.status).toBe(404);
    const ingest = await fetch(`${t.url}/api/event`, { method: 'POST', body: '{}' });
    expect((await ingest.json()).code).not.toBe('CSRF_MISMATCH');
  });

  it('marks the session cookie Secure when the public URL is https', async () => {
    const user = await createSignedInUser(t);
    const login = await user.client.post('/api/auth/login', { email: user.email, password: user.password });
    const session = login.headers.getSetCookie().find((h) => h.startsWith('osm5_session='));
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
  });
  it('never sets the XSRF-TOKEN cookie on a short link: its visitors are not users of the app', async () => {
    const org = await newOrg(t, 'Cookie Owner');
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/no-cookie'));
    for (const path of [`/${link.slug}`, `/${link.slug}`]) {
      // the first visit loads the link, the second is answered from the cache
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
      expect(res.status).toBe(302);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const missing = await fetch(`${t.url}/no-such-link`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    expect(missing.status).toBe(404);
    expect(missing.headers.getSetCookie()).toEqual([]);
  });
});
