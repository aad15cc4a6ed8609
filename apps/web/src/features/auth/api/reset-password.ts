import { api } from '../../../app/store/api.ts';

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<{ status: true }, ResetPasswordRequest>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;
