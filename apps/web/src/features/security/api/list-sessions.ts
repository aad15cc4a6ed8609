import type { SessionView } from '@osm5/shared/schemas/security';
import { securityApi } from './security-api.ts';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const listSessionsApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<{ data: Page<SessionView> }, void>({
      // One page holds every live session of a person; 100 is the API's maximum.
      query: () => ({ url: '/api/me/security/sessions', params: { page: 1, pageSize: 100 } }),
      providesTags: ['Sessions'],
    }),
  }),
});

export const { useListSessionsQuery } = listSessionsApi;
export type { SessionView };
