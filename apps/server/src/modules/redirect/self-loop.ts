import { type DestinationOptions, reachesOwnServer } from '@osm5/shared/links/destination-url';
import type { CompiledLink } from './compiled-link.ts';

export interface SelfLoopContext {
  /** every spelling of this server: its short domain, the app's host, its own addresses on its ports */
  server: DestinationOptions;
  /** the product's short domain (lower-case, with the port when there is one) */
  shortDomain: string;
}

const hostnameOf = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * Whether a destination is this link's own short URL, however its host is
 * spelled: following it would redirect to itself forever. The editor refuses
 * such destinations; this catches the links saved before a spelling was
 * known, or before their domain became ours. On the short domain every
 * spelling of the server reaches the link (an unknown host is answered as
 * the short domain); a custom domain's link is reached by that domain only.
 * shortUrl: the address the visit came by (so its host reaches this server).
 */
export function isOwnShortUrl(destination: string, link: CompiledLink, shortUrl: string, c: SelfLoopContext): boolean {
  // every redirect passes here: a destination that cannot spell the slug is let go before any parsing
  if (!destination.includes(link.slug) && !destination.includes('%')) return false;
  let url: URL;
  let path: string;
  try {
    url = new URL(destination);
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  // slugs are looked up as written (the query string is not part of the link)
  if (path !== `/${link.slug}`) return false;
  const requestHost = new URL(shortUrl).hostname;
  const own: DestinationOptions =
    link.domain === c.shortDomain.toLowerCase() ? c.server : { ownDomains: [hostnameOf(link.domain)] };
  return reachesOwnServer(url, { ...own, ownDomains: [...(own.ownDomains ?? []), requestHost] });
}
