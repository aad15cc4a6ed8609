import type { ApiKeyOptions } from '@osm5/shared/schemas/api-keys';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { apiKeysApi } from './api-key-tags.ts';

const apiKeyOptionsApi = apiKeysApi.injectEndpoints({
  endpoints: (build) => ({
    apiKeyOptions: build.query<ApiKeyOptions, { orgId: string }>({
      query: ({ orgId }) => ({ url: `/api/orgs/${orgId}/api-keys/options` }),
      transformResponse: (body: Envelope<ApiKeyOptions>) => body.data,
      providesTags: ['ApiKey'],
    }),
  }),
});

export const { useApiKeyOptionsQuery } = apiKeyOptionsApi;
