import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits in the link; only the SHA-256 is stored, so a leaked table opens nothing. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
