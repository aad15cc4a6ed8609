import type { registerBodySchema } from '@osm5/shared/schemas/auth';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, looksLikeToken, randomToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { type AuthContext, type RequestMeta, VERIFY_EMAIL_TTL_MS } from './auth-context.ts';
import { accountExistsNoticesPerAccount } from './auth-rate-limits.ts';
import { consumeAuthToken, expireAuthTokens, insertAuthToken } from './auth-tokens.repository.ts';
import { forgotPasswordLink } from './password-reset.service.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow, updateUser } from './users.repository.ts';

export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/verify_account?token=${encodeURIComponent(token)}`;

/**
 * Creates an unverified account and mails its verification link (24 h, single
 * use). An address that already has an account gets the same answer, and its
 * owner a mail instead ("you already have an account: sign in or reset your
 * password"), so that sign-up never tells which addresses have accounts. Both
 * paths hash the password and send one mail, so neither answers much faster.
 */
export async function register(
  ctx: AuthContext,
  input: z.output<typeof registerBodySchema>,
  meta: RequestMeta,
): Promise<{ email: string }> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPassword' });
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, input.email);
  const created = existing ? null : await createAccount(ctx, input, passwordHash, meta);
  // (a sign-up racing another one for the same address finds it taken too)
  if (created) await sendVerification(ctx, created.user, created.token);
  else await noticeExistingOwner(ctx, input.email);
  return { email: input.email };
}

/** The new account and its verification token; null when the address was taken in the meantime. */
async function createAccount(
  ctx: AuthContext,
  input: z.output<typeof registerBodySchema>,
  passwordHash: string,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string } | null> {
  const token = randomToken();
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      locale: input.locale ?? 'en',
    });
    if (!user) return null;
    await insertAuthToken(tx, {
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
    });
    await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.sign_up', ...meta });
    return { user, token };
  });
}

/**
 * Tells the owner of an address that someone tried to sign up with it, in the
 * owner's language; a few times a day at most, so that sign-ups with someone
 * else's address cannot flood their mailbox.
 */
async function noticeExistingOwner(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const state = await ctx.rateLimit.hit(accountExistsNoticesPerAccount, user.id);
  if (state.count > accountExistsNoticesPerAccount.max) return;
  await ctx.mailer.send({
    to: user.email,
    locale: user.locale,
    template: 'account_exists',
    data: { name: user.name, link: signInLink(ctx.publicUrl), resetLink: forgotPasswordLink(ctx.publicUrl) },
  });
}

const signInLink = (publicUrl: string) => `${publicUrl}/auth/login`;

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
