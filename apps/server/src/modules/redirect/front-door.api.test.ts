import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { openGeo } from '../../tracking/geo.ts';
import { clickCount, clickRows, createLink, flushAll, UA, visit } from './redirect-test-helpers.ts';

/**
 * The front door answers cached links from the connection's bytes and hands
 * the connection to Node's HTTP server at the first request it does not
 * answer. A visitor must not be able to tell which answered, and no request
 * may be lost, reordered or read differently on the way.
 */
describe(`redirect: the front door (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  /** requests that reached Node's request event (the front door's never do) */
  const nodeRequests: string[] = [];
  /** a request head as a client sends it, to the app's own host (with its port) */
  const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\n${headers}\r\n`;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Door Owner');
    t.app.server.prependListener('request', (req) => nodeRequests.push(req.url ?? ''));
  });
  afterAll(() => t?.close());

  /** A simple link, visited once so that it is cached. */
  async function cachedLink(url: string) {
    const link = await createLink(t, org, { kind: 'simple', rules: { url } });
    const warm = await visit(t, `/${link.slug}`);
    expect(warm.status).toBe(302);
    return link;
  }

  it('answers a cached link with the headers Node would send, and records the same click', async () => {
    const link = await cachedLink('https://example.com/door?a=1');
    const ip = '5.9.0.1';
    const place = (await openGeo({ warn: () => {} })).lookup(ip);
    nodeRequests.length = 0;
    const c = await RawHttpConnection.open(t.url);
    try {
      await c.write(
        get(
          `/${link.slug}?utm_source=door`,
          `User-Agent: ${UA.android}\r\nX-Forwarded-For: ${ip}\r\nAccept-Language: fr-CA,fr;q=0.9\r\nReferer: https://mail.google.com/\r\n`,
        ),
      );
      const first = await c.next();
      expect(first.status).toBe(302);
      expect(first.headers).toMatchObject({
        location: 'https://example.com/door?a=1',
        'cache-control': 'private, max-age=0',
        'content-length': '0',
        connection: 'keep-alive',
        'keep-alive': `timeout=${Math.floor(t.app.server.keepAliveTimeout / 1000)}`,
      });
      expect(Date.parse(first.headers.date ?? '')).toBeGreaterThan(Date.now() - 60_000);

      await c.write(get(`/${link.slug}`).replace('GET', 'HEAD'));
      const head = await c.next({ head: true });
      expect(head.status).toBe(302);
      expect(head.headers.location).toBe('https://example.com/door?a=1');
    } finally {
      c.close();
    }
    expect(nodeRequests).toEqual([]);

    await flushAll(t);
    // the warm-up and the GET; a HEAD is answered alike and never counted
    expect(await clickCount(t, org, link.id)).toBe(2);
    // the raw request is read as Node's: the client address behind the trusted proxy, the agent, language, referrer, query
    const utm = await clickRows(t, org, link.id, ['utm_source', 'channel', 'language']);
    expect(utm).toContainEqual({ utm_source: 'door', channel: 'email', language: 'fr', events: 1 });
    const where = await clickRows(t, org, link.id, ['utm_source', 'country', 'city']);
    expect(where).toContainEqual({ utm_source: 'door', country: place?.country, city: place?.city, events: 1 });
    const agent = await clickRows(t, org, link.id, ['utm_source', 'browser', 'device_type']);
    expect(agent).toContainEqual({ utm_source: 'door', browser: 'chrome', device_type: 'mobile', events: 1 });
  });

  it('adds HSTS when a trusted proxy says the visit came over HTTPS, as Fastify does', async () => {
    const link = await cachedLink('https://example.com/hsts');
    nodeRequests.length = 0;
    const c = await RawHttpConnection.open(t.url);
    try {
      await c.write(
        `${get(`/${link.slug}`, 'X-Forwarded-Proto: https\r\n')}${get(`/${link.slug}`)}${get(`/${link.slug}`, 'X-Forwarded-Proto: https\r\n')}`,
      );
      const answers = [await c.next(), await c.next(), await c.next()];
      expect(answers.map((a) => a.status)).toEqual([302, 302, 302]);
      expect(answers.map((a) => a.headers['strict-transport-security'] ?? null)).toEqual([
        expect.stringMatching(/^max-age=\d{7,}/),
        null,
        expect.stringMatching(/^max-age=\d{7,}/),
      ]);
    } finally {
      c.close();
    }
    expect(nodeRequests).toEqual([]);
  });

  it('hands the connection to Node at the first request it does not answer, with every byte in order', async () => {
    const link = await cachedLink('https://example.com/order');
    nodeRequests.length = 0;
    const c = await RawHttpConnection.open(t.url);
    try {
      await c.write(get(`/${link.slug}`));
      expect((await c.next()).status).toBe(302);
      // three pipelined requests in one write: the door answers the first, Node the other two
      await c.write(`${get(`/${link.slug}`)}${get('/api/health')}${get(`/${link.slug}?again=1`)}`);
      const answers = [await c.next(), await c.next(), await c.next()];
      expect(answers.map((a) => a.status)).toEqual([302, 200, 302]);
      expect(JSON.parse(answers[1]?.body ?? '')).toMatchObject({ status: 'ok' });
      expect(answers[2]?.headers.location).toBe('https://example.com/order');
      // from here on Node parses: the next cached visit takes Node's own fast path
      await c.write(get(`/${link.slug}`));
      expect((await c.next()).status).toBe(302);
    } finally {
      c.close();
    }
    expect(nodeRequests).toEqual(['/api/health', `/${link.slug}?again=1`, `/${link.slug}`]);
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(5);
  });

  it('loads a link not cached yet and answers it, keeping the connection; an unknown slug goes to Node', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/cold' } });
    nodeRequests.length = 0;
    const c = await RawHttpConnection.open(t.url);
    try {
      // the first visit of the link since the start: loaded while the connection waits, then answered here
      await c.write(`${get(`/${link.slug}`)}${get(`/${link.slug}?utm_source=second`)}`);
      const answers = [await c.next(), await c.next()];
      expect(answers.map((a) => [a.status, a.headers.location])).toEqual([
        [302, 'https://example.com/cold'],
        [302, 'https://example.com/cold'],
      ]);
      expect(nodeRequests).toEqual([]);
      await c.write(`${get('/no-such-link-here')}${get(`/${link.slug}`)}`);
      const after = [await c.next(), await c.next()];
      expect(after.map((a) => a.status)).toEqual([404, 302]);
    } finally {
      c.close();
    }
    expect(nodeRequests).toEqual(['/no-such-link-here', `/${link.slug}`]);
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(3);
  });

  it('gives Node a head that arrives in pieces', async () => {
    const link = await cachedLink('https://example.com/pieces');
    const c = await RawHttpConnection.open(t.url);
    try {
      const text = get(`/${link.slug}`, `User-Agent: ${UA.iphone}\r\n`);
      await c.write(text.slice(0, 20));
      await new Promise((r) => setTimeout(r, 50));
      await c.write(text.slice(20));
      const answer = await c.next();
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('https://example.com/pieces');
    } finally {
      c.close();
    }
  });

  it('leaves a request with a body to Node, so the body is never read as a request', async () => {
    const link = await cachedLink('https://example.com/outer');
    const hidden = await cachedLink('https://example.com/hidden');
    const smuggled = get(`/${hidden.slug}`);
    const c = await RawHttpConnection.open(t.url);
    try {
      await c.write(
        `${get(`/${link.slug}`, `Content-Length: ${smuggled.length}\r\n`)}${smuggled}${get('/api/health')}`,
      );
      const answers = [await c.next(), await c.next()];
      expect(answers.map((a) => a.status)).toEqual([302, 200]);
      expect(answers[0]?.headers.location).toBe('https://example.com/outer');
    } finally {
      c.close();
    }
    await flushAll(t);
    // only the warm-up: the hidden link's request was a body
    expect(await clickCount(t, org, hidden.id)).toBe(1);
  });

  it('answers a client that half-closes after its request, then closes', async () => {
    const link = await cachedLink('https://example.com/half');
    const c = await RawHttpConnection.open(t.url);
    await c.write(get(`/${link.slug}`));
    c.socket.end();
    expect((await c.next()).status).toBe(302);
    await c.closed();
  });
});

describe(`redirect: the front door on close (${testMode})`, () => {
  it('closes its idle connections when the server closes', async () => {
    const t = await startTestApp();
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\n\r\n`;
    let closed = false;
    try {
      const org = await newOrg(t, 'Door Closer');
      const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/bye' } });
      expect((await visit(t, `/${link.slug}`)).status).toBe(302);
      const c = await RawHttpConnection.open(t.url);
      await c.write(get(`/${link.slug}`));
      expect((await c.next()).status).toBe(302);
      await t.close();
      closed = true;
      await c.closed();
    } finally {
      if (!closed) await t.close();
    }
  });
});
