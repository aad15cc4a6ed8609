import { securityApi } from './security-api.ts';

const statusApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<{ data: { enabled: boolean; recoveryCodesLeft: number } }, void>({
      query: () => '/api/me/security/2fa',
      providesTags: ['TwoFactor'],
    }),
  }),
});

export const { useTwoFactorStatusQuery } = statusApi;
