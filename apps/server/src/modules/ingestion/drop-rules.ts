import type { IngestResult } from '@osm5/shared';
import { ipInList } from '@osm5/shared/links/ip-match';
import { hostAllowed, pathExcluded } from '@osm5/shared/schemas/analytics-sites';
import type { ParsedAgent } from '../../tracking/user-agent.ts';
import type { PageFacts } from './page-url.ts';
import type { SiteConfig } from './site-config.ts';
import type { IngestRequest, TrackingTools } from './visit.ts';

/** Why events are not stored: the answer's reasons, and a batch event's time out of the window. */
export type DropReason = NonNullable<IngestResult['reason']> | 'out_of_window';

/**
 * What drops a whole request, in order: a paused site, the visitor's opt-out
 * when the site honours it, a bot (the agent, or an address in a data centre),
 * an excluded address. An app's requests carry its HTTP library's agent, which
 * bot lists flag, so for apps only the address is judged.
 */
export function requestDropReason(
  site: SiteConfig,
  r: IngestRequest,
  agent: ParsedAgent,
  tools: Pick<TrackingTools, 'datacenter'>,
): DropReason | undefined {
  if (site.status === 'archived' || site.status === 'disabled') return site.status;
  if (site.respectDnt && r.optOut) return 'dnt';
  if (site.kind === 'web' && (r.userAgent.trim() === '' || agent.isBot)) return 'bot';
  if (tools.datacenter.has(r.ip)) return 'bot';
  if (site.excludedIps.length > 0 && ipInList(r.ip, site.excludedIps)) return 'excluded_ip';
  return undefined;
}

/** What drops one page's event on a web site: a host that is not the site's, an excluded path. */
export function pageDropReason(site: SiteConfig, page: PageFacts): DropReason | undefined {
  const domain = site.domain ?? '';
  if (!hostAllowed(page.host, domain, site.allowedHosts) && !hostAllowed(page.hostname, domain, site.allowedHosts))
    return 'host_not_allowed';
  if (site.excludedPaths.length > 0 && pathExcluded(page.pathname, site.excludedPaths)) return 'excluded_path';
  return undefined;
}

/** The answer's reason: a whole request's; an event out of the window is counted as dropped, not named. */
export function answerReason(reason: DropReason | undefined): IngestResult['reason'] {
  return reason === 'out_of_window' ? undefined : reason;
}
