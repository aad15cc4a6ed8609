import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address, host and scheme of a raw Node request, read exactly as
 * Fastify reads them with `trustProxy` set to TRUSTED_PROXIES: X-Forwarded-*
 * headers are believed only when the peer is a trusted proxy. For code that
 * answers before Fastify's routing (the redirect fast path); routes use
 * request.ip, request.host and request.protocol.
 */
export interface RequestReader {
  ip(req: IncomingMessage): string;
  host(req: IncomingMessage): string;
  protocol(req: IncomingMessage): string;
}

const lastEntry = (value: string) => {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
};

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

export function createRequestReader(trustedProxies: readonly string[]): RequestReader {
  if (trustedProxies.length === 0) {
    return {
      ip: (req) => req.socket.remoteAddress ?? '',
      host: (req) => req.headers.host ?? '',
      protocol: (req) => ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'),
    };
  }
  const trust = proxyAddr.compile([...trustedProxies]);
  const fromProxy = (req: IncomingMessage) => {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && trust(peer, 0);
  };
  return {
    ip(req) {
      const addrs = proxyAddr.all(req, trust);
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
      return (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    },
  };
}
