import type { SiteConfig } from './site-config.ts';

/**
 * The one place where a plan's tracked-events quota (domain.md: 10,000 a month
 * on Free, …) will be enforced: every ingestion path asks here, with the count
 * it is about to store, before anything is written. It lets everything through
 * until plans are metered; it must then stay synchronous and cheap (a counter
 * per organisation kept in memory and settled in batches), as it is on the
 * hot path.
 */
export function checkEventQuota(_site: SiteConfig, _count: number): boolean {
  return true;
}
