import { api } from '../../../lib/api.ts';
import type { HttpError } from '../../../lib/http.ts';

export interface LoginRequest {
  email: string;
  password: string;
  remember: boolean;
}

/** The accounts issue defines the payload; the spec only fixes that the profile is under `data`. */
export interface LoginResponse {
  data: { token: Record<string, unknown>; userInfo: Record<string, unknown> };
}

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
export type LoginError = HttpError;
