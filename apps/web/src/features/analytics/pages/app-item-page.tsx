import { Navigate, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { SiteState } from '../components/site-state.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';
import { useSiteParam } from '../components/use-site-param.ts';
import { sitePaths } from '../lib/site-paths.ts';

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
  const param = useSiteParam(ws, id);
  if (param.site) return <Navigate to={sitePaths(ws.routeId, param.site.id).view} replace />;
  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      <SiteState param={param} workspaceId={ws.routeId}>
        {null}
      </SiteState>
    </RequirePrivilege>
  );
}
