import { randomInt } from 'node:crypto';
import { hashToken } from '../../lib/tokens.ts';

/**
 * Ten one-time recovery codes, `xxxxx-xxxxx` in an alphabet without look-alike
 * characters (50 bits each). Only their SHA-256 is stored; typing them with
 * other case, spaces or without the dash still matches.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
}
