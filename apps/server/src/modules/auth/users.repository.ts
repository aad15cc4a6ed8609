import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/* Users are global (one account, many organisations): looked up by id or by lower-cased e-mail. */

export type UserRow = typeof users.$inferSelect;
type Writer = Pick<Database, 'insert' | 'update' | 'select'>;

export async function findUserByEmail(db: Pick<Database, 'select'>, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return rows[0];
}

export async function findUserById(db: Pick<Database, 'select'>, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

/** undefined when the e-mail is taken (the unique index decides, so two racing sign-ups cannot both win) */
export async function insertUser(
  db: Writer,
  user: { email: string; name: string; passwordHash: string; locale: string },
): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function updateUser(
  db: Pick<Database, 'update'>,
  id: string,
  changes: Partial<
    Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'totpSecret' | 'totpEnabledAt' | 'totpLastStep' | 'lastSignInAt'>
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Records an accepted TOTP step unless an equal or later one was already used (no replay, even racing). */
export async function advanceTotpStep(db: Pick<Database, 'update'>, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}
