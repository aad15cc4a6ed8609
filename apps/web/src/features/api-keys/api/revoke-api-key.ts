import type { ApiKey } from '@osm5/shared/schemas/api-keys';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { apiKeysApi } from './api-key-tags.ts';

const revokeApiKeyApi = apiKeysApi.injectEndpoints({
  endpoints: (build) => ({
    revokeApiKey: build.mutation<ApiKey, { orgId: string; keyId: string }>({
      query: ({ orgId, keyId }) => ({ url: `/api/orgs/${orgId}/api-keys/${keyId}/revoke`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<ApiKey>) => body.data,
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useRevokeApiKeyMutation } = revokeApiKeyApi;
