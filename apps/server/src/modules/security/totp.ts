import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 codes as authenticator apps make them (SHA-1, 6 digits, 30 s). A code
 * is accepted one step early or late for clock drift, and never twice: the
 * caller keeps the last accepted step and passes it back.
 */
const ISSUER = 'OSM5';
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The step the code belongs to, when valid and newer than `lastStep`; null otherwise. */
export function acceptTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code (tests act as the authenticator app with it). */
export function currentTotp(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: now });
}
