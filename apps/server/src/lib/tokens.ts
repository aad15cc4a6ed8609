import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to a browser or an e-mail (session ids, verification and
 * reset links, CSRF tokens): 256 random bits, base64url so they travel in
 * cookies and URLs untouched. Only their SHA-256 is ever stored, so a copy of
 * the database opens nothing; a fast hash is enough because the input is random.
 */
export const TOKEN_BYTES = 32;

export function randomToken(bytes = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token we issued has exactly this shape; anything else is rejected before a query. */
export function looksLikeToken(value: unknown, bytes = TOKEN_BYTES): value is string {
  return typeof value === 'string' && value.length === Math.ceil((bytes * 4) / 3) && /^[A-Za-z0-9_-]+$/.test(value);
}

/** Constant-time string comparison (CSRF header against cookie, …). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
