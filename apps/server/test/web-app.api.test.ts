import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from './harness.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/static/js/main-abc123.js"></script></body></html>';

describe(`web app serving, built (${testMode})`, () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // what Vite leaves in apps/web/dist: index.html and hashed chunks under static/
    webDist = await mkdtemp(join(tmpdir(), 'osm5-web-dist-'));
    await mkdir(join(webDist, 'static', 'js'), { recursive: true });
    await writeFile(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, 'static', 'js', 'main-abc123.js'), 'console.log("osm5")');
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/auth/login', '/some/unknown', '/d/sbox/42/dashboard', '/'])(
    'answers the page route %s with index.html, never cached stale',
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves hashed chunks with a long immutable cache', async () => {
    const response = await fetch(`${t.url}/static/js/main-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files at the root, revalidated', async () => {
    const response = await fetch(`${t.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing chunk with 404 rather than index.html', async () => {
    const response = await fetch(`${t.url}/static/js/gone-999.js`);
    expect(response.status).toBe(404);
  });

  it('keeps unknown API routes JSON, and non-GET page paths 404', async () => {
    const api = await fetch(`${t.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await fetch(`${t.url}/auth/login`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe(`web app serving, not built (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('explains how to build it instead of failing', async () => {
    const response = await fetch(`${t.url}/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('npm run build');
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
