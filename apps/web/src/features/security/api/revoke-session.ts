import { securityApi } from './security-api.ts';

const revokeSessionApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    revokeSession: build.mutation<{ status: true }, string>({
      query: (sessionId) => ({ url: `/api/me/security/sessions/${sessionId}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions', 'AccountHistory'],
    }),
  }),
});

export const { useRevokeSessionMutation } = revokeSessionApi;
