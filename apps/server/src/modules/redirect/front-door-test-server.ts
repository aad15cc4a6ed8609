import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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
export async function serve(o: { keepAliveMs?: number; closing?: () => boolean } = {}) {
  const errors: unknown[] = [];
  const nodeSaw: string[] = [];
  const server: Server = createServer((req, res) => {
    nodeSaw.push(req.url ?? '');
    // the chunks are kept until the body ends, as a body parser does: the bytes Node read must stay its own
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      res.end(body ? `node ${body}` : 'node');
    });
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

/** Closes the servers `serve` started (a test file's afterEach). */
export async function closeServers(): Promise<void> {
  for (const s of opened.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
}

export const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: t\r\n\r\n`;

export const post = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: t\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
