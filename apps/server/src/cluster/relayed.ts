import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { MAX_PROXY_LINE, type ProxiedPeer, parseProxyLine } from './proxy-header.ts';

/**
 * The writer's side of the relay (relay.ts): a loopback listener whose
 * connections start with a PROXY protocol line. Once the line is read, the
 * socket says the client's address and port instead of the worker's (every
 * reader, from the front door's visits to rate limits and request logs,
 * takes `socket.remoteAddress`), and goes to the HTTP server as any
 * connection does: to the front door first, then Node and Fastify. A
 * connection whose first line is not a PROXY line is closed unread.
 */
export function acceptRelayed(http: HttpServer): Server {
  return createServer({ allowHalfOpen: true, noDelay: true, pauseOnConnect: true }, (socket) => {
    let head: Buffer | null = null;
    const onData = (chunk: Buffer) => {
      head = head === null ? chunk : Buffer.concat([head, chunk]);
      const lineEnd = head.indexOf('\r\n');
      if (lineEnd === -1) {
        if (head.length >= MAX_PROXY_LINE) socket.destroy();
        return;
      }
      const peer = lineEnd < MAX_PROXY_LINE ? parseProxyLine(head.toString('latin1', 0, lineEnd)) : undefined;
      if (peer === undefined) {
        socket.destroy();
        return;
      }
      socket.removeListener('data', onData);
      socket.pause();
      const rest = head.subarray(lineEnd + 2);
      if (rest.length > 0) socket.unshift(rest);
      if (peer) speakAs(socket, peer);
      http.emit('connection', socket);
      socket.resume();
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.resume();
  });
}

/** The socket answers for the client: its own properties shadow the prototype's getters. */
function speakAs(socket: Socket, peer: ProxiedPeer): void {
  Object.defineProperty(socket, 'remoteAddress', { value: peer.address });
  Object.defineProperty(socket, 'remotePort', { value: peer.port });
  Object.defineProperty(socket, 'remoteFamily', { value: peer.family });
}
