import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** The analytics endpoints share this cache tag: a save, a status change, a star or a delete refreshes lists and pages. */
export const sitesApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['Site'] });

export interface WorkspaceArgs {
  orgId: string;
  workspaceId: string;
}

/** The workspace prefix every analytics route lives under. */
export const workspaceUrl = ({ orgId, workspaceId }: WorkspaceArgs) => `/api/orgs/${orgId}/workspaces/${workspaceId}`;

/** The sites collection, or one site. */
export const sitesUrl = (ws: WorkspaceArgs, siteId?: string) =>
  siteId ? `${workspaceUrl(ws)}/sites/${encodeURIComponent(siteId)}` : `${workspaceUrl(ws)}/sites`;
