import type { Privilege } from '@osm5/shared/auth/privileges';
import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { useParams } from 'react-router';
import { useAppSelector } from '../store/hooks.ts';
import { type CurrentOrg, useCurrentOrg, workspacePrivileges } from './use-current-org.ts';

export interface RouteWorkspace {
  current: CurrentOrg;
  orgId: string | undefined;
  workspaceId: string | undefined;
  /** the id as the URL names it (sbox routes take it back) */
  routeId: string;
  loading: boolean;
  /** my privileges in that workspace (organisation ∪ workspace role) */
  privileges: ReadonlySet<Privilege>;
  /** both ids are known: the workspace's queries may run (skip them until then) */
  ready: boolean;
  /** the scope of the workspace's queries, the ids empty until `ready` */
  args: { orgId: string; workspaceId: string };
}

/** "default" (the nav's stand-in before a choice) is the organisation's default workspace, or its first. */
export const resolveWorkspaceId = (wanted: string, workspaces: VisibleWorkspace[]): string | undefined =>
  wanted === 'default' ? (workspaces.find((w) => w.isDefault) ?? workspaces[0])?.id : wanted;

/**
 * The workspace a module page works in: the route's `sBoxID`, or, on routes
 * that have none, the one chosen in the top bar; "default" is the
 * organisation's default.
 */
export function useRouteWorkspace(): RouteWorkspace {
  const { sBoxID } = useParams();
  const chosen = useAppSelector((state) => state.context.sBox?.id);
  const current = useCurrentOrg();
  const wanted = sBoxID ?? chosen ?? 'default';
  const workspaceId = resolveWorkspaceId(wanted, current.workspaces);
  return {
    current,
    orgId: current.orgId,
    workspaceId,
    routeId: workspaceId ?? wanted,
    loading: current.isLoading,
    privileges: workspacePrivileges(current, workspaceId),
    ready: Boolean(current.orgId && workspaceId),
    args: { orgId: current.orgId ?? '', workspaceId: workspaceId ?? '' },
  };
}
