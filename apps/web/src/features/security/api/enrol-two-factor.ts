import { securityApi } from './security-api.ts';

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrDataUrl: string;
}

const enrolApi = securityApi.injectEndpoints({
  endpoints: (build) => ({
    enrolTwoFactor: build.mutation<{ data: Enrolment }, void>({
      query: () => ({ url: '/api/me/security/2fa/enrol', method: 'POST' }),
    }),
  }),
});

export const { useEnrolTwoFactorMutation } = enrolApi;
