import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** The OSM5GPT endpoints share these tags: a conversation (AiSession), the lists of them (AiSessionList, refreshed by a new answer too) and the pinned charts. */
export const aiApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['AiSession', 'AiSessionList', 'AiDashboard'] });

export interface WorkspaceArgs {
  orgId: string;
  workspaceId: string;
}

/** The prefix of every OSM5GPT route of a workspace. */
export const aiUrl = ({ orgId, workspaceId }: WorkspaceArgs) => `/api/orgs/${orgId}/workspaces/${workspaceId}/ai`;

/** Drops the empty filters, so the query string only names what was chosen. */
export const definedParams = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
