import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { RawHttpConnection } from '../../../test/raw-http.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import type { ComposedEvent } from '../../analytics-store/index.ts';
import { createLink, visit } from './redirect-test-helpers.ts';

/**
 * The click is the acknowledgement: when the writer takes a click, not one
 * byte of that visit's answer may have left the server yet (else a kill -9 in
 * between loses a click whose 302 arrived). Checked on the server's own
 * sockets, on every path: the Fastify route (a first visit, which loads the
 * link), the fast path on a connection Node parses, and the front door on a
 * new connection. Before the answers waited for the append (rather than a
 * cork that res.end() undoes), 198–288 bytes had left by then.
 */
describe(`redirect: the answer leaves after its click is spooled (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  /** every server socket, with its bytes written when the current visit began */
  const sockets = new Map<Socket, number>();
  /** bytes written since their visit began, on all sockets, at each append, per appended link id */
  const writtenAtAppend: { item: string; written: number }[] = [];
  const visitBegins = () => {
    for (const socket of sockets.keys()) sockets.set(socket, socket.bytesWritten);
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Order Owner');
    // ahead of the front door: every connection, whoever answers on it
    t.app.server.prependListener('connection', (socket: Socket) => {
      sockets.set(socket, socket.bytesWritten);
    });
    const writer = t.app.events.writer;
    const append = writer.appendComposed.bind(writer);
    writer.appendComposed = (events: readonly ComposedEvent[]) => {
      let written = 0;
      for (const [socket, before] of sockets) written += socket.bytesWritten - before;
      for (const e of events) writtenAtAppend.push({ item: /"item_id":"([^"]*)"/.exec(e)?.[1] ?? '', written });
      append(events);
    };
  });
  afterAll(() => t?.close());

  it('on the first visit (the route), a cached one on the same connection (the fast path) and a new connection (the front door)', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/order' } });
    for (let i = 0; i < 2; i++) {
      visitBegins();
      const res = await visit(t, `/${link.slug}`);
      expect(res.status).toBe(302);
      await res.body?.cancel();
    }
    const c = await RawHttpConnection.open(t.url);
    try {
      visitBegins();
      await c.write(`GET /${link.slug} HTTP/1.1\r\nHost: ${new URL(t.url).host}\r\n\r\n`);
      expect((await c.next()).status).toBe(302);
    } finally {
      c.close();
    }
    const mine = writtenAtAppend.filter((w) => w.item === link.id);
    expect(mine).toHaveLength(3);
    expect(mine.map((w) => w.written)).toEqual([0, 0, 0]);
  });
});
