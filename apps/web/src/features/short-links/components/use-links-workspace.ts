import { type RouteWorkspace, useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';

export interface LinksWorkspace extends RouteWorkspace {
  canWrite: boolean;
}

/** The workspace a links page works in (on /edit/…, which has no `sBoxID`, the one chosen in the top bar). */
export function useLinksWorkspace(): LinksWorkspace {
  const ws = useRouteWorkspace();
  return { ...ws, canWrite: ws.privileges.has('links:write') };
}
