import type { LoginResponse } from '@osm5/shared/schemas/auth';
import { api } from '../../../lib/api.ts';

export interface LoginRequest {
  email: string;
  password: string;
  remember: boolean;
  /** the authenticator code, once the server asked for it (TWO_FACTOR_REQUIRED) */
  totp?: string;
  recoveryCode?: string;
}

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
export type { LoginResponse };
