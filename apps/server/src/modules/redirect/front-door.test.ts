import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import type { FastRequest, Respond } from './fast-path.ts';
import { FrontDoor, type PostReply, type PostRequest } from './front-door.ts';

/**
 * The front door in front of a plain Node HTTP server, with a stand-in for
 * the redirect engine: /fast is answered at once, /slow after 30 ms, /boom
 * throws, anything else is declined; and for tracking: a POST to /echo is
 * answered with its body after 20 ms, one to /later is declined after 20 ms,
 * any other POST at once. A path starting /cold is taken once `prepare` loaded
 * it (20 ms): /cold-gone fails to load, /cold-evicted is forgotten each time
 * it is loaded, /cold-unknown has nothing to load. What Node answers says
 * "node" (and what a POST carried).
 */
async function serve(o: { keepAliveMs?: number; closing?: () => boolean } = {}) {
  const errors: unknown[] = [];
  const nodeSaw: string[] = [];
  const server: Server = createServer((req, res) => {
    nodeSaw.push(req.url ?? '');
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => res.end(body ? `node ${body}` : 'node'));
  });
  const takePost = (req: PostRequest, reply: PostReply): boolean => {
    const body = req.body.toString();
    if (req.url === '/echo') setTimeout(() => reply.json(202, JSON.stringify({ body }), false, [['x-own', '1']]), 20);
    else if (req.url === '/later') setTimeout(() => reply.decline(), 20);
    else return false;
    return true;
  };
  const loaded = new Set<string>();
  const loads: string[] = [];
  const prepare = (req: FastRequest): Promise<unknown> | null => {
    const path = req.url ?? '';
    if (!path.startsWith('/cold') || path === '/cold-unknown') return null;
    loads.push(path);
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        if (path === '/cold-gone') reject(new Error('the database is away'));
        else if (path !== '/cold-evicted') resolve(loaded.add(path));
        else resolve(null);
      }, 20),
    );
  };
  /** how long before being taken each request was read, when it waited for a loading (FastRequest.readAt) */
  const waited: [string, number | undefined][] = [];
  const take = (req: FastRequest, respond: Respond): boolean => {
    if (req.url === '/fast' || loaded.has(req.url ?? ''))
      waited.push([req.url ?? '', req.readAt === undefined ? undefined : performance.now() - req.readAt]);
    const answer = { type: 'redirect', status: 302, url: `https://example.com${req.url}` } as const;
    if (req.url === '/fast' || loaded.has(req.url ?? '')) respond(answer, false, false);
    else if (req.url === '/secure') respond(answer, false, true);
    else if (req.url === '/slow') setTimeout(() => respond(answer, false, false), 30);
    else if (req.url === '/boom') throw new Error('boom');
    else if (req.url === '/late-boom') {
      setTimeout(() => respond(answer, false, false), 10);
      throw new Error('boom after queuing an answer');
    } else return false;
    return true;
  };
  const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const door = new FrontDoor({
    take,
    prepare,
    takePost,
    handOff: (socket) => {
      for (const listener of nodeListeners) listener.call(server, socket);
    },
    keepAliveMs: () => o.keepAliveMs ?? 5_000,
    isClosing: o.closing ?? (() => false),
    logger: { error: (obj) => errors.push(obj) },
  });
  server.on('connection', door.accept);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  opened.push(server);
  return { url, errors, nodeSaw, door, server, loads, waited };
}

const opened: Server[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: t\r\n\r\n`;

const post = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: t\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('FrontDoor: tracking POSTs', () => {
  it('answers a POST once its whole body came, in order with the requests around it', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    const whole = post('/echo', '{"e":"pageview","u":"/a"}');
    // the head and the body's first byte, then the rest a moment later
    const cut = whole.indexOf('\r\n\r\n') + 5;
    await c.write(`${get('/fast')}${whole.slice(0, cut)}`);
    await new Promise((r) => setTimeout(r, 30));
    await c.write(`${whole.slice(cut)}${get('/fast')}`);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.status)).toEqual([302, 202, 302]);
    expect(JSON.parse(answers[1]?.body ?? '')).toEqual({ body: '{"e":"pageview","u":"/a"}' });
    expect(answers[1]?.headers).toMatchObject({ 'x-own': '1', 'content-type': 'application/json; charset=utf-8' });
    expect(nodeSaw).toEqual([]);
    c.close();
  });

  it('hands a POST declined after looking to Node whole, with what came after it', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${post('/later', 'abc')}${get('/fast')}`);
    const answers = [await c.next(), await c.next()];
    expect(answers.map((a) => a.body)).toEqual(['node abc', 'node']);
    expect(nodeSaw).toEqual(['/later', '/fast']);
    c.close();
  });

  it('hands a POST it does not take to Node at once', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(post('/other', 'xyz'));
    expect((await c.next()).body).toBe('node xyz');
    expect(nodeSaw).toEqual(['/other']);
    c.close();
  });
});

describe('FrontDoor', () => {
  it('keeps pipelined answers in request order, a slow answer included', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${get('/slow')}${get('/fast')}${get('/slow')}`);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.headers.location)).toEqual([
      'https://example.com/slow',
      'https://example.com/fast',
      'https://example.com/slow',
    ]);
    expect(nodeSaw).toEqual([]);
    c.close();
  });

  it('has a link not cached yet loaded, then answers it and what came after it in order, keeping the connection', async () => {
    const { url, nodeSaw, loads, waited } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${get('/cold-a')}${get('/fast')}${get('/cold-b')}`);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.headers.location)).toEqual([
      'https://example.com/cold-a',
      'https://example.com/fast',
      'https://example.com/cold-b',
    ]);
    await c.write(get('/cold-a'));
    expect((await c.next()).headers.location).toBe('https://example.com/cold-a');
    expect(loads).toEqual(['/cold-a', '/cold-b']);
    expect(nodeSaw).toEqual([]);
    // a visit that waited is timed from when it was read (the 20 ms loading in its latency), the others from their offer
    expect(waited.map(([path]) => path)).toEqual(['/cold-a', '/fast', '/cold-b', '/cold-a']);
    expect(waited[0]?.[1]).toBeGreaterThanOrEqual(15);
    expect(waited[2]?.[1]).toBeGreaterThanOrEqual(15);
    expect([waited[1]?.[1], waited[3]?.[1]]).toEqual([undefined, undefined]);
    c.close();
  });

  it('gives Node a request whose loading failed, found nothing to load, or never stays cached', async () => {
    for (const path of ['/cold-gone', '/cold-unknown', '/cold-evicted']) {
      const { url, nodeSaw, loads } = await serve();
      const c = await RawHttpConnection.open(url);
      await c.write(`${get(path)}${get('/fast')}`);
      const answers = [await c.next(), await c.next()];
      expect(answers.map((a) => a.body)).toEqual(['node', 'node']);
      expect(nodeSaw).toEqual([path, '/fast']);
      // a loading a request waits for, at most twice (its domain, its link)
      expect(loads).toEqual(path === '/cold-unknown' ? [] : path === '/cold-gone' ? [path] : [path, path]);
      c.close();
    }
  });

  it('adds HSTS to the answer of a visit that came over HTTPS, and only to it', async () => {
    const { url } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${get('/secure')}${get('/fast')}${get('/secure')}`);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.headers['strict-transport-security'] ?? null)).toEqual([
      expect.stringMatching(/^max-age=\d{7,}/),
      null,
      expect.stringMatching(/^max-age=\d{7,}/),
    ]);
    expect(answers.map((a) => a.headers.location)).toEqual([
      'https://example.com/secure',
      'https://example.com/fast',
      'https://example.com/secure',
    ]);
    c.close();
  });

  it('hands a request over to Node when answering it throws, and the process carries on', async () => {
    const { url, errors, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${get('/fast')}${get('/boom')}${get('/fast')}`);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.status)).toEqual([302, 200, 200]);
    expect(answers[1]?.body).toBe('node');
    expect(nodeSaw).toEqual(['/boom', '/fast']);
    expect(errors).toHaveLength(1);
    c.close();
  });

  it('writes nothing more once it handed the connection over, even an answer queued before a fault', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(get('/late-boom'));
    expect((await c.next()).body).toBe('node');
    await new Promise((r) => setTimeout(r, 50));
    await c.write(get('/fast'));
    // had the queued answer been written, this would read its 302
    expect((await c.next()).body).toBe('node');
    expect(nodeSaw).toEqual(['/late-boom', '/fast']);
    c.close();
  });

  it('closes a connection idle for the keep-alive time', async () => {
    const { url } = await serve({ keepAliveMs: 100 });
    const c = await RawHttpConnection.open(url);
    await c.write(get('/fast'));
    expect((await c.next()).status).toBe(302);
    const idleSince = Date.now();
    await c.closed(2_000);
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(80);
  });

  it('keeps a connection that is used more often than the keep-alive time', async () => {
    const { url } = await serve({ keepAliveMs: 100 });
    const c = await RawHttpConnection.open(url);
    for (let i = 0; i < 6; i++) {
      await c.write(get('/fast'));
      expect((await c.next()).status).toBe(302);
      await new Promise((r) => setTimeout(r, 60));
    }
    c.close();
  });

  it('takes nothing while the server closes: Node answers', async () => {
    let closing = false;
    const { url, nodeSaw } = await serve({ closing: () => closing });
    const c = await RawHttpConnection.open(url);
    await c.write(get('/fast'));
    expect((await c.next()).status).toBe(302);
    closing = true;
    await c.write(get('/fast'));
    expect((await c.next()).body).toBe('node');
    expect(nodeSaw).toEqual(['/fast']);
    c.close();
  });

  it('ends idle connections on close, and a busy one right after its answer, which says so', async () => {
    let closing = false;
    const { url, door } = await serve({ closing: () => closing });
    const idle = await RawHttpConnection.open(url);
    const busy = await RawHttpConnection.open(url);
    await idle.write(get('/fast'));
    await idle.next();
    await busy.write(get('/slow'));
    await new Promise((r) => setTimeout(r, 5));
    closing = true;
    door.close();
    await idle.closed(1_000);
    const last = await busy.next();
    expect(last.status).toBe(302);
    expect(last.headers.connection).toBe('close');
    await busy.closed(1_000);
  });
});
