import { api } from '../../../app/store/api.ts';

export interface ResendState {
  email: string;
  remaining: number;
  limit: number;
}

const resendApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendStatus: build.query<{ data: ResendState }, string>({
      query: (email) => ({ url: '/api/auth/resend-verification', params: { email } }),
    }),
    resendVerification: build.mutation<{ data: ResendState }, { email: string }>({
      query: (body) => ({ url: '/api/auth/resend-verification', method: 'POST', body }),
    }),
  }),
});

export const { useResendStatusQuery, useResendVerificationMutation } = resendApi;
