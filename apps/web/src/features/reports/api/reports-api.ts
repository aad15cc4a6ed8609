import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** The report endpoints, and the link and site they are about, share this cache tag. */
export const reportsApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['Report'] });

export interface WorkspaceArgs {
  orgId: string;
  workspaceId: string;
}

/** The workspace prefix every report route lives under. */
export const workspaceUrl = ({ orgId, workspaceId }: WorkspaceArgs) => `/api/orgs/${orgId}/workspaces/${workspaceId}`;
