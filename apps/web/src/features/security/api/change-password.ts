import { securityApi } from './security-api.ts';

export interface ChangePasswordRequest {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const changePasswordApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ data: { revoked: number } }, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/me/security/password', method: 'POST', body }),
      invalidatesTags: ['Sessions', 'AccountHistory'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
