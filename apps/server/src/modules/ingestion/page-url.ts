/** What a page URL says, as stored: the page, its host, its campaign tags, a site search. */
export interface PageFacts {
  /** lower-case host name, no port */
  hostname: string;
  /** host with the port when there is one (what a site's hosts are written with, e.g. localhost:8080) */
  host: string;
  /** the pathname alone, for the excluded paths */
  pathname: string;
  /** as stored: the pathname, the kept query, and a hash route (`#/…`) */
  path: string;
  utm: { source: string; medium: string; campaign: string; term: string; content: string };
  /** the site search term when the URL carries one of the site's search parameters, else '' */
  searchTerm: string;
}

export interface PageSettings {
  trackQueryStrings: boolean;
  siteSearchParams: readonly string[];
}

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/**
 * Reads a page URL the tracker sent. The query string is kept only when the
 * site tracks query strings, and then without the utm_* tags (stored in their
 * own columns) and the search parameters (stored as the site search): pages
 * that differ only by them are one page. A hash is kept when it is a route
 * (`#/settings`, hash-routed single-page apps), never an in-page anchor.
 * Undefined when the text is no http(s) URL.
 */
export function readPageUrl(text: string, site: PageSettings): PageFacts | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const params = url.searchParams;
  const utm = {
    source: params.get('utm_source') ?? '',
    medium: params.get('utm_medium') ?? '',
    campaign: params.get('utm_campaign') ?? '',
    term: params.get('utm_term') ?? '',
    content: params.get('utm_content') ?? '',
  };
  let searchTerm = '';
  for (const name of site.siteSearchParams) {
    const value = params.get(name)?.trim();
    if (value) {
      searchTerm = value;
      break;
    }
  }
  let query = '';
  if (site.trackQueryStrings && url.search !== '') {
    const kept = new URLSearchParams();
    for (const [key, value] of params) {
      if ((utmKeys as readonly string[]).includes(key) || site.siteSearchParams.includes(key)) continue;
      kept.append(key, value);
    }
    const rest = kept.toString();
    if (rest) query = `?${rest}`;
  }
  const route = url.hash.startsWith('#/') ? url.hash : '';
  return {
    hostname: url.hostname,
    host: url.host,
    pathname: url.pathname,
    path: `${url.pathname}${query}${route}`,
    utm,
    searchTerm,
  };
}

/**
 * Screen size classes of the web tracker's `w` (the viewport's CSS width),
 * Plausible's: a class groups into a short report where raw widths would make
 * hundreds of rows. Mobile SDKs send their own `WxH`, stored as sent.
 */
export function screenClassOf(width: number | undefined): string {
  if (width === undefined || width <= 0) return '';
  if (width < 576) return 'mobile';
  if (width < 992) return 'tablet';
  if (width < 1440) return 'laptop';
  return 'desktop';
}
