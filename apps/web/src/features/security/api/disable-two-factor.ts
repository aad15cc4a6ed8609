import { securityApi } from './security-api.ts';

/** Proof of presence for turning two-factor off or replacing the codes: the password or a current code. */
export interface SecondFactorProof {
  password?: string;
  code?: string;
}

const disableApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    disableTwoFactor: build.mutation<{ status: true }, SecondFactorProof>({
      query: (body) => ({ url: '/api/me/security/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'AccountHistory'],
    }),
  }),
});

export const { useDisableTwoFactorMutation } = disableApi;
