import type { IncomingHttpHeaders } from 'node:http';
import type { CustomDomain } from './link-store.ts';
import type { Visit } from './redirect.service.ts';

/** The headers a visit reads (the front door keeps no others). */
export const visitHeaders = ['user-agent', 'accept-language', 'referer'] as const;

/** What the Fastify route and the fast path both read from a request. */
export interface RequestFacts {
  method: string;
  /** lower-case, with the port */
  host: string;
  protocol: string;
  ip: string;
  slug: string;
  query: Readonly<Record<string, string | string[] | undefined>>;
  headers: Partial<Pick<IncomingHttpHeaders, (typeof visitHeaders)[number]>>;
  cookies: Readonly<Record<string, string | undefined>>;
}

export interface Domains {
  shortDomain: string;
  /** SHORT_DOMAIN differs from the app's host: there, a missing link is the branded 404, not the web app */
  separateShortDomain: boolean;
}

/**
 * r marks the trigger (a QR scan, a profile button) and is never passed on;
 * the other query parameters are not forwarded to the destination either:
 * they reach the link's rules (query conditions, utm_source) and the click.
 */
export function readQuery(raw: RequestFacts['query']) {
  let trigger: Visit['trigger'] = 'link';
  const query: Record<string, string | undefined> = {};
  for (const key in raw) {
    const value = raw[key];
    const v = Array.isArray(value) ? value[0] : value;
    if (key === 'r') trigger = v === 'qr' ? 'qr' : v === 'profile' ? 'profile' : 'link';
    else query[key] = v;
  }
  return { trigger, query };
}

/** custom: the verified custom domain the request came to, null on the short domain or the app's host. */
export function visitOf(f: RequestFacts, custom: CustomDomain | null, d: Domains): Visit {
  const { trigger, query } = readQuery(f.query);
  const h = f.headers;
  return {
    domain: custom ? f.host : d.shortDomain,
    ownsEveryPath: custom !== null || (d.separateShortDomain && f.host === d.shortDomain),
    slug: f.slug,
    head: f.method === 'HEAD',
    trigger,
    cookies: f.cookies,
    shortUrl: `${f.protocol}://${f.host}/${f.slug}`,
    ip: f.ip,
    userAgent: h['user-agent'] ?? '',
    acceptLanguage: h['accept-language'],
    referrer: h.referer,
    query,
  };
}
