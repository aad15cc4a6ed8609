import type { Page } from './list-sessions.ts';
import { securityApi } from './security-api.ts';

export interface AccountEvent {
  id: string;
  action: string;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export interface AccountHistoryQuery {
  page: number;
  pageSize: number;
  action?: string;
}

const historyApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    accountHistory: build.query<{ data: Page<AccountEvent> }, AccountHistoryQuery>({
      query: (params) => ({ url: '/api/me/account-history', params: { ...params } }),
      providesTags: ['AccountHistory'],
    }),
  }),
});

export const { useAccountHistoryQuery } = historyApi;
