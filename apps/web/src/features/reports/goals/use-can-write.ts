import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';

/** Whether the member may change the site's goals and targets (analytics:write in this workspace). */
export function useCanWriteAnalytics(workspaceId: string | undefined): boolean {
  const current = useCurrentOrg();
  if (current.isLoading || current.isError || !workspaceId) return false;
  return workspacePrivileges(current, workspaceId).has('analytics:write');
}
