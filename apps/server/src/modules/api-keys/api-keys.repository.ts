import { and, desc, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Placeholders, prepared } from '../../db/prepared.ts';
import { apiKeys, users, workspaces } from '../../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key with the names it is shown with. */
export interface ApiKeyListRow extends ApiKeyRow {
  workspaceName: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
}

export interface ApiKeyScopeFilter {
  orgId: string;
  /** set: only this person's keys */
  createdBy?: string | undefined;
}

const inScope = (scope: ApiKeyScopeFilter): SQL | undefined =>
  and(eq(apiKeys.orgId, scope.orgId), scope.createdBy ? eq(apiKeys.createdBy, scope.createdBy) : undefined);

const statusWhere = (status: 'all' | 'active' | 'expired' | 'revoked', now: Date): SQL | undefined => {
  if (status === 'revoked') return isNotNull(apiKeys.revokedAt);
  if (status === 'expired') return and(isNull(apiKeys.revokedAt), lt(apiKeys.expiresAt, now));
  if (status === 'active')
    return and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));
  return undefined;
};

const listColumns = {
  key: apiKeys,
  workspaceName: workspaces.name,
  creatorName: users.name,
  creatorEmail: users.email,
};

const flatten = (row: {
  key: ApiKeyRow;
  workspaceName: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
}): ApiKeyListRow => ({
  ...row.key,
  workspaceName: row.workspaceName,
  creatorName: row.creatorName,
  creatorEmail: row.creatorEmail,
});

export async function listApiKeyRows(
  db: Database,
  scope: ApiKeyScopeFilter,
  query: { page: number; pageSize: number; status: 'all' | 'active' | 'expired' | 'revoked' },
  now: Date,
): Promise<{ rows: ApiKeyListRow[]; total: number }> {
  const where = and(inScope(scope), statusWhere(query.status, now));
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(apiKeys)
      .leftJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(apiKeys).where(where),
  ]);
  return { rows: rows.map(flatten), total: count?.n ?? 0 };
}

export async function findApiKey(db: Database, scope: ApiKeyScopeFilter, id: string): Promise<ApiKeyListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(inScope(scope), eq(apiKeys.id, id)));
  return row ? flatten(row) : null;
}

export async function insertApiKey(
  db: Pick<Database, 'insert'>,
  values: typeof apiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function renameApiKeyRow(
  db: Pick<Database, 'update'>,
  scope: ApiKeyScopeFilter,
  id: string,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ name })
    .where(and(inScope(scope), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Revokes a live key; a key already revoked keeps its first revocation time. */
export async function revokeApiKeyRow(
  db: Pick<Database, 'update'>,
  scope: ApiKeyScopeFilter,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(inScope(scope), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

const keyBySecret = prepared('api_key_by_secret', (db, $: Placeholders<{ secretHash: string }>) =>
  db
    .select({
      key: apiKeys,
      user: { id: users.id, email: users.email, name: users.name, locale: users.locale },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.secretHash, $('secretHash'))),
);

/** The key a bearer secret hashes to, with its creator, whatever its state (the caller decides). */
export async function findApiKeyBySecretHash(db: Database, secretHash: string) {
  const [row] = await keyBySecret(db, { secretHash });
  return row ?? null;
}

/** Moves lastUsedAt, unless another request did so less than `touchMs` ago. */
export async function touchApiKey(db: Database, id: string, now: Date, touchMs: number): Promise<void> {
  const before = new Date(now.getTime() - touchMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}
