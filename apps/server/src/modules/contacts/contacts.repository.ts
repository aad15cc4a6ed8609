import type { ContactFields, ContactListQuery } from '@osm5/shared/schemas/contacts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { contacts } from '../../db/schema.ts';

export type ContactRow = typeof contacts.$inferSelect;

/** Every query names the owner: a contact is only ever its user's. */
const mine = (userId: string, id: string) => and(eq(contacts.userId, userId), eq(contacts.id, id));

export async function listContacts(db: Database, userId: string, query: ContactListQuery) {
  const conditions: SQL[] = [eq(contacts.userId, userId), eq(contacts.deleted, query.view === 'deleted')];
  if (query.view === 'starred') conditions.push(eq(contacts.starred, true));
  if (query.view === 'frequent') conditions.push(eq(contacts.frequentlycontacted, true));
  if (query.q) {
    const p = containsPattern(query.q);
    const match = or(
      ilike(contacts.firstname, p),
      ilike(contacts.lastname, p),
      ilike(contacts.company, p),
      ilike(contacts.department, p),
      ilike(contacts.email, p),
      ilike(contacts.phone, p),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contacts)
      .where(where)
      // starred first, then by name
      .orderBy(desc(contacts.starred), asc(contacts.firstname), asc(contacts.lastname), asc(contacts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function allContacts(db: Database, userId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, userId), eq(contacts.deleted, false)))
    .orderBy(asc(contacts.firstname), asc(contacts.lastname), asc(contacts.id));
}

export async function countContacts(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId));
  return row?.n ?? 0;
}

export async function findContact(db: Database, userId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(mine(userId, id));
  return row;
}

export async function insertContacts(db: Database, userId: string, values: ContactFields[]): Promise<ContactRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(contacts)
    .values(values.map((v) => ({ ...v, userId })))
    .returning();
}

export async function updateContact(
  db: Database,
  userId: string,
  id: string,
  values: Partial<ContactFields> & { deleted?: boolean },
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row;
}

export async function removeContact(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(mine(userId, id), eq(contacts.deleted, true)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** The addresses already in the book (lower-case), to skip duplicates on import. */
export async function knownEmails(db: Database, userId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(contacts.email, emails)));
  return new Set(rows.map((r) => r.email ?? ''));
}
