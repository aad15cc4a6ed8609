import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { RawHttpConnection, type RawResponse } from '../../../test/raw-http.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { BROWSER, freshIp, insertSite, storedRows } from './ingestion-test-helpers.ts';

/**
 * Tracking answered at the front door (ingestion-door.ts): a valid event or
 * batch of a known site is answered there exactly as Fastify's route answers
 * it, and stored alike; anything else reaches the route, which answers with
 * its own errors, and nothing is stored twice or lost.
 */
describe(`tracking at the front door (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let siteId: string;
  /** requests that reached Node's request event (the front door's never do) */
  const nodeRequests: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Door Tracker');
    siteId = (await insertSite(t, org)).id;
    t.app.server.prependListener('request', (req) => nodeRequests.push(req.url ?? ''));
  });
  afterAll(() => t?.close());

  const headLines = (ip: string) =>
    `Host: ${new URL(t.url).host}\r\nUser-Agent: ${BROWSER}\r\nX-Forwarded-For: ${ip}\r\nAccept-Language: de-DE,de;q=0.9\r\nContent-Type: text/plain;charset=UTF-8\r\n`;
  /** a POST as trackers send it: a Content-Length body (the door's) */
  const plain = (path: string, body: string, ip: string) =>
    `POST ${path} HTTP/1.1\r\n${headLines(ip)}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  /** the same POST with a chunked body, which the door leaves to Node and Fastify */
  const chunked = (path: string, body: string, ip: string) =>
    `POST ${path} HTTP/1.1\r\n${headLines(ip)}Transfer-Encoding: chunked\r\n\r\n${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;

  async function exchange(text: string): Promise<RawResponse> {
    const c = await RawHttpConnection.open(t.url);
    try {
      await c.write(text);
      return await c.next();
    } finally {
      c.close();
    }
  }

  /** What may differ between two answers to the same request: when, and which request. */
  const comparable = (r: RawResponse) => {
    const { date: _date, 'x-request-id': id, ...headers } = r.headers;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return { status: r.status, headers, body: JSON.parse(r.body) };
  };

  it('answers an event and a batch as the route does, and stores the same rows', async () => {
    const event = (page: string) =>
      JSON.stringify({ s: siteId, e: 'pageview', u: `https://example.com/${page}?utm_source=news` });
    const batch = (page: string) =>
      JSON.stringify({
        site: siteId,
        events: [
          { type: 'pageview', url: `https://example.com/${page}` },
          { type: 'custom', url: `https://example.com/${page}`, name: 'signup', props: { plan: 'pro' } },
        ],
      });
    nodeRequests.length = 0;
    const door = [
      await exchange(plain('/api/event', event('door'), freshIp())),
      await exchange(plain('/api/event/batch', batch('door'), freshIp())),
    ];
    expect(nodeRequests).toEqual([]);
    const route = [
      await exchange(chunked('/api/event', event('route'), freshIp())),
      await exchange(chunked('/api/event/batch', batch('route'), freshIp())),
    ];
    expect(nodeRequests).toEqual(['/api/event', '/api/event/batch']);
    expect(door.map(comparable)).toEqual(route.map(comparable));
    expect(door.map((r) => r.status)).toEqual([202, 202]);
    expect(JSON.parse(door[1]?.body ?? '')).toEqual({ status: true, data: { accepted: 2, dropped: 0 } });

    // the same columns, but for those of the request itself (its page, its visitor, its time)
    const rows = await storedRows(t, org, siteId);
    const of = (page: string) =>
      rows
        .filter((r) => r.path === `/${page}`)
        .map(({ id, time, visitor_id, session_id, path, ...rest }) => JSON.stringify(rest))
        .sort();
    expect(of('door')).toHaveLength(3);
    expect(of('door')).toEqual(of('route'));
    expect(rows.find((r) => r.path === '/door' && r.type === 'pageview')).toMatchObject({
      language: 'de',
      browser: 'chrome',
    });
  });

  it('leaves to the route what it would not answer 202, which answers with its errors and stores nothing', async () => {
    const before = (await storedRows(t, org, siteId)).length;
    nodeRequests.length = 0;
    const notJson = await exchange(plain('/api/event', '{"s":', freshIp()));
    const invalid = await exchange(plain('/api/event', JSON.stringify({ s: siteId, e: 'nope' }), freshIp()));
    const unknown = await exchange(
      plain(
        '/api/event',
        JSON.stringify({ s: '00000000-0000-4000-8000-000000000000', e: 'pageview', u: 'https://example.com/' }),
        freshIp(),
      ),
    );
    const poisoned = await exchange(
      plain('/api/event', `{"s":"${siteId}","e":"pageview","u":"https://example.com/","__proto__":{"x":1}}`, freshIp()),
    );
    expect([notJson, invalid, unknown].map((r) => [r.status, JSON.parse(r.body).code])).toEqual([
      [400, 'VALIDATION_ERROR'],
      [400, 'VALIDATION_ERROR'],
      [404, 'NOT_FOUND'],
    ]);
    expect(nodeRequests).toEqual(['/api/event', '/api/event', '/api/event', '/api/event']);
    // the route takes what its parser allows: the poisoned key is dropped, the event stored once
    expect(poisoned.status).toBe(202);
    expect((await storedRows(t, org, siteId)).length).toBe(before + 1);
  });

  it('counts its answers in /metrics under the route', async () => {
    const sample = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('osm5_http_requests_total{route="/api/event",status="202"}'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    const first = await sample();
    nodeRequests.length = 0;
    await exchange(
      plain('/api/event', JSON.stringify({ s: siteId, e: 'pageview', u: 'https://example.com/m' }), freshIp()),
    );
    expect(nodeRequests).toEqual([]);
    expect(await sample()).toBe(first + 1);
  });
});
