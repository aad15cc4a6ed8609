import type { Socket } from 'node:net';

/**
 * Reads of accepted connections into one buffer of the process, as Node's
 * `onread` option does for the sockets it connects. A socket read the usual
 * way gets a fresh 64 KB allocation per read, shrunk to what came, then goes
 * through the readable stream's machinery to a 'data' event; read into one
 * buffer, a request's bytes reach its handler in one call. A Node `net` server
 * writing a constant 302 answered 40,000 → 48,000 requests/s with it on the
 * machine of bench/README.md (2026-12-02, "shared reads"), the redirect +8.8%.
 *
 * Node offers `onread` only to `new net.Socket(...)`, not to a
 * server's sockets, so this does for an accepted socket what that option does
 * in the constructor: the socket's own `kBuffer`/`kBufferCb` slots (found by
 * their names on the socket, where the constructor sets them) and its handle's
 * `useUserBuffer`. Where either is missing (another Node), `readIntoShared`
 * says so and the caller reads 'data' events as before.
 *
 * The bytes handed over are only good until the function returns: the next
 * read of any connection overwrites them. What is kept longer goes through
 * `owned`. A 'data' event is never emitted for these reads, but 'end',
 * 'close', 'error', pause() and resume() work as usual (Node's contract for
 * `onread`).
 */

/** One read's bytes: `bytes` is a view of the shared buffer, good until this returns. Returns false to pause. */
export type OnBytes = (bytes: Buffer) => boolean;

const SHARED_BYTES = 64 * 1024;
const shared = Buffer.alloc(SHARED_BYTES);

interface StreamHandle {
  useUserBuffer?(buffer: Uint8Array): void;
}

interface Slots {
  buffer: symbol;
  callback: symbol;
}

/** The socket's own slots for a reading buffer and its callback, found once; null where this Node has none. */
let slots: Slots | null | undefined;

function slotsOf(socket: Socket): Slots | null {
  if (slots === undefined) {
    const named = (name: string) => Object.getOwnPropertySymbols(socket).filter((s) => s.description === name);
    const [buffer, callback] = [named('kBuffer'), named('kBufferCb')];
    slots =
      buffer.length === 1 && callback.length === 1
        ? { buffer: buffer[0] as symbol, callback: callback[0] as symbol }
        : null;
  }
  return slots;
}

/**
 * From now on, the socket's reads come to `onBytes` in the shared buffer
 * instead of as 'data' events. False, nothing changed, when this Node cannot,
 * or when the socket was read before (the cluster writer's relayed
 * connections, read up to their PROXY line): bytes it holds would then
 * come only as 'data' events, which nobody reads any longer.
 */
export function readIntoShared(socket: Socket, onBytes: OnBytes): boolean {
  if (socket.bytesRead > 0 || socket.readableLength > 0) return false;
  const handle = (socket as unknown as { _handle?: StreamHandle | null })._handle;
  const s = slotsOf(socket);
  if (s === null || typeof handle?.useUserBuffer !== 'function') return false;
  const own = socket as unknown as Record<symbol, unknown>;
  if (own[s.buffer] !== null || own[s.callback] !== null) return false;
  own[s.buffer] = shared;
  own[s.callback] = (n: number) => onBytes(shared.subarray(0, n));
  handle.useUserBuffer(shared);
  return true;
}

/** The bytes themselves if they are not in the shared buffer, else a copy of them. */
export function owned(bytes: Buffer): Buffer {
  return bytes.buffer === shared.buffer ? Buffer.from(bytes) : bytes;
}
