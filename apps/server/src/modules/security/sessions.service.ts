import type { SessionView } from '@osm5/shared/schemas/security';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { RequestMeta } from '../auth/auth-context.ts';
import { countLiveSessions, listLiveSessions, revokeSession, revokeUserSessions } from '../auth/sessions.repository.ts';

interface Caller {
  userId: string;
  sessionId: string | null;
}

/** The user's live sessions, most recently used first; `id` is the session's id hash, never its token. */
export async function listSessions(db: Database, caller: Caller, page: number, pageSize: number) {
  const now = new Date();
  const [rows, total] = await Promise.all([
    listLiveSessions(db, caller.userId, now, pageSize, (page - 1) * pageSize),
    countLiveSessions(db, caller.userId, now),
  ]);
  const items: SessionView[] = rows.map((r) => ({
    id: r.idHash,
    current: r.idHash === caller.sessionId,
    ip: r.ip,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
  return { items, total, page, pageSize };
}

/** Ends one of the user's sessions (the current one too: that is a sign-out); another user's id is NOT_FOUND. */
export async function revokeOneSession(db: Database, caller: Caller, sessionId: string, meta: RequestMeta) {
  await db.transaction(async (tx) => {
    if (!(await revokeSession(tx, caller.userId, sessionId))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      subjectUserId: caller.userId,
      actorId: caller.userId,
      action: 'auth.session_revoke',
      details: { current: sessionId === caller.sessionId },
      ...meta,
    });
  });
}

/** Ends every session of the user but the current one. */
export async function revokeOtherSessions(db: Database, caller: Caller, meta: RequestMeta): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await revokeUserSessions(tx, caller.userId, caller.sessionId ?? undefined);
    await recordAudit(tx, {
      subjectUserId: caller.userId,
      actorId: caller.userId,
      action: 'auth.session_revoke',
      details: { others: true, revoked },
      ...meta,
    });
    return revoked;
  });
}
