import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Placeholders, prepared } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema.ts';

/*
 * Sessions belong to a user, not to a tenant: every query is scoped by userId
 * (or by the id hash, which only its holder knows).
 */

export interface NewSession {
  idHash: string;
  userId: string;
  expiresAt: Date;
  persistent: boolean;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Pick<Database, 'insert'>, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

const liveSession = prepared('live_session', (db, $: Placeholders<{ idHash: string; now: Date }>) =>
  db
    .select({
      idHash: sessions.idHash,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, locale: users.locale },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, $('idHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, $('now')))),
);

/** The live session behind a cookie, with its user; undefined when unknown, revoked or expired. */
export async function findLiveSession(db: Database, idHash: string, now: Date) {
  const rows = await liveSession(db, { idHash, now });
  return rows[0];
}

export async function touchSession(db: Database, idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

const live = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

export async function listLiveSessions(db: Database, userId: string, now: Date, limit: number, offset: number) {
  return db
    .select({
      idHash: sessions.idHash,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(live(userId, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countLiveSessions(db: Database, userId: string, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(live(userId, now));
  return row?.n ?? 0;
}

/** Revokes one session of this user; false when it is not theirs or already ended. */
export async function revokeSession(db: Pick<Database, 'update'>, userId: string, idHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}

/**
 * Revokes every session of the user except `keepIdHash` (none kept when
 * omitted); returns how many ended. Exported for other modules: disabling a
 * member ends their sessions at once.
 */
export async function revokeUserSessions(
  db: Pick<Database, 'update'>,
  userId: string,
  keepIdHash?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined,
      ),
    )
    .returning({ idHash: sessions.idHash });
  return rows.length;
}

/** Revokes the session behind a cookie, whoever it belongs to (rotation at sign-in, sign-out). */
export async function revokeSessionByHash(db: Pick<Database, 'update'>, idHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}
