import type { changePasswordBodySchema } from '@osm5/shared/schemas/security';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { AuthContext, RequestMeta } from '../auth/auth-context.ts';
import { forgotPasswordLink } from '../auth/password-reset.service.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { findUserById, updateUser } from '../auth/users.repository.ts';

/**
 * Changes the password of the signed-in user: the confirmation must match
 * (PASSWORD_MISMATCH) and the current password must be right
 * (CURRENT_PASSWORD_MISMATCH). Every other session ends; this one stays.
 */
export async function changePassword(
  ctx: AuthContext,
  actor: { userId: string; sessionId: string | null },
  input: z.output<typeof changePasswordBodySchema>,
  meta: RequestMeta,
): Promise<{ sessionsRevoked: number }> {
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH', { field: 'confirmPassword' });
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError('INVALID_TOKEN');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_MISMATCH', { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(input.password);
  const sessionsRevoked = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    const revoked = await revokeUserSessions(tx, user.id, actor.sessionId ?? undefined);
    await recordAudit(tx, {
      subjectUserId: user.id,
      actorId: user.id,
      action: 'auth.password_change',
      details: { sessionsRevoked: revoked },
      ...meta,
    });
    return revoked;
  });
  await ctx.mailer.send({
    to: user.email,
    locale: user.locale,
    template: 'password_changed',
    data: { name: user.name, link: forgotPasswordLink(ctx.publicUrl) },
  });
  return { sessionsRevoked };
}
