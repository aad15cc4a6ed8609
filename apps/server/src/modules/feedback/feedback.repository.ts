import type { FeedbackListQuery, FeedbackStatus } from '@osm5/shared/schemas/feedback';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedbackAttachments, feedbackReplies, feedbackReports, users } from '../../db/schema.ts';

export type FeedbackRow = typeof feedbackReports.$inferSelect;
export type NewFeedback = typeof feedbackReports.$inferInsert;

export async function insertFeedback(db: Database, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedbackReports).values(values).returning();
  if (!row) throw new Error('feedback insert returned no row');
  return row;
}

export async function findFeedback(db: Database, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedbackReports).where(eq(feedbackReports.id, id));
  return row;
}

/** A page of reports, newest first: one reporter's (`userId`) or everyone's. */
export async function listFeedback(db: Database, query: FeedbackListQuery, userId?: string) {
  const conditions: SQL[] = [];
  if (userId) conditions.push(eq(feedbackReports.userId, userId));
  if (query.kind) conditions.push(eq(feedbackReports.kind, query.kind));
  if (query.status) conditions.push(eq(feedbackReports.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ report: feedbackReports, reporterName: users.name, reporterEmail: users.email })
      .from(feedbackReports)
      .innerJoin(users, eq(users.id, feedbackReports.userId))
      .where(where)
      .orderBy(desc(feedbackReports.createdAt), desc(feedbackReports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(feedbackReports).where(where),
  ]);
  const replies = await replyCounts(
    db,
    rows.map((r) => r.report.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, replyCount: replies.get(r.report.id) ?? 0 })),
    total: counted?.n ?? 0,
  };
}

async function replyCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ reportId: feedbackReplies.reportId, n: count() })
    .from(feedbackReplies)
    .where(inArray(feedbackReplies.reportId, ids))
    .groupBy(feedbackReplies.reportId);
  return new Map(rows.map((r) => [r.reportId, r.n]));
}

export async function setFeedbackStatus(db: Database, id: string, status: FeedbackStatus): Promise<void> {
  await db.update(feedbackReports).set({ status, updatedAt: new Date() }).where(eq(feedbackReports.id, id));
}

export async function touchFeedback(db: Database, id: string): Promise<void> {
  await db.update(feedbackReports).set({ updatedAt: new Date() }).where(eq(feedbackReports.id, id));
}

export async function insertReply(db: Database, values: typeof feedbackReplies.$inferInsert) {
  const [row] = await db.insert(feedbackReplies).values(values).returning();
  if (!row) throw new Error('feedback reply insert returned no row');
  return row;
}

/** The thread, oldest first, with each author's name ('' once the author's account is gone). */
export async function listReplies(db: Database, reportId: string) {
  return db
    .select({ reply: feedbackReplies, authorName: users.name })
    .from(feedbackReplies)
    .leftJoin(users, eq(users.id, feedbackReplies.authorId))
    .where(eq(feedbackReplies.reportId, reportId))
    .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
}

export async function listAttachments(db: Database, reportId: string) {
  return db
    .select()
    .from(feedbackAttachments)
    .where(eq(feedbackAttachments.reportId, reportId))
    .orderBy(asc(feedbackAttachments.createdAt), asc(feedbackAttachments.id));
}

export async function insertAttachment(db: Database, values: typeof feedbackAttachments.$inferInsert) {
  const [row] = await db.insert(feedbackAttachments).values(values).returning();
  if (!row) throw new Error('feedback attachment insert returned no row');
  return row;
}

export async function findAttachment(db: Database, reportId: string, id: string) {
  const [row] = await db
    .select()
    .from(feedbackAttachments)
    .where(and(eq(feedbackAttachments.reportId, reportId), eq(feedbackAttachments.id, id)));
  return row;
}

export async function findUser(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The operators' accounts: those with the configured addresses, else the first account made here. */
export async function operatorAccounts(db: Database, emails: string[]) {
  const columns = { id: users.id, email: users.email, name: users.name, locale: users.locale };
  if (emails.length > 0) {
    return db
      .select(columns)
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
  }
  return db.select(columns).from(users).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
}
