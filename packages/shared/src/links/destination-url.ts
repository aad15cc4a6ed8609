import { z } from 'zod';

export interface DestinationOptions {
  /**
   * Our own short domains and the app's host (any port, and their
   * subdomains): a destination there would loop back into the redirect server.
   */
  ownDomains?: readonly string[];
  /**
   * The ports this server answers on (its own, the public URLs'): there a
   * loopback or unspecified address, or one of ownAddresses, is this server too.
   */
  ownPorts?: readonly number[];
  /** the server's own interface addresses, as URL host names (IPv6 in brackets) */
  ownAddresses?: readonly string[];
}

const ipv4Mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/;

/**
 * A host as the loop checks compare it. The URL parser already lower-cases
 * names, writes every IPv4 form (2130706433, 0x7f.1, 127.1) dotted and
 * compresses IPv6; this also drops trailing dots and writes an IPv4-mapped
 * IPv6 address ([::ffff:7f00:1]) as the IPv4 address it is.
 */
export function normalHost(host: string): string {
  const h = host.toLowerCase().replace(/\.+$/, '');
  const mapped = ipv4Mapped.exec(h);
  if (!mapped) return h;
  const hi = Number.parseInt(mapped[1] ?? '0', 16);
  const lo = Number.parseInt(mapped[2] ?? '0', 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Addresses that name the machine itself, whatever its network. */
const isLoopback = (h: string) =>
  h === 'localhost' ||
  h.endsWith('.localhost') ||
  /^127\.\d+\.\d+\.\d+$/.test(h) ||
  h === '0.0.0.0' ||
  h === '[::1]' ||
  h === '[::]';

/** The port a URL reaches, the scheme's default included. */
export const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Whether a destination reaches this server (and so its redirect), however its host is spelled. */
export function reachesOwnServer(url: URL, options: DestinationOptions): boolean {
  const h = normalHost(url.hostname);
  const domain = (options.ownDomains ?? []).some((d) => {
    const own = normalHost(d);
    return h === own || h.endsWith(`.${own}`);
  });
  if (domain) return true;
  if (!(options.ownPorts ?? []).includes(portOf(url))) return false;
  return isLoopback(h) || (options.ownAddresses ?? []).some((a) => normalHost(a) === h);
}

/**
 * A redirect target: absolute http(s) only, so a link can never run script
 * (javascript:), smuggle content (data:), read local files (file:) or loop.
 */
export const destinationUrl = (options: DestinationOptions = {}) =>
  z
    .string({ error: 'validation.url_required' })
    .trim()
    .min(1, { error: 'validation.url_required' })
    .max(2048, { error: 'validation.url_too_long' })
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.invalid_url' });
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: 'validation.url_scheme' });
        return;
      }
      if (reachesOwnServer(url, options)) {
        ctx.addIssue({ code: 'custom', message: 'validation.url_loop' });
      }
    });
