import type { LookupAddress } from 'node:dns';
import { Resolver, lookup as systemLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { parseIp } from '@osm5/shared/links/ip-match';

/**
 * Name resolution for requests the server makes to addresses its users gave
 * (domain verification, uptime checks): through the configured DNS servers or
 * the system's, and, unless allowed, never to a private, loopback or
 * link-local address, so that no user can make the server probe its own
 * network. Every hop of a redirect goes through it again.
 */
export interface LookupOptions {
  /** ip or ip:port; empty → the system's resolvers */
  dnsServers: readonly string[];
  timeoutMs: number;
  /** false: never connect to a private, loopback or link-local address */
  allowPrivate: boolean;
}

/** A public unicast address: not private, loopback, link-local, unique-local, reserved or the like. */
export const isPublicAddress = (address: string) => parseIp(address)?.range() === 'unicast';

export function resolverFor(options: LookupOptions): Resolver {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.dnsServers.length > 0) resolver.setServers([...options.dnsServers]);
  return resolver;
}

async function resolveVia(resolver: Resolver, host: string): Promise<LookupAddress[]> {
  const v4 = await resolver.resolve4(host).catch(() => [] as string[]);
  const v6 = v4.length > 0 ? [] : await resolver.resolve6(host).catch(() => [] as string[]);
  return [...v4.map((address) => ({ address, family: 4 })), ...v6.map((address) => ({ address, family: 6 }))];
}

/**
 * A `lookup` for http.request: the configured servers (A, then AAAA) or the
 * system's, keeping only the addresses the check may connect to.
 */
export function guardedLookup(options: LookupOptions): LookupFunction {
  const resolver = options.dnsServers.length > 0 ? resolverFor(options) : undefined;
  return (host, opts, callback) => {
    const all = typeof opts === 'object' && opts !== null && (opts as { all?: boolean }).all === true;
    void (async () => {
      try {
        const found = resolver ? await resolveVia(resolver, host) : await systemLookup(host, { all: true });
        const addresses = options.allowPrivate ? found : found.filter((a) => isPublicAddress(a.address));
        const first = addresses[0];
        if (!first) {
          callback(Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' }), '', 4);
          return;
        }
        if (all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        else callback(null, first.address, first.family);
      } catch (error) {
        callback(error as NodeJS.ErrnoException, '', 4);
      }
    })();
  };
}
