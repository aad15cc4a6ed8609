import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseProxyLine } from './proxy-header.ts';
import { relayConnection, type Writer } from './relay.ts';
import { acceptRelayed } from './relayed.ts';

const servers: (Server | HttpServer)[] = [];
const silent = { warn() {} };

afterEach(async () => {
  for (const s of servers.splice(0)) {
    if ('closeAllConnections' in s) s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

async function listen(server: Server | HttpServer): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** A listener relaying each of its connections from the first byte, as a worker hands over what it does not answer. */
const relayTo = (writer: Writer, logger: typeof silent) =>
  createServer({ allowHalfOpen: true, noDelay: true }, (client) => relayConnection(client, writer, logger));

/** Sends raw bytes on a connection of its own and collects everything until the server closes it. */
function exchange(port: number, send: (socket: Socket) => void): Promise<{ text: string; local: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    let local = '';
    socket.on('connect', () => {
      local = `${socket.localAddress}:${socket.localPort}`;
      send(socket);
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, local }));
  });
}

/** The writer: answers every request with who it believes the client is, and the request's path. */
async function writerAndRelay(): Promise<number> {
  const http = createHttpServer((req, res) => {
    res.end(`${req.socket.remoteAddress}:${req.socket.remotePort} ${req.method} ${req.url}`);
  });
  const relayed = acceptRelayed(http);
  const relayedPort = await listen(relayed);
  servers.push(http);
  return listen(relayTo({ host: '127.0.0.1', port: relayedPort }, silent));
}

describe('the relay of embedded cluster mode', () => {
  it("answers through the writer, which sees the client's own address and port", async () => {
    const port = await writerAndRelay();
    const { text, local } = await exchange(port, (s) =>
      s.end('GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    // both pipelined requests, in order, each answered as the client's, and the client's half-close respected
    expect(text).toContain(`${local} GET /a`);
    expect(text).toContain(`${local} GET /b`);
    expect(text.indexOf('GET /a')).toBeLessThan(text.indexOf('GET /b'));
  });

  it('carries a request whose bytes come in pieces', async () => {
    const port = await writerAndRelay();
    const { text, local } = await exchange(port, (s) => {
      s.write('GET /pie');
      setTimeout(() => s.end('ces HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 30);
    });
    expect(text).toContain(`${local} GET /pieces`);
  });

  it('carries big bodies both ways whole, however fast each side reads', async () => {
    const size = 8 * 1024 * 1024;
    const http = createHttpServer((req, res) => {
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      req.on('end', () => {
        // a big answer too, which the client below reads slowly
        res.setHeader('x-received', String(received));
        res.end(Buffer.alloc(size, 0x61));
      });
    });
    servers.push(http);
    const port = await listen(relayTo({ host: '127.0.0.1', port: await listen(acceptRelayed(http)) }, silent));
    const { received, body } = await new Promise<{ received: string; body: number }>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      let text = '';
      socket.on('connect', () => {
        socket.write(`POST /up HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${size}\r\n\r\n`);
        socket.end(Buffer.alloc(size, 0x62));
      });
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        // a slow reader: the relay must hold back rather than lose bytes
        socket.pause();
        setTimeout(() => socket.resume(), 1);
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const headEnd = text.indexOf('\r\n\r\n');
        resolve({
          received: text.match(/\r\nx-received: (\d+)\r\n/)?.[1] ?? '',
          body: text.length - headEnd - 4,
        });
      });
    });
    expect(received).toBe(String(size));
    expect(body).toBe(size);
  });

  it('answers 503 with Retry-After when the writer cannot be reached, having acknowledged nothing', async () => {
    const closed = createHttpServer();
    const gone = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    servers.splice(servers.indexOf(closed), 1);
    const port = await listen(relayTo({ host: '127.0.0.1', port: gone }, silent));
    const { text } = await exchange(port, (s) => s.write('GET /x HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 503 /);
    expect(text).toMatch(/\r\nretry-after: 1\r\n/);
    expect(text).toContain('SERVICE_UNAVAILABLE');
  });

  it('closes, unanswered, a connection to the writer that does not start with a PROXY line', async () => {
    let requests = 0;
    const http = createHttpServer((_req, res) => {
      requests++;
      res.end('no');
    });
    servers.push(http);
    const port = await listen(acceptRelayed(http));
    const { text } = await exchange(port, (s) => s.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(text).toBe('');
    expect(requests).toBe(0);
  });
});

describe('PROXY protocol lines', () => {
  it('reads the client of a version 1 line and refuses anything else', () => {
    expect(parseProxyLine('PROXY TCP4 203.0.113.7 127.0.0.1 51234 3000')).toEqual({
      address: '203.0.113.7',
      port: 51234,
      family: 'IPv4',
    });
    expect(parseProxyLine('PROXY TCP6 2001:db8::1 ::1 443 3000')).toEqual({
      address: '2001:db8::1',
      port: 443,
      family: 'IPv6',
    });
    expect(parseProxyLine('PROXY UNKNOWN')).toBeNull();
    for (const bad of [
      'GET / HTTP/1.1',
      'PROXY TCP4 2001:db8::1 127.0.0.1 1 2',
      'PROXY TCP6 203.0.113.7 ::1 1 2',
      'PROXY TCP4 203.0.113.7 127.0.0.1 70000 3000',
      'PROXY TCP4 203.0.113.7 127.0.0.1 -1 3000',
      'PROXY TCP4 203.0.113.7 127.0.0.1 1',
      'PROXY UDP4 203.0.113.7 127.0.0.1 1 2',
    ]) {
      expect(parseProxyLine(bad), bad).toBeUndefined();
    }
  });
});
