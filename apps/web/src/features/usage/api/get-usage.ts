import type { UsageReport } from '@osm5/shared/schemas/usage';
import { api } from '../../../app/store/api.ts';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';

export const USAGE_WORKSPACES_PAGE_SIZE = 10;

export interface UsageArgs {
  orgId: string;
  /** YYYY-MM; the current month when absent */
  month?: string;
  page: number;
}

/** What happens past a limit follows the plan, add-ons and budget: any billing change (tag `Billing`) reads it again. */
const getUsageApi = api.enhanceEndpoints({ addTagTypes: ['Billing'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsage: build.query<UsageReport, UsageArgs>({
      query: ({ orgId, month, page }) => ({
        url: `/api/orgs/${orgId}/usage`,
        params: { ...(month ? { month } : {}), page, pageSize: USAGE_WORKSPACES_PAGE_SIZE },
      }),
      transformResponse: (body: Envelope<UsageReport>) => body.data,
      providesTags: ['Billing'],
    }),
  }),
});

export const { useGetUsageQuery } = getUsageApi;

/** The CSV download of a month, by day or by workspace (a plain link: the session cookie goes with it). */
export const usageCsvHref = (orgId: string, month: string | undefined, by: 'day' | 'workspace') =>
  `/api/orgs/${orgId}/usage.csv?${new URLSearchParams({ ...(month ? { month } : {}), by })}`;
