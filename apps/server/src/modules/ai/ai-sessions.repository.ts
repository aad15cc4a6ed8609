import type { AiApp } from '@osm5/shared/ai/plan';
import { and, asc, desc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { aiMessages, aiSessions } from '../../db/schema.ts';

/**
 * Pro conversations and their messages. A conversation belongs to the member
 * who started it: every query is scoped by organisation, workspace and owner,
 * so anyone else's (or another tenant's) is simply not found.
 */
export interface SessionScope {
  orgId: string;
  workspaceId: string;
  userId: string;
}

export type SessionRow = typeof aiSessions.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;
export type NewMessage = Omit<typeof aiMessages.$inferInsert, 'id' | 'orgId' | 'sessionId'>;

const owned = (scope: SessionScope): SQL =>
  and(
    eq(aiSessions.orgId, scope.orgId),
    eq(aiSessions.workspaceId, scope.workspaceId),
    eq(aiSessions.createdBy, scope.userId),
  ) as SQL;

// spelled out: drizzle leaves the table names off columns inside a subquery, and "id" would be the message's own
const messageCount = sql<number>`(select count(*)::int from "ai_messages" where "ai_messages"."session_id" = "ai_sessions"."id")`;

export interface SessionFilter {
  app?: AiApp;
  itemId?: string;
  q?: string;
  limit: number;
  offset: number;
}

export async function listSessionRows(db: Database, scope: SessionScope, filter: SessionFilter) {
  const conditions: SQL[] = [owned(scope)];
  if (filter.app) conditions.push(eq(aiSessions.app, filter.app));
  if (filter.itemId) {
    conditions.push(sql`coalesce(${aiSessions.linkId}, ${aiSessions.siteId}) = ${filter.itemId}`);
  }
  if (filter.q) conditions.push(ilike(aiSessions.title, containsPattern(filter.q)));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ session: aiSessions, messageCount })
      .from(aiSessions)
      .where(where)
      .orderBy(desc(aiSessions.updatedAt), desc(aiSessions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(aiSessions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findSessionRow(db: Database, scope: SessionScope, id: string) {
  const [row] = await db
    .select({ session: aiSessions, messageCount })
    .from(aiSessions)
    .where(and(owned(scope), eq(aiSessions.id, id)));
  return row;
}

export async function insertSession(
  db: Database,
  scope: SessionScope,
  item: { app: AiApp; id: string },
): Promise<SessionRow> {
  const [row] = await db
    .insert(aiSessions)
    .values({
      orgId: scope.orgId,
      workspaceId: scope.workspaceId,
      app: item.app,
      linkId: item.app === 'surl' ? item.id : null,
      siteId: item.app === 'analytics' ? item.id : null,
      createdBy: scope.userId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Deletes the conversation and (by cascade) its messages; true when it was there. */
export async function deleteSessionRow(db: Pick<Database, 'delete'>, scope: SessionScope, id: string) {
  const rows = await db
    .delete(aiSessions)
    .where(and(owned(scope), eq(aiSessions.id, id)))
    .returning({ id: aiSessions.id });
  return rows.length > 0;
}

export async function updateContext(db: Database, scope: SessionScope, id: string, facts: string[]) {
  const rows = await db
    .update(aiSessions)
    .set({ context: facts, updatedAt: new Date() })
    .where(and(owned(scope), eq(aiSessions.id, id)))
    .returning({ context: aiSessions.context });
  return rows[0]?.context;
}

export function listMessageRows(db: Database, orgId: string, sessionId: string): Promise<MessageRow[]> {
  return (
    db
      .select()
      .from(aiMessages)
      .where(and(eq(aiMessages.orgId, orgId), eq(aiMessages.sessionId, sessionId)))
      // a question and its answer may share an instant: the question first
      .orderBy(asc(aiMessages.createdAt), desc(aiMessages.role))
  );
}

export async function findMessageRow(db: Database, orgId: string, sessionId: string, chatId: string) {
  const [row] = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.orgId, orgId), eq(aiMessages.sessionId, sessionId), eq(aiMessages.id, chatId)));
  return row;
}

/** The chart query of the conversation's last answer with one, for a follow-up. */
export async function lastChartMessage(db: Database, orgId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(aiMessages)
    .where(and(eq(aiMessages.orgId, orgId), eq(aiMessages.sessionId, sessionId), isNotNull(aiMessages.chart)))
    .orderBy(desc(aiMessages.createdAt))
    .limit(1);
  return row;
}

/** Adds messages (a question, its answer) and marks the conversation active; its title is its first question. */
export async function appendMessages(
  db: Database,
  orgId: string,
  session: SessionRow,
  messages: NewMessage[],
  title: string,
): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(aiMessages)
      .values(messages.map((m) => ({ ...m, orgId, sessionId: session.id })))
      .returning();
    await tx
      .update(aiSessions)
      .set({ updatedAt: new Date(), ...(session.title === '' ? { title } : {}) })
      .where(and(eq(aiSessions.orgId, orgId), eq(aiSessions.id, session.id)));
    return rows;
  });
}
