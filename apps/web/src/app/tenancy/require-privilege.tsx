import type { Privilege } from '@osm5/shared/auth/privileges';
import type { ReactNode } from 'react';
import { AccessDenied } from '../../components/access-denied.tsx';
import { DataState } from '../../components/data-state.tsx';
import { useCurrentOrg, workspacePrivileges } from './use-current-org.ts';

interface RequirePrivilegeProps {
  privilege: Privilege;
  /** check inside this workspace (organisation ∪ workspace role) instead of the organisation */
  workspaceId?: string;
  children: ReactNode;
}

/** A page without the needed privilege shows Access Denied (domain.md); the API would answer 403 anyway. */
export function RequirePrivilege({ privilege, workspaceId, children }: RequirePrivilegeProps) {
  const current = useCurrentOrg();
  if (current.isLoading || current.isError) {
    return (
      <DataState isLoading={current.isLoading} isError={current.isError} onRetry={current.refetch}>
        {null}
      </DataState>
    );
  }
  const held = workspaceId ? workspacePrivileges(current, workspaceId) : current.privileges;
  if (!held.has(privilege)) return <AccessDenied />;
  return <>{children}</>;
}
