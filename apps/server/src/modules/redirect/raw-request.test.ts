import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import {
  DECLINE,
  doorHeaders,
  INCOMPLETE,
  MAX_BODY_BYTES,
  MAX_HEAD_BYTES,
  type RawRequest,
  readRequestHead,
} from './raw-request.ts';

const read = (text: string, from = 0) => readRequestHead(Buffer.from(text, 'latin1'), from);
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Heads the front door answers itself, each different from the simplest in one way (a POST's body follows its head). */
const taken = [
  'POST /api/event HTTP/1.1\r\nHost: s.example\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: 12\r\n\r\n',
  'POST /api/event/batch HTTP/1.1\r\nHost: s.example\r\ncontent-length:0\r\nDNT: 1\r\nSec-GPC: 1\r\nX-Request-Id: r-1\r\n\r\n',
  'GET /abc HTTP/1.1\r\nHost: s.example\r\n\r\n',
  `HEAD /abc?r=qr&utm_source=x%20y HTTP/1.1\r\nHost: s.example:8080\r\nUser-Agent: ${UA}\r\n\r\n`,
  'GET /a-b_c HTTP/1.1\r\nHOST:s.example\r\nAccept-Language:\tfr-CH, fr;q=0.9 \r\nConnection: Keep-Alive\r\n\r\n',
  'GET /abc HTTP/1.1\r\nhost: s.example\r\nCookie: a=1; b="2"\r\nReferer: https://ref.example/p?q=1#f\r\nX-Empty:\r\n\r\n',
  'GET /abc?x=<>{}|"\' HTTP/1.1\r\nHost: s.example\r\nSec-CH-UA: "Chromium";v="124", "Not:A-Brand";v="99"\r\n\r\n',
];

/** Heads Node reads instead: every framing, protocol or encoding question a plain GET does not raise. */
const declined: [string, string][] = [
  ['a POST without Content-Length', 'POST /api/event HTTP/1.1\r\nHost: s\r\n\r\n'],
  [
    'a POST with Content-Length twice',
    'POST /api/event HTTP/1.1\r\nHost: s\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx',
  ],
  ['a POST with a signed length', 'POST /api/event HTTP/1.1\r\nHost: s\r\nContent-Length: +1\r\n\r\nx'],
  ['a POST with a list of lengths', 'POST /api/event HTTP/1.1\r\nHost: s\r\nContent-Length: 1, 1\r\n\r\nx'],
  [
    'a POST over the body limit',
    `POST /api/event HTTP/1.1\r\nHost: s\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n\r\n`,
  ],
  ['a POST with a chunked body', 'POST /api/event HTTP/1.1\r\nHost: s\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
  ['a PUT', 'PUT /api/event HTTP/1.1\r\nHost: s\r\nContent-Length: 0\r\n\r\n'],
  ['HTTP/1.0 (other keep-alive rules)', 'GET /abc HTTP/1.0\r\nHost: s\r\n\r\n'],
  ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['a lower-case method', 'get /abc HTTP/1.1\r\nHost: s\r\n\r\n'],
  ['absolute form', 'GET http://s/abc HTTP/1.1\r\nHost: s\r\n\r\n'],
  ['two spaces', 'GET  /abc HTTP/1.1\r\nHost: s\r\n\r\n'],
  ['no Host', 'GET /abc HTTP/1.1\r\nUser-Agent: x\r\n\r\n'],
  ['Host twice', 'GET /abc HTTP/1.1\r\nHost: s\r\nHost: t\r\n\r\n'],
  ['a header twice, any case', 'GET /abc HTTP/1.1\r\nHost: s\r\nCookie: a=1\r\ncookie: b=2\r\n\r\n'],
  ['Content-Length', 'GET /abc HTTP/1.1\r\nHost: s\r\nContent-Length: 5\r\n\r\nhello'],
  ['Transfer-Encoding', 'GET /abc HTTP/1.1\r\nHost: s\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
  ['Connection: close', 'GET /abc HTTP/1.1\r\nHost: s\r\nConnection: close\r\n\r\n'],
  ['Connection: upgrade', 'GET /abc HTTP/1.1\r\nHost: s\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'],
  ['Expect', 'GET /abc HTTP/1.1\r\nHost: s\r\nExpect: 100-continue\r\n\r\n'],
  ['a folded header', 'GET /abc HTTP/1.1\r\nHost: s\r\nX-A: 1\r\n  2\r\n\r\n'],
  ['a space before the colon', 'GET /abc HTTP/1.1\r\nHost : s\r\n\r\n'],
  ['no name', 'GET /abc HTTP/1.1\r\nHost: s\r\n: x\r\n\r\n'],
  ['no colon', 'GET /abc HTTP/1.1\r\nHost: s\r\nX-A\r\n\r\n'],
  ['a bare LF inside', 'GET /abc HTTP/1.1\r\nHost: s\nX-A: 1\r\n\r\n'],
  ['a bare CR inside', 'GET /abc HTTP/1.1\r\nHost: s\rX-A: 1\r\n\r\n'],
  ['a NUL', 'GET /abc HTTP/1.1\r\nHost: s\r\nX-A: a\u0000b\r\n\r\n'],
  ['another control byte', 'GET /abc HTTP/1.1\r\nHost: s\r\nX-A: a\u0008b\r\n\r\n'],
  ['obs-text', 'GET /abc HTTP/1.1\r\nHost: s\r\nReferer: https://r.example/é\r\n\r\n'],
  ['a space in the target', 'GET /a c HTTP/1.1\r\nHost: s\r\n\r\n'],
  ['a control byte in a header the visit does not read', 'GET /abc HTTP/1.1\r\nHost: s\r\nX-Other: a\u0001\r\n\r\n'],
  ['a header the visit reads, twice', 'GET /abc HTTP/1.1\r\nHost: s\r\nUser-Agent: a\r\nuser-agent: b\r\n\r\n'],
];

describe('readRequestHead', () => {
  it('reads a plain GET, its headers lower-cased and trimmed, and where it ends', () => {
    const text = `GET /abc?r=qr HTTP/1.1\r\nHost: s.example\r\nUser-Agent:  ${UA}\t\r\nAccept-Language: fr\r\n\r\n`;
    const r = read(`${text}GET /next`);
    expect(r).toEqual({
      method: 'GET',
      url: '/abc?r=qr',
      headers: { host: 's.example', 'user-agent': UA, 'accept-language': 'fr' },
      end: text.length,
      bodyLength: 0,
    });
  });

  it("reads a POST's head and the length of the body after it", () => {
    const head = 'POST /api/event?x=1 HTTP/1.1\r\nHost: s\r\nContent-Length: 007\r\nContent-Type: text/plain\r\n\r\n';
    expect(read(`${head}{"s":1}`)).toEqual({
      method: 'POST',
      url: '/api/event?x=1',
      headers: { host: 's', 'content-type': 'text/plain' },
      end: head.length,
      bodyLength: 7,
    });
  });

  it('keeps only the headers the fast path reads; the others are checked and skipped', () => {
    const r = read(
      'GET /abc HTTP/1.1\r\nHost: s\r\n__proto__: x\r\nconstructor: y\r\nAccept: */*\r\nAccept: text/html\r\nCOOKIE: a=1\r\nX-Forwarded-For: 203.0.113.9\r\n\r\n',
    );
    expect(r).toMatchObject({ headers: { host: 's', cookie: 'a=1', 'x-forwarded-for': '203.0.113.9' } });
    expect(Object.keys((r as RawRequest).headers).sort()).toEqual(['cookie', 'host', 'x-forwarded-for']);
  });

  it('reads from an offset (the next pipelined request)', () => {
    const first = 'GET /a HTTP/1.1\r\nHost: s\r\n\r\n';
    const r = read(`${first}HEAD /b HTTP/1.1\r\nHost: s\r\n\r\n`, first.length);
    expect(r).toMatchObject({ method: 'HEAD', url: '/b', end: first.length * 2 + 1 });
  });

  it('waits for the rest of a head, up to its limit', () => {
    expect(read('GET /abc HTTP/1.1\r\nHost: s\r\n')).toBe(INCOMPLETE);
    expect(read('GET /abc HTTP/1.1\r\nHost: s\r\n\r')).toBe(INCOMPLETE);
    expect(read(`GET /abc HTTP/1.1\r\nHost: s\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}`)).toBe(DECLINE);
    expect(read(`GET /abc HTTP/1.1\r\nHost: s\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`)).toBe(DECLINE);
  });

  it('waits at every byte short of a head it takes', () => {
    for (const text of taken) {
      for (let cut = 0; cut < text.length; cut++)
        expect(read(text.slice(0, cut)), JSON.stringify(text.slice(0, cut))).toBe(INCOMPLETE);
    }
  });

  it.each(declined)('leaves %s to Node', (_name, text) => {
    expect(read(text)).toBe(DECLINE);
  });

  it('takes a header value with many blanks in linear time', () => {
    const started = performance.now();
    expect(read(`GET /a HTTP/1.1\r\nHost: s\r\nX-A: ${' '.repeat(8_000)}x\r\n\r\n`)).not.toBe(DECLINE);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

/**
 * Node's own parser (llhttp) reads every head taken here the same way: the
 * same method, target and headers, and the next request starting at the same
 * byte. Each head is sent, then a marker request, on one connection.
 */
describe('readRequestHead agrees with Node', () => {
  let server: Server;
  let url: string;
  const seen: IncomingMessage[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /**
   * Sends the head (a POST's with a body of its length) and a marker request
   * on one connection: Node must read the same request, then the marker.
   */
  async function agrees(text: string) {
    const mine = read(text);
    if (typeof mine === 'number') throw new Error('not taken');
    seen.length = 0;
    const c = await RawHttpConnection.open(url);
    try {
      await c.write(`${text}${'b'.repeat(mine.bodyLength)}GET /marker HTTP/1.1\r\nHost: m\r\n\r\n`);
      await c.next({ head: mine.method === 'HEAD' });
      await c.next();
    } finally {
      c.close();
    }
    expect(seen.map((r) => r.url)).toEqual([mine.url, '/marker']);
    const node = seen[0] as IncomingMessage;
    expect(node.method).toBe(mine.method);
    // the headers the front door's takers read, as Node gives them, and the body's length
    const nodeKept = Object.fromEntries(doorHeaders.flatMap((h) => (h in node.headers ? [[h, node.headers[h]]] : [])));
    expect(nodeKept).toEqual({ ...mine.headers });
    expect(mine.bodyLength).toBe(Number(node.headers['content-length'] ?? 0));
    expect(mine.end).toBe(text.length);
  }

  it.each(taken)('%j', agrees);

  it('on 1,000 heads mutated at random: every one taken is read alike', async () => {
    // a seeded generator: the same heads on every run
    let seed = 42;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const alphabet = [
      '\r',
      '\n',
      '\r\n',
      ' ',
      '\t',
      ':',
      '\u0000',
      '\u007f',
      'é',
      'a',
      'A',
      '/',
      '?',
      '#',
      '"',
      '\r\n\r\n',
      'X-A: 1\r\n',
    ];
    let takenCount = 0;
    for (let k = 0; k < 1_000; k++) {
      let text = taken[next(taken.length)] as string;
      for (let m = 0, edits = 1 + next(3); m < edits; m++) {
        const at = next(text.length - 4); // the final blank line stays
        const piece = alphabet[next(alphabet.length)] as string;
        text =
          next(2) === 0 ? text.slice(0, at) + piece + text.slice(at) : text.slice(0, at) + piece + text.slice(at + 1);
      }
      const mine = read(text);
      if (typeof mine === 'number') continue;
      takenCount++;
      // a blank line moved up ends the head there: what follows would be Node's next request, so it is not sent
      await agrees(text.slice(0, mine.end));
    }
    expect(takenCount).toBeGreaterThan(120);
  });
});
