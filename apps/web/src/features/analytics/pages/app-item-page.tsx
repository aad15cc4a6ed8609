import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { useGetSiteQuery } from '../api/get-site.ts';
import { isSiteMissing, SiteNotFound } from '../components/site-not-found.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';
import { sitePaths } from '../lib/site-paths.ts';
import { isSiteId } from '../lib/site-status.ts';

/**
 * /d/app/:id (spec §2): opens the view page of that site or app. The address
 * names only the site, and the API finds a site only inside its workspace, so
 * the site is looked up in the current workspace (the one chosen in the top
 * bar, else the default): a site of another workspace reads as not found
 * there, as it would after switching workspace. Searching every workspace
 * would cost one request per workspace for a link that is meant to be shared
 * within one.
 */
export function AppItemPage() {
  const { id } = useParams();
  const ws = useAnalyticsWorkspace();
  const valid = isSiteId(id);
  const query = useGetSiteQuery(
    ws.orgId && ws.workspaceId && valid ? { orgId: ws.orgId, workspaceId: ws.workspaceId, siteId: id } : skipToken,
  );
  if (query.data) return <Navigate to={sitePaths(ws.routeId, query.data.id).view} replace />;
  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      {!valid || isSiteMissing(query.error) ? (
        <SiteNotFound workspaceId={ws.routeId} />
      ) : (
        <DataState
          isLoading={ws.loading || query.isLoading || query.isUninitialized}
          isError={query.isError}
          errorKey={errorKey(query.error)}
          onRetry={query.refetch}
        >
          {null}
        </DataState>
      )}
    </RequirePrivilege>
  );
}
