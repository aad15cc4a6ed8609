import { type RouteWorkspace, useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';

export interface AnalyticsWorkspace extends RouteWorkspace {
  /** analytics:write: create, edit, archive, delete */
  canWrite: boolean;
  /** workspaces:update: an admin's disable and enable */
  isAdmin: boolean;
}

/**
 * The workspace an analytics page works in (on /d/apps/analytics/… and
 * /d/app/…, which have no `sBoxID`, the one chosen in the top bar).
 */
export function useAnalyticsWorkspace(): AnalyticsWorkspace {
  const ws = useRouteWorkspace();
  return { ...ws, canWrite: ws.privileges.has('analytics:write'), isAdmin: ws.privileges.has('workspaces:update') };
}
