import type { registerBodySchema } from '@osm5/shared/schemas/auth';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, looksLikeToken, randomToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type AuthContext, type RequestMeta, VERIFY_EMAIL_TTL_MS } from './auth-context.ts';
import { consumeAuthToken, expireAuthTokens, insertAuthToken } from './auth-tokens.repository.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from './users.repository.ts';

export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/verify_account?token=${encodeURIComponent(token)}`;

/**
 * Creates an unverified account and mails its verification link (24 h, single
 * use). An e-mail that already has an account gets USER_EXISTS and nothing else.
 */
export async function register(
  ctx: AuthContext,
  input: z.output<typeof registerBodySchema>,
  meta: RequestMeta,
): Promise<{ email: string }> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPassword' });
  if (await findUserByEmail(ctx.db, input.email)) throw new AppError('USER_EXISTS', { field: 'email' });
  const passwordHash = await hashPassword(input.password);
  const token = randomToken();
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      locale: input.locale ?? 'en',
    });
    if (!created) throw new AppError('USER_EXISTS', { field: 'email' });
    await insertAuthToken(tx, {
      userId: created.id,
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
    });
    await recordAudit(tx, { subjectUserId: created.id, actorId: created.id, action: 'auth.sign_up', ...meta });
    return created;
  });
  await sendVerification(ctx, user, token);
  return { email: user.email };
}

/** Marks the account verified; a used, expired or unknown link is INVALID_EMAIL_VERIFICATION_TOKEN. */
export async function verifyEmail(ctx: AuthContext, token: string, meta: RequestMeta): Promise<{ email: string }> {
  if (!looksLikeToken(token)) throw new AppError('INVALID_EMAIL_VERIFICATION_TOKEN', { field: 'token' });
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, 'verify_email', hashToken(token), now);
    const user = consumed && (await findUserById(tx, consumed.userId));
    if (!user) throw new AppError('INVALID_EMAIL_VERIFICATION_TOKEN', { field: 'token' });
    if (!user.emailVerifiedAt) {
      await updateUser(tx, user.id, { emailVerifiedAt: now });
      // older links of the same account must not stay usable
      await expireAuthTokens(tx, user.id, 'verify_email', now);
      await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.email_verify', ...meta });
    }
    return { email: user.email };
  });
}

/**
 * Sends a fresh verification link when the e-mail belongs to an unverified
 * account; otherwise does nothing, so that the answer never tells which e-mails
 * have accounts. The route counts the attempt against the resend limit first.
 */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  const token = randomToken();
  await insertAuthToken(ctx.db, {
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
  });
  await sendVerification(ctx, user, token);
}

async function sendVerification(ctx: AuthContext, user: UserRow, token: string): Promise<void> {
  await ctx.mailer.send({
    to: user.email,
    locale: user.locale,
    template: 'verify_email',
    data: { name: user.name, link: verificationLink(ctx.publicUrl, token) },
  });
}
