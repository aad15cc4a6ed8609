/** Paths that count as a file download when a link to them is followed (kept short: every byte ships). */
const DOWNLOAD = /\.(pdf|zip|rar|7z|gz|dmg|exe|msi|apk|csv|docx?|xlsx?|pptx?|mp3|mp4|mov)$/i;

/** What a followed link means: an HTMLAnchorElement and a URL both have these parts. */
export type LinkParts = Pick<URL, 'protocol' | 'host' | 'pathname'>;

/**
 * `download` for a link to a file of a common type (on any host), `outbound`
 * for a web link to another host, nothing otherwise (same-site pages, mailto:,
 * tel:, javascript:, an SVG link whose parts are not strings).
 */
export const linkKind = (link: LinkParts, host: string): 'download' | 'outbound' | undefined =>
  /^https?:$/.test(link.protocol)
    ? DOWNLOAD.test(link.pathname)
      ? 'download'
      : link.host !== host
        ? 'outbound'
        : undefined
    : undefined;
