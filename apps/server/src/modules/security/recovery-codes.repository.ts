import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';

/* A user's recovery codes; every query is scoped by userId. */

export async function replaceRecoveryCodes(
  db: Pick<Database, 'insert' | 'delete'>,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0)
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses the code once; false when it is not one of the user's unused codes. */
export async function consumeRecoveryCode(db: Pick<Database, 'update'>, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
