import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * Proof that this browser gave a password link's password: `<expiry>.<hmac>`,
 * the HMAC over the link id, the expiry and the stored hash, keyed by the
 * installation's secret. So the cookie opens one link only, cannot be forged
 * or extended, and stops working when the owner changes the password.
 */
export const UNLOCK_TTL_MS = 24 * 60 * 60 * 1000;

export const unlockCookieName = (linkId: string) => `osm5_unlock_${linkId.replaceAll('-', '')}`;

const mac = (secret: string, linkId: string, expires: number, passwordHash: string) =>
  createHmac('sha256', secret).update(`${linkId}.${expires}.${passwordHash}`).digest('base64url');

export function issueUnlock(secret: string, linkId: string, passwordHash: string, now = Date.now()): string {
  const expires = Math.floor((now + UNLOCK_TTL_MS) / 1000);
  return `${expires}.${mac(secret, linkId, expires, passwordHash)}`;
}

export function isUnlocked(
  secret: string,
  linkId: string,
  passwordHash: string,
  value: string | undefined,
  now = Date.now(),
): boolean {
  if (!value) return false;
  const dot = value.indexOf('.');
  if (dot <= 0) return false;
  const expires = Number(value.slice(0, dot));
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  return safeEqual(value.slice(dot + 1), mac(secret, linkId, expires, passwordHash));
}
