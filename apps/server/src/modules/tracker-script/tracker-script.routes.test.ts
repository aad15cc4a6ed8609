import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_SCRIPT_PATH, trackerScriptRoutes } from './tracker-script.routes.ts';
import { acceptsGzip, isFresh } from './tracker-script.service.ts';

// The route touches no store, so a bare Fastify with only this plugin serves it as the app would.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(trackerScriptRoutes);
  await app.ready();
});
afterAll(() => app.close());

const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: TRACKER_SCRIPT_PATH, headers });

describe('GET /js/osm5.js', () => {
  it('serves the tracker to any site, cacheable, without a cookie', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.etag).toMatch(/^"[\w-]{16}"$/);
    expect(res.body).toContain('/api/event');
  });

  it('answers 304 to a client that has this version', async () => {
    const { headers } = await get();
    const res = await get({ 'if-none-match': `W/"other", ${headers.etag}` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(headers.etag);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends it gzipped to a client that takes gzip, under its own validator', async () => {
    const plain = await get();
    const res = await get({ 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThanOrEqual(1536 + 64);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get({}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.body).toBe('');
  });
});

describe('request header reading', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(isFresh('"a", W/"b"', '"b"')).toBe(true);
    expect(isFresh('*', '"b"')).toBe(true);
    expect(isFresh('"a"', '"b"')).toBe(false);
    expect(isFresh(undefined, '"b"')).toBe(false);
  });

  it('reads Accept-Encoding with its q values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
