import { VERIFICATION_RESEND_LIMIT } from '@osm5/shared/schemas/auth';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// Failed sign-ins per account and client, and the account's pace: sign-in-throttle.ts
/** Failed sign-ins per address: slows password spraying across accounts. */
export const signInFailuresPerIp: RateLimitRule = { name: 'sign-in-ip', max: 30, windowMs: 15 * MINUTE };
export const signUpsPerIp: RateLimitRule = { name: 'sign-up-ip', max: 20, windowMs: HOUR };
/** "You already have an account" mails to one owner, however many sign-ups use the address. */
export const accountExistsNoticesPerAccount: RateLimitRule = {
  name: 'account-exists-notice',
  max: 3,
  windowMs: 24 * HOUR,
};
export const verificationResendsPerAccount: RateLimitRule = {
  name: 'verify-resend',
  max: VERIFICATION_RESEND_LIMIT,
  windowMs: 24 * HOUR,
};
export const verificationResendsPerIp: RateLimitRule = { name: 'verify-resend-ip', max: 30, windowMs: HOUR };
export const emailTokensPerIp: RateLimitRule = { name: 'email-token-ip', max: 30, windowMs: 15 * MINUTE };
export const passwordResetsPerIp: RateLimitRule = { name: 'password-reset-ip', max: 10, windowMs: 15 * MINUTE };
