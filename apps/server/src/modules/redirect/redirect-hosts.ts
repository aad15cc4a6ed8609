import type { Config } from '../../config.ts';
import type { Domains } from './visit-of.ts';

/** The hosts a redirect server reads from its configuration: the short domain and the app's own. */
export function redirectHostsOf(config: Pick<Config, 'publicUrl' | 'shortDomain'>) {
  const appHost = new URL(config.publicUrl).host.toLowerCase();
  const domains: Domains = { shortDomain: config.shortDomain, separateShortDomain: config.shortDomain !== appHost };
  return {
    domains,
    /** never custom domains (LinkStore) */
    cacheHosts: [config.shortDomain, appHost],
    /** a referrer from one of them is direct traffic (the enricher's, without ports) */
    referrerHosts: [config.shortDomain, appHost].map((h) => h.replace(/:\d+$/, '')),
  };
}
