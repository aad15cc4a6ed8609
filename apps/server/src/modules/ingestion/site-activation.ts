import type { SiteConfig } from './site-config.ts';

interface ActivationDeps {
  /** the guarded UPDATE: true when this call turned not_verified into active */
  markReceiving(siteId: string, at: Date): Promise<boolean>;
  /** tells every instance (and the install page) that the site changed */
  publish(siteId: string): Promise<void>;
  logger: { warn(obj: object, msg: string): void };
}

/**
 * The first event of a not_verified site makes it active: asked once per
 * cached site by this instance, off the request (the answer never waits for
 * it), and idempotent in the database. A failure lets the next event ask again.
 */
export function createSiteActivation(deps: ActivationDeps): (site: SiteConfig, at: number) => void {
  return (site, at) => {
    if (site.status !== 'not_verified' || site.activationAsked) return;
    site.activationAsked = true;
    deps
      .markReceiving(site.id, new Date(at))
      .then((changed) => (changed ? deps.publish(site.id) : undefined))
      .catch((error: unknown) => {
        site.activationAsked = false;
        deps.logger.warn({ err: error, siteId: site.id }, 'site activation failed; the next event retries');
      });
  };
}
