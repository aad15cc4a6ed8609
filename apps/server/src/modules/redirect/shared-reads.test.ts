import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { owned, readIntoShared } from './shared-reads.ts';

/** A TCP server whose connections read into the shared buffer; each read's bytes copied, in order. */
async function serve(onBytes: (socket: Socket, bytes: Buffer) => boolean = () => true) {
  const reads: { text: string; buffer: ArrayBufferLike; socket: Socket }[] = [];
  const events: string[] = [];
  let shared = true;
  const server = createServer((socket) => {
    shared &&= readIntoShared(socket, (bytes) => {
      reads.push({ text: bytes.toString('latin1'), buffer: bytes.buffer, socket });
      return onBytes(socket, bytes);
    });
    socket.on('data', () => events.push('data'));
    socket.on('end', () => {
      events.push('end');
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const open = () =>
    new Promise<Socket>((resolve) => {
      const c = connect(port, '127.0.0.1', () => resolve(c));
    });
  return { reads, events, open, shared: () => shared };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('readIntoShared', () => {
  it("reads every connection's bytes into one buffer, with no 'data' event, and still ends", async () => {
    const { reads, events, open, shared } = await serve();
    const [a, b] = [await open(), await open()];
    a.write('first');
    await until(() => reads.length === 1);
    b.write('second');
    await until(() => reads.length === 2);
    // this Node lets accepted sockets read this way: were it to stop, the front door would fall back quietly
    expect(shared()).toBe(true);
    expect(reads.map((r) => r.text)).toEqual(['first', 'second']);
    expect(reads[0]?.buffer).toBe(reads[1]?.buffer);
    const closed = new Promise((resolve) => a.on('close', resolve));
    a.end();
    await closed;
    expect(events).toEqual(['end']);
    b.destroy();
  });

  it('stops reading when told to, and reads again on resume, nothing lost', async () => {
    let paused: Socket | null = null;
    // the first read pauses its socket
    const { reads, open } = await serve((socket) => {
      if (paused !== null) return true;
      paused = socket;
      return false;
    });
    const c = await open();
    c.write('one');
    await until(() => reads.length === 1);
    c.write('two');
    await new Promise((r) => setTimeout(r, 100));
    expect(reads.map((r) => r.text)).toEqual(['one']);
    (paused as Socket | null)?.resume();
    await until(() => reads.length === 2);
    expect(reads.map((r) => r.text)).toEqual(['one', 'two']);
    c.destroy();
  });

  it('leaves a socket that was read before as it is: its bytes still come as data events', async () => {
    const seen: string[] = [];
    let shared: boolean | undefined;
    const server = createServer((socket) => {
      // a first line read the usual way, the rest put back: as the cluster writer reads its PROXY line
      socket.once('data', (first: Buffer) => {
        socket.pause();
        socket.unshift(first.subarray(first.indexOf('\n') + 1));
        shared = readIntoShared(socket, () => true);
        socket.on('data', (bytes: Buffer) => seen.push(bytes.toString()));
        socket.resume();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const c = connect((server.address() as AddressInfo).port, '127.0.0.1');
    c.write('PROXY line\nrest');
    await until(() => seen.length === 1);
    c.write(' and more');
    await until(() => seen.length === 2);
    expect(shared).toBe(false);
    expect(seen.join('')).toBe('rest and more');
    c.destroy();
  });
});

describe('owned', () => {
  it('copies bytes of the shared buffer, and returns any other buffer as it is', async () => {
    const kept: Buffer[] = [];
    const { reads, open } = await serve((_socket, bytes) => {
      if (kept.length === 0) kept.push(bytes, owned(bytes));
      return true;
    });
    const c = await open();
    c.write('kept');
    await until(() => reads.length === 1);
    c.write('next');
    await until(() => reads.length === 2);
    // the view was overwritten by the next read, the copy was not
    expect(kept.map((b) => b.toString())).toEqual(['next', 'kept']);
    const other = Buffer.from('other');
    expect(owned(other)).toBe(other);
    c.destroy();
  });
});
