import { useParams } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';

/** The workspace of the route; "default" (the nav's stand-in before a choice) is the organisation's default. */
export function useWorkspaceId(): { orgId: string | undefined; workspaceId: string | undefined; loading: boolean } {
  const { sBoxID } = useParams();
  const current = useCurrentOrg();
  const workspaceId =
    sBoxID === 'default' ? (current.workspaces.find((w) => w.isDefault) ?? current.workspaces[0])?.id : sBoxID;
  return { orgId: current.orgId, workspaceId, loading: current.isLoading };
}
