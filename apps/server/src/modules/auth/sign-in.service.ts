import type { loginBodySchema } from '@osm5/shared/schemas/auth';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { ensureOrganizationForUser } from '../organizations/ensure-organization.ts';
import { checkSecondFactor } from '../security/second-factor.ts';
import type { AuthContext, RequestMeta } from './auth-context.ts';
import { sessionLifetimeMs } from './session-cookie.ts';
import { insertSession, revokeSessionByHash } from './sessions.repository.ts';
import { findUserByEmail, type UserRow, updateUser } from './users.repository.ts';

export interface SignedIn {
  user: UserRow;
  /** the raw session token, for the cookie only; the database keeps its hash */
  token: string;
  /** when the cookie ends; null for a browser-session cookie */
  cookieExpiresAt: Date | null;
}

/**
 * Checks the credentials and opens a new session. Every wrong answer, whether
 * the e-mail exists or not, is INVALID_CREDENTIALS after the same argon2 work.
 * Only a caller who knows the password learns that the address is unverified
 * (EMAIL_NOT_VERIFIED) or that a second factor is needed (TWO_FACTOR_REQUIRED).
 * The session the caller came with, if any, is revoked: ids rotate at sign-in.
 */
export async function signIn(
  ctx: AuthContext,
  input: z.output<typeof loginBodySchema>,
  meta: RequestMeta & { previousSessionId: string | null },
): Promise<SignedIn> {
  const { previousSessionId, ...where } = meta;
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordOk) {
    if (user) await recordFailure(ctx, user, 'password', where);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (user.totpEnabledAt) {
    if (!input.totp && !input.recoveryCode) throw new AppError('TWO_FACTOR_REQUIRED', { field: 'totp' });
    if (!(await checkSecondFactor(ctx.db, user, input))) {
      await recordFailure(ctx, user, input.totp ? 'totp' : 'recovery_code', where);
      throw new AppError('INVALID_CREDENTIALS');
    }
  }

  const persistent = input.remember !== false;
  const token = randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs(persistent));
  await ctx.db.transaction(async (tx) => {
    if (previousSessionId) await revokeSessionByHash(tx, previousSessionId);
    await insertSession(tx, { idHash: hashToken(token), userId: user.id, expiresAt, persistent, ...where });
    await updateUser(tx, user.id, { lastSignInAt: now });
    await recordAudit(tx, {
      subjectUserId: user.id,
      actorId: user.id,
      action: 'auth.sign_in',
      details: { method: input.recoveryCode ? 'recovery_code' : input.totp ? 'totp' : 'password' },
      ...where,
    });
  });
  await ensureOrganizationForUser(ctx.db, user, ctx.defaultPlan);
  return { user, token, cookieExpiresAt: persistent ? expiresAt : null };
}

async function recordFailure(ctx: AuthContext, user: UserRow, reason: string, meta: RequestMeta): Promise<void> {
  await recordAudit(ctx.db, { subjectUserId: user.id, action: 'auth.sign_in_failed', details: { reason }, ...meta });
}

/** Ends the caller's session (sign-out). */
export async function signOut(
  ctx: AuthContext,
  user: { id: string } | null,
  sessionId: string | null,
  meta: RequestMeta,
) {
  if (!sessionId) return;
  await ctx.db.transaction(async (tx) => {
    const ended = await revokeSessionByHash(tx, sessionId);
    if (ended && user)
      await recordAudit(tx, { subjectUserId: user.id, actorId: user.id, action: 'auth.sign_out', ...meta });
  });
}
