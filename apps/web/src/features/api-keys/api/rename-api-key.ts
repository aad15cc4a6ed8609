import type { ApiKey } from '@osm5/shared/schemas/api-keys';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { apiKeysApi } from './api-key-tags.ts';

const renameApiKeyApi = apiKeysApi.injectEndpoints({
  endpoints: (build) => ({
    renameApiKey: build.mutation<ApiKey, { orgId: string; keyId: string; name: string }>({
      query: ({ orgId, keyId, name }) => ({
        url: `/api/orgs/${orgId}/api-keys/${keyId}`,
        method: 'PATCH',
        body: { name },
      }),
      transformResponse: (body: Envelope<ApiKey>) => body.data,
      invalidatesTags: ['ApiKey'],
    }),
  }),
});

export const { useRenameApiKeyMutation } = renameApiKeyApi;
