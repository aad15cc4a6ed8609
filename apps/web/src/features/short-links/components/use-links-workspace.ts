import { useParams } from 'react-router';
import { useAppSelector } from '../../../app/store/hooks.ts';
import { type CurrentOrg, useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';

export interface LinksWorkspace {
  current: CurrentOrg;
  orgId: string | undefined;
  workspaceId: string | undefined;
  /** the id as the URL names it (sbox routes take it back) */
  routeId: string;
  loading: boolean;
  canWrite: boolean;
}

/**
 * The workspace a links page works in: the route's `sBoxID` ("default" is the
 * organisation's default), or, on /edit/… which has none, the one chosen in the top bar.
 */
export function useLinksWorkspace(): LinksWorkspace {
  const { sBoxID } = useParams();
  const chosen = useAppSelector((state) => state.context.sBox?.id);
  const current = useCurrentOrg();
  const wanted = sBoxID ?? chosen ?? 'default';
  const fallback = (current.workspaces.find((w) => w.isDefault) ?? current.workspaces[0])?.id;
  const workspaceId = wanted === 'default' ? fallback : wanted;
  return {
    current,
    orgId: current.orgId,
    workspaceId,
    routeId: workspaceId ?? wanted,
    loading: current.isLoading,
    canWrite: workspacePrivileges(current, workspaceId).has('links:write'),
  };
}
