import { securityApi } from './security-api.ts';

const confirmApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    confirmTwoFactor: build.mutation<{ data: { recoveryCodes: string[] } }, { code: string }>({
      query: (body) => ({ url: '/api/me/security/2fa/confirm', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'AccountHistory'],
    }),
  }),
});

export const { useConfirmTwoFactorMutation } = confirmApi;
