import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** The short-link endpoints share these cache tags: a save, a status change or a delete refreshes lists and reports. */
export const linksApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['Link', 'LinkDomain', 'UtmTemplate'] });

export interface WorkspaceArgs {
  orgId: string;
  workspaceId: string;
}

/** The workspace prefix every link route lives under. */
export const workspaceUrl = ({ orgId, workspaceId }: WorkspaceArgs) => `/api/orgs/${orgId}/workspaces/${workspaceId}`;
