import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/store/hooks.ts';
import { type CurrentOrg, useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';

export interface AnalyticsWorkspace {
  current: CurrentOrg;
  orgId: string | undefined;
  workspaceId: string | undefined;
  /** the id as the URL names it (sbox routes take it back) */
  routeId: string;
  loading: boolean;
  /** analytics:write: create, edit, archive, delete */
  canWrite: boolean;
  /** workspaces:update: an admin's disable and enable */
  isAdmin: boolean;
}

/**
 * The workspace an analytics page works in: the route's `sBoxID` ("default"
 * is the organisation's default), or, on /d/apps/analytics/… and /d/app/…
 * which have none, the one chosen in the top bar.
 */
export function useAnalyticsWorkspace(): AnalyticsWorkspace {
  const { sBoxID } = useParams();
  const chosen = useAppSelector((state) => state.context.sBox?.id);
  const current = useCurrentOrg();
  const wanted = sBoxID ?? chosen ?? 'default';
  const fallback = (current.workspaces.find((w) => w.isDefault) ?? current.workspaces[0])?.id;
  const workspaceId = wanted === 'default' ? fallback : wanted;
  const held = workspacePrivileges(current, workspaceId);
  return {
    current,
    orgId: current.orgId,
    workspaceId,
    routeId: workspaceId ?? wanted,
    loading: current.isLoading,
    canWrite: held.has('analytics:write'),
    isAdmin: held.has('workspaces:update'),
  };
}
