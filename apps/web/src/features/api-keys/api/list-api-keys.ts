import type { ApiKey, ApiKeyStatus } from '@osm5/shared/schemas/api-keys';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { apiKeysApi } from './api-key-tags.ts';

export const API_KEYS_PAGE_SIZE = 10;

export interface ApiKeyListArgs {
  orgId: string;
  page: number;
  status: 'all' | ApiKeyStatus;
}

const listApiKeysApi = apiKeysApi.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<PageEnvelope<ApiKey>['data'], ApiKeyListArgs>({
      query: ({ orgId, page, status }) => ({
        url: `/api/orgs/${orgId}/api-keys`,
        params: { page, pageSize: API_KEYS_PAGE_SIZE, status },
      }),
      transformResponse: (body: PageEnvelope<ApiKey>) => body.data,
      providesTags: ['ApiKey'],
    }),
  }),
});

export const { useListApiKeysQuery } = listApiKeysApi;
