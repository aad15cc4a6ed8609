import { afterEach, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import { closeServers, get, post, serve } from './front-door-test-server.ts';

afterEach(closeServers);

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
