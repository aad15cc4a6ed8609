import type { LoginResponse } from '@osm5/shared/schemas/auth';
import { http } from '../../../lib/http.ts';

export interface LoginRequest {
  email: string;
  password: string;
  remember: boolean;
  /** the authenticator code, once the server asked for it (TWO_FACTOR_REQUIRED) */
  totp?: string;
  recoveryCode?: string;
}

/**
 * POST /api/auth/login. A plain call rather than an RTK Query mutation: the
 * sign-in page is a visitor's first download and caches nothing.
 */
export const login = (body: LoginRequest) => http.post<LoginResponse>('/api/auth/login', body);

export type { LoginResponse };
