import { api } from '../../../app/store/api.ts';

const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<{ data: { email: string } }, { token: string }>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;
