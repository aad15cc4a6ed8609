import { securityApi } from './security-api.ts';

const revokeOthersApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    revokeOtherSessions: build.mutation<{ data: { revoked: number } }, void>({
      query: () => ({ url: '/api/me/security/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions', 'AccountHistory'],
    }),
  }),
});

export const { useRevokeOtherSessionsMutation } = revokeOthersApi;
