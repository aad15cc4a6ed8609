import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import type { EventInput } from '../../analytics-store/index.ts';
import { createLink, visit } from './redirect-test-helpers.ts';

/**
 * The click is the acknowledgement: when the writer takes a click, not one
 * byte of that visit's answer may have left the server yet (else a kill -9 in
 * between loses a click whose 302 arrived). Checked on the server's own
 * sockets, for the fast path (a cached link) and the Fastify route (a first
 * visit, which loads the link). Before the answers waited for the append
 * (rather than a cork that res.end() undoes), 198–288 bytes had left by then.
 */
describe(`redirect: the answer leaves after its click is spooled (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  /** the socket of each request since the last clear, with its bytes written when the request came */
  const sockets = new Map<Socket, number>();
  /** bytes written since their request came, on those sockets, at each append, per appended link id */
  const writtenAtAppend: { item: string; written: number }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Order Owner');
    // ahead of the fast path and Fastify: the socket of every request, whichever answers it
    t.app.server.prependListener('request', (req: IncomingMessage) => {
      sockets.set(req.socket, req.socket.bytesWritten);
    });
    const writer = t.app.events.writer;
    const append = writer.append.bind(writer);
    writer.append = (events: EventInput[]) => {
      let written = 0;
      for (const [socket, before] of sockets) written += socket.bytesWritten - before;
      for (const e of events) writtenAtAppend.push({ item: e.item_id, written });
      append(events);
    };
  });
  afterAll(() => t?.close());

  it('on the first visit (the route) and on cached ones (the fast path)', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/order' } });
    for (let i = 0; i < 3; i++) {
      sockets.clear();
      const res = await visit(t, `/${link.slug}`);
      expect(res.status).toBe(302);
      await res.body?.cancel();
    }
    const mine = writtenAtAppend.filter((w) => w.item === link.id);
    expect(mine).toHaveLength(3);
    expect(mine.map((w) => w.written)).toEqual([0, 0, 0]);
  });
});
