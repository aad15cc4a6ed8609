import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address, host and scheme of a raw Node request, read exactly as
 * Fastify reads them with `trustProxy` set to TRUSTED_PROXIES: X-Forwarded-*
 * headers are believed only when the peer is a trusted proxy. For code that
 * answers before Fastify's routing (the redirect fast path); routes use
 * request.ip, request.host and request.protocol.
 */
export interface RequestReader {
  ip(req: ClientRequest): string;
  host(req: ClientRequest): string;
  protocol(req: ClientRequest): string;
}

/** The headers read here (the front door keeps no others). */
export const clientRequestHeaders = ['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** What is read: Node's IncomingMessage has it, and so has the front door's raw request. */
export interface ClientRequest {
  headers: Partial<Pick<IncomingHttpHeaders, (typeof clientRequestHeaders)[number]>>;
  socket: { remoteAddress?: string; encrypted?: boolean };
}

const lastEntry = (value: string) => {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
};

const header = (req: ClientRequest, name: 'x-forwarded-host' | 'x-forwarded-proto'): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

export function createRequestReader(trustedProxies: readonly string[]): RequestReader {
  if (trustedProxies.length === 0) {
    return {
      ip: (req) => req.socket.remoteAddress ?? '',
      host: (req) => req.headers.host ?? '',
      protocol: (req) => (req.socket.encrypted ? 'https' : 'http'),
    };
  }
  const trust = proxyAddr.compile([...trustedProxies]);
  const fromProxy = (req: ClientRequest) => {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && trust(peer, 0);
  };
  return {
    ip(req) {
      // proxy-addr reads only the socket's address and X-Forwarded-For
      const addrs = proxyAddr.all(req as unknown as IncomingMessage, trust);
      return addrs[addrs.length - 1] ?? '';
    },
    host(req) {
      const forwarded = header(req, 'x-forwarded-host');
      if (forwarded && fromProxy(req)) return lastEntry(forwarded);
      return req.headers.host ?? '';
    },
    protocol(req) {
      const forwarded = header(req, 'x-forwarded-proto');
      if (forwarded && fromProxy(req)) return lastEntry(forwarded);
      return req.socket.encrypted ? 'https' : 'http';
    },
  };
}
