import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { type DestinationOptions, portOf } from '@osm5/shared/links/destination-url';
import type { Config } from '../config.ts';

/** The HTTP server, for the port it really listens on (PORT=0 picks one). */
export interface Listening {
  address(): AddressInfo | string | null;
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** A Node interface address as a URL writes its host (IPv6 in brackets, without a zone). */
function urlHostOf(address: string, family: string): string | undefined {
  if (family !== 'IPv6') return address;
  try {
    return new URL(`http://[${address.split('%')[0]}]/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Every way a destination can name this server, for the loop checks: the
 * short domain, the app's host (short links answer there too) and the
 * verified custom domains on any port; and on the ports it answers on (the
 * one it listens on, the public URLs'), its loopback and interface addresses.
 */
export function ownServerOf(
  config: Pick<Config, 'port' | 'publicUrl' | 'shortDomain' | 'shortBaseUrl'>,
  server: Listening,
  customDomains: readonly string[],
): Required<DestinationOptions> {
  const publicUrl = new URL(config.publicUrl);
  const listening = server.address();
  const ports = [config.port, portOf(publicUrl), portOf(new URL(config.shortBaseUrl))];
  if (listening && typeof listening === 'object') ports.push(listening.port);
  const addresses: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      const host = urlHostOf(a.address, a.family);
      if (host) addresses.push(host);
    }
  }
  return {
    ownDomains: [...new Set([config.shortDomain, publicUrl.host, ...customDomains].map(hostnameOf))],
    ownPorts: [...new Set(ports.filter((p) => p > 0))],
    ownAddresses: [...new Set(addresses)],
  };
}
