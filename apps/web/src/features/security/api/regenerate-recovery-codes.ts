import type { SecondFactorProof } from './disable-two-factor.ts';
import { securityApi } from './security-api.ts';

const regenerateApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    regenerateRecoveryCodes: build.mutation<{ data: { recoveryCodes: string[] } }, SecondFactorProof>({
      query: (body) => ({ url: '/api/me/security/2fa/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'AccountHistory'],
    }),
  }),
});

export const { useRegenerateRecoveryCodesMutation } = regenerateApi;
