import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { SiteWithExtras } from './analytics-sites.repository.ts';

const userRef = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** A stored site as the API shows it: web fields null on an app and the other way round. */
export function toSite({ site, starred, createdByName, updatedByName }: SiteWithExtras): Site {
  const web = site.kind === 'web';
  return {
    id: site.id,
    workspaceId: site.workspaceId,
    kind: site.kind,
    name: site.name,
    status: site.status,
    currency: site.currency,
    timeZone: site.timeZone,
    subTimeZone: site.subTimeZone,
    domain: web ? site.domain : null,
    allowedHosts: site.allowedHosts,
    excludedIps: site.excludedIps,
    excludedPaths: site.excludedPaths,
    trackQueryStrings: site.trackQueryStrings,
    siteSearchParams: site.siteSearchParams,
    respectDnt: site.respectDnt,
    uptime: web
      ? {
          enabled: site.uptimeEnabled,
          intervalMinutes: site.uptimeIntervalMinutes,
          ...(site.uptimeUrl ? { url: site.uptimeUrl } : {}),
        }
      : null,
    platform: web ? null : site.platform,
    bundleId: web ? null : site.bundleId,
    starred,
    firstEventAt: site.firstEventAt?.toISOString() ?? null,
    createdBy: userRef(site.createdBy, createdByName),
    updatedBy: userRef(site.updatedBy, updatedByName),
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}
