import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import { closeServers, get, post, serve } from './front-door-test-server.ts';

afterEach(closeServers);

/** Another connection's requests, all answered by the front door: reads that overwrite the shared buffer. */
async function readsElsewhere(url: string, rounds = 20): Promise<void> {
  const other = await RawHttpConnection.open(url);
  for (let i = 0; i < rounds; i++) {
    await other.write(
      `GET /fast HTTP/1.1\r\nHost: t\r\nX-Pad: ${'z'.repeat(500)}\r\n\r\n${post('/echo', 'y'.repeat(2_000))}`,
    );
    expect([(await other.next()).status, (await other.next()).status]).toEqual([302, 202]);
  }
  other.close();
}

describe('FrontDoor: reads into the shared buffer', () => {
  it('keeps what outlives a read (the rest of a pipelined read, a request waiting, a POST) while others read', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    const body = JSON.stringify({ e: 'pageview', u: `/${'a'.repeat(300)}` });
    // answered after 30 ms, then a link loaded for 20 ms, then a POST answered after 20 ms: all from one read
    await c.write(`${get('/slow')}${get('/cold-kept')}${post('/echo', body)}${get('/fast')}`);
    await readsElsewhere(url);
    const answers = [await c.next(), await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.headers.location ?? null)).toEqual([
      'https://example.com/slow',
      'https://example.com/cold-kept',
      null,
      'https://example.com/fast',
    ]);
    expect(JSON.parse(answers[2]?.body ?? '')).toEqual({ body });
    expect(nodeSaw).toEqual([]);
    c.close();
  });

  it("hands Node a connection's unanswered bytes whole, while others read", async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    await c.write(`${get('/slow')}${post('/later', 'b'.repeat(1_000))}${get('/fast')}`);
    await readsElsewhere(url);
    const answers = [await c.next(), await c.next(), await c.next()];
    expect(answers.map((a) => a.body)).toEqual(['', `node ${'b'.repeat(1_000)}`, 'node']);
    expect(nodeSaw).toEqual(['/later', '/fast']);
    c.close();
  });

  it('answers a POST read alone, or hands it to Node, whole while others read', async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    const body = 'p'.repeat(1_500);
    // answered after 20 ms, declined after 20 ms: each its own read, then another connection's reads
    await c.write(post('/echo', body));
    await readsElsewhere(url, 3);
    expect(JSON.parse((await c.next()).body)).toEqual({ body });
    await c.write(post('/later', body));
    await readsElsewhere(url, 3);
    expect((await c.next()).body).toBe(`node ${body}`);
    expect(nodeSaw).toEqual(['/later']);
    c.close();
  });

  it("hands Node a read's bytes as its own: a body begun in it and ended later stays whole", async () => {
    const { url, nodeSaw } = await serve();
    const c = await RawHttpConnection.open(url);
    const body = 'q'.repeat(1_500);
    const whole = post('/other', body);
    const cut = whole.indexOf('\r\n\r\n') + 4 + 700;
    // Node answers the first request, so the read goes to Node with the body's start; the rest comes later
    await c.write(`${get('/to-node')}${whole.slice(0, cut)}`);
    await readsElsewhere(url, 3);
    await c.write(whole.slice(cut));
    expect([(await c.next()).body, (await c.next()).body]).toEqual(['node', `node ${body}`]);
    expect(nodeSaw).toEqual(['/to-node', '/other']);
    c.close();
  });

  it('gives an upgraded connection its later bytes, after Node let go of it', async () => {
    const { url, server } = await serve();
    // Node's HTTP server no longer counts an upgraded connection among its own: closed here
    let upgradedSocket: Socket | undefined;
    server.on('upgrade', (_req, socket: Socket, head: Buffer) => {
      upgradedSocket = socket;
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
      if (head.length > 0) socket.write(head);
      // what comes is kept until the end mark, then echoed whole
      const kept: Buffer[] = [];
      socket.on('data', (bytes: Buffer) => {
        kept.push(bytes);
        if (bytes.toString('latin1').endsWith('END')) socket.write(Buffer.concat(kept));
      });
    });
    const { hostname, port } = new URL(url);
    const c = await new Promise<Socket>((resolve) => {
      const s = connect(Number(port), hostname, () => resolve(s));
    });
    let echoed = '';
    c.on('data', (bytes: Buffer) => {
      echoed += bytes.toString('latin1');
    });
    c.write('GET /echo HTTP/1.1\r\nHost: t\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n');
    const upgraded = () => echoed.includes('\r\n\r\n');
    for (let i = 0; i < 100 && !upgraded(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(echoed).toMatch(/^HTTP\/1\.1 101 /);
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const line = `${i}:${'x'.repeat(3_000)};`;
      sent.push(line);
      c.write(line);
      await readsElsewhere(url, 3);
    }
    c.write('END');
    sent.push('END');
    const after = () => echoed.slice(echoed.indexOf('\r\n\r\n') + 4);
    for (let i = 0; i < 100 && after().length < sent.join('').length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(after()).toBe(sent.join(''));
    c.destroy();
    upgradedSocket?.destroy();
  });
});
