export const knownNetworks = [
  'google',
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'reddit',
  'email',
  'direct',
] as const;
export type KnownNetwork = (typeof knownNetworks)[number];

/** Hosts (and their subdomains) each network sends clicks from, including its link shorteners. */
const networkHosts: Record<Exclude<KnownNetwork, 'direct'>, readonly string[]> = {
  google: ['google.com', 'google.co.uk', 'google.fr', 'google.de', 'google.co.jp', 'googleusercontent.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com', 't.co'],
  linkedin: ['linkedin.com', 'lnkd.in'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  reddit: ['reddit.com', 'redd.it'],
  email: ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com', 'mail.proton.me'],
};

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The network a referrer host belongs to; webmail is checked first since mail.google.com is not search. */
export const networkOf = (referrerHost: string | undefined): KnownNetwork | undefined => {
  const host = referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (!host) return 'direct';
  if (networkHosts.email.some((d) => hostMatches(host, d))) return 'email';
  for (const [network, domains] of Object.entries(networkHosts)) {
    if (domains.some((d) => hostMatches(host, d))) return network as KnownNetwork;
  }
  return undefined;
};

/**
 * Whether a visitor came from `source`: a known network, a host (subdomains
 * included), or the utm_source of the incoming short-link URL.
 */
export const sourceMatches = (
  source: string,
  referrerHost: string | undefined,
  utmSource: string | undefined,
): boolean => {
  const wanted = source.trim().toLowerCase();
  if (utmSource && utmSource.trim().toLowerCase() === wanted) return true;
  if ((knownNetworks as readonly string[]).includes(wanted)) {
    return networkOf(referrerHost) === wanted;
  }
  const host = referrerHost
    ?.trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return !!host && hostMatches(host, wanted.replace(/^www\./, ''));
};
