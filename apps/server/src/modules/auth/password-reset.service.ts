import type { resetPasswordBodySchema } from '@osm5/shared/schemas/auth';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, looksLikeToken, randomToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type AuthContext, RESET_PASSWORD_TTL_MS, type RequestMeta } from './auth-context.ts';
import { consumeAuthToken, expireAuthTokens, insertAuthToken } from './auth-tokens.repository.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import { findUserByEmail, findUserById, updateUser } from './users.repository.ts';

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/auth/${token}/reset_password`;
export const forgotPasswordLink = (publicUrl: string) => `${publicUrl}/auth/forgot_password`;

/**
 * Mails a reset link (1 h, single use, replacing any earlier one) when the
 * address has an account. The caller answers the same either way, and the mail
 * leaves in the background so that the answer takes no longer for a real account.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string, meta: RequestMeta): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomToken();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await expireAuthTokens(tx, user.id, 'reset_password', now);
    await insertAuthToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_PASSWORD_TTL_MS),
    });
    await recordAudit(tx, { subjectUserId: user.id, action: 'auth.password_reset_request', ...meta });
  });
  void ctx.mailer
    .send({
      to: user.email,
      locale: user.locale,
      template: 'reset_password',
      data: { name: user.name, link: resetLink(ctx.publicUrl, token) },
    })
    .catch((err: unknown) => ctx.log.error({ err }, 'reset mail not recorded'));
}

/**
 * Sets the new password from a reset link. A used, expired or unknown link is
 * RESET_LINK_EXPIRED. Every session of the account ends (whoever asked for the
 * reset may be locking an intruder out), and the owner gets a notice.
 */
export async function resetPassword(
  ctx: AuthContext,
  input: z.output<typeof resetPasswordBodySchema>,
  meta: RequestMeta,
): Promise<void> {
  if (!looksLikeToken(input.token)) throw new AppError('TOKEN_INVALID', { field: 'token' });
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPassword' });
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, 'reset_password', hashToken(input.token), now);
    const found = consumed && (await findUserById(tx, consumed.userId));
    if (!found) throw new AppError('RESET_LINK_EXPIRED', { field: 'token' });
    // following the mailed link proves the address too
    await updateUser(tx, found.id, { passwordHash, emailVerifiedAt: found.emailVerifiedAt ?? now });
    await expireAuthTokens(tx, found.id, 'reset_password', now);
    const revoked = await revokeUserSessions(tx, found.id);
    await recordAudit(tx, {
      subjectUserId: found.id,
      actorId: found.id,
      action: 'auth.password_reset',
      details: { sessionsRevoked: revoked },
      ...meta,
    });
    return found;
  });
  await ctx.mailer.send({
    to: user.email,
    locale: user.locale,
    template: 'password_changed',
    data: { name: user.name, link: forgotPasswordLink(ctx.publicUrl) },
  });
}
