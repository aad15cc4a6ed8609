import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUrl } from './uptime-check.ts';

describe('checkUrl', () => {
  let server: Server;
  let base: string;
  const open = { dnsServers: [], timeoutMs: 2_000, allowPrivate: true };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/down') res.writeHead(503).end('busy');
      else if (req.url === '/moved') res.writeHead(301, { location: '/' }).end();
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/js') res.writeHead(302, { location: 'javascript:alert(1)' }).end();
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end(), 3_000);
      else res.writeHead(200).end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('is up on a 200, after following redirects', async () => {
    expect(await checkUrl(`${base}/`, open)).toMatchObject({ up: true, status: 200, cause: '' });
    expect(await checkUrl(`${base}/moved`, open)).toMatchObject({ up: true, status: 200 });
  });

  it('is down on an error status, a redirect loop, a non-web redirect, a refused connection, a time-out', async () => {
    expect(await checkUrl(`${base}/down`, open)).toMatchObject({ up: false, status: 503, cause: 'HTTP 503' });
    expect(await checkUrl(`${base}/loop`, open)).toMatchObject({ up: false, cause: 'too many redirects' });
    expect(await checkUrl(`${base}/js`, open)).toMatchObject({ up: false, cause: 'redirect to a non-web address' });
    expect(await checkUrl('http://127.0.0.1:1/', open)).toMatchObject({ up: false, cause: 'ECONNREFUSED' });
    const slow = await checkUrl(`${base}/slow`, { ...open, timeoutMs: 300 });
    expect(slow).toMatchObject({ up: false, cause: 'timeout' });
    expect(slow.ms).toBeLessThan(2_000);
  });

  it('refuses private and loopback addresses unless allowed, typed as IPs or names', async () => {
    const closed = { ...open, allowPrivate: false };
    expect(await checkUrl(`${base}/`, closed)).toMatchObject({ up: false, cause: 'private address refused' });
    expect(await checkUrl('http://[::1]:9/', closed)).toMatchObject({ up: false, cause: 'private address refused' });
    expect(await checkUrl('http://169.254.169.254/latest/', closed)).toMatchObject({ up: false });
    const byName = await checkUrl(`http://localhost:${new URL(base).port}/`, closed);
    expect(byName).toMatchObject({ up: false, cause: 'ENOTFOUND' });
  });
});
