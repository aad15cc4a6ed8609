import type { Privilege } from '@osm5/shared/auth/privileges';
import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { useAppSelector } from '../store/hooks.ts';
import { useGetTenantsQuery } from './tenancy-api.ts';

export interface CurrentOrg {
  orgId: string | undefined;
  org: Tenant | undefined;
  tenants: Tenant[];
  workspaces: VisibleWorkspace[];
  privileges: ReadonlySet<Privilege>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The organisation of the current context (or the user's first one) with the
 * user's privileges in it and the workspaces they see: what every tenancy page
 * is scoped by.
 */
export function useCurrentOrg(): CurrentOrg {
  const enterpriseId = useAppSelector((state) => state.context.enterprise?.id);
  const query = useGetTenantsQuery(enterpriseId);
  const data = query.data;
  const org = data?.tenents.find((tenant) => tenant.id === data.orgId);
  return {
    orgId: data?.orgId,
    org,
    tenants: data?.tenents ?? [],
    workspaces: data?.sBoxs ?? [],
    privileges: new Set(org?.privileges ?? []),
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}

/** Privileges inside one workspace: the organisation's plus the workspace role's. */
export const workspacePrivileges = (current: CurrentOrg, workspaceId: string | undefined): ReadonlySet<Privilege> => {
  const workspace = current.workspaces.find((w) => w.id === workspaceId);
  return new Set<Privilege>([...current.privileges, ...(workspace?.privileges ?? [])]);
};
