import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuthTokenPurpose, authTokens } from '../../db/schema.ts';

/* E-mailed single-use tokens, found by their hash; scoped by purpose so a verification link never resets a password. */

export async function insertAuthToken(
  db: Pick<Database, 'insert'>,
  token: { userId: string; purpose: AuthTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/**
 * Marks the token used and returns its user, in one statement, so that two
 * requests racing with the same link cannot both succeed. undefined when the
 * token is unknown, of another purpose, used or expired.
 */
export async function consumeAuthToken(
  db: Pick<Database, 'update'>,
  purpose: AuthTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0];
}

/** Ends every open token of that purpose (a new reset link replaces the old one; a reset ends them all). */
export async function expireAuthTokens(
  db: Pick<Database, 'update'>,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
