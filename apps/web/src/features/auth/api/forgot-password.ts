import { api } from '../../../app/store/api.ts';

const forgotPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ status: true }, { email: string }>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
  }),
});

export const { useForgotPasswordMutation } = forgotPasswordApi;
