import { skipToken } from '@reduxjs/toolkit/query';
import { useGetSiteQuery } from '../api/get-site.ts';
import { isSiteId } from '../lib/site-status.ts';
import { isSiteMissing } from './site-not-found.tsx';
import type { AnalyticsWorkspace } from './use-analytics-workspace.ts';

/** The site a route names, in the page's workspace: missing when the id is no id or the workspace holds no such site. */
export function useSiteParam(ws: AnalyticsWorkspace, siteId: string | undefined) {
  const valid = isSiteId(siteId);
  const query = useGetSiteQuery(ws.ready && valid ? { ...ws.args, siteId } : skipToken);
  return {
    query,
    site: query.data,
    missing: !valid || isSiteMissing(query.error),
    loading: ws.loading || query.isLoading || (valid && query.isUninitialized),
  };
}

export type SiteParam = ReturnType<typeof useSiteParam>;
