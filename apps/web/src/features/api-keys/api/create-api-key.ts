import type { ApiKeyCreateInput, CreatedApiKey } from '@osm5/shared/schemas/api-keys';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { apiKeysApi } from './api-key-tags.ts';

const createApiKeyApi = apiKeysApi.injectEndpoints({
  endpoints: (build) => ({
    createApiKey: build.mutation<CreatedApiKey, { orgId: string; body: ApiKeyCreateInput }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/api-keys`, method: 'POST', body }),
      transformResponse: (body: Envelope<CreatedApiKey>) => body.data,
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useCreateApiKeyMutation } = createApiKeyApi;
