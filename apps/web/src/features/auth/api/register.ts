import { api } from '../../../app/store/api.ts';

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** the language of the mails */
  locale: string;
}

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ data: { email: string } }, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
