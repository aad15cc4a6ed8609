import { useParams } from 'react-router';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { useWorkspaceId } from '../../workspaces/components/use-workspace-id.ts';

export interface ToolsWorkspace {
  orgId: string | undefined;
  workspaceId: string | undefined;
  /** the id as the URL names it, for links back to sbox pages */
  routeId: string;
  loading: boolean;
  canWrite: boolean;
}

/** The workspace of a link-tools page (its `sBoxID`, "default" being the organisation's default) and my rights there. */
export function useToolsWorkspace(): ToolsWorkspace {
  const { sBoxID = 'default' } = useParams();
  const current = useCurrentOrg();
  const { orgId, workspaceId, loading } = useWorkspaceId();
  return {
    orgId,
    workspaceId,
    routeId: workspaceId ?? sBoxID,
    loading,
    canWrite: workspacePrivileges(current, workspaceId).has('links:write'),
  };
}
