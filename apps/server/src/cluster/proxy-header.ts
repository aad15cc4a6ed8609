import { isIPv4, isIPv6, type Socket } from 'node:net';

/**
 * The PROXY protocol's version 1 line (HAProxy's text form), which the relay
 * of embedded cluster mode writes first on each connection it opens to the
 * writer: the client's address and port, then the worker's own. Only the
 * writer's loopback port for its workers reads it.
 */
export interface ProxiedPeer {
  address: string;
  port: number;
  family: 'IPv4' | 'IPv6';
}

/** the longest line version 1 allows, CRLF included */
export const MAX_PROXY_LINE = 107;

export function proxyHeader(client: Socket): string {
  const from = client.remoteAddress;
  const to = client.localAddress;
  if (!from || !to) return 'PROXY UNKNOWN\r\n';
  const family = client.remoteFamily === 'IPv6' ? 'TCP6' : 'TCP4';
  return `PROXY ${family} ${from} ${to} ${client.remotePort ?? 0} ${client.localPort ?? 0}\r\n`;
}

/**
 * The peer a line names: null for `PROXY UNKNOWN` (the connection's own peer
 * stands), undefined for anything that is not a well-formed version 1 line.
 */
export function parseProxyLine(line: string): ProxiedPeer | null | undefined {
  if (line === 'PROXY UNKNOWN' || line.startsWith('PROXY UNKNOWN ')) return null;
  const parts = line.split(' ');
  if (parts.length !== 6 || parts[0] !== 'PROXY') return undefined;
  const [, protocol, address = '', , portText = ''] = parts;
  const ok = protocol === 'TCP4' ? isIPv4(address) : protocol === 'TCP6' ? isIPv6(address) : false;
  const port = Number(portText);
  if (!ok || !/^\d{1,5}$/.test(portText) || port > 65_535) return undefined;
  return { address, port, family: protocol === 'TCP4' ? 'IPv4' : 'IPv6' };
}
