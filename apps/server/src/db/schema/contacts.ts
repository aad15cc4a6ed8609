import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';

/**
 * A person's address book (the spec's Contact). It belongs to the user, not to
 * an organisation; `deleted` is the bin (restore or remove for good).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text().notNull(),
    lastname: text(),
    image: text(),
    department: text(),
    company: text(),
    phone: text(),
    email: text(),
    address: text(),
    notes: text(),
    frequentlycontacted: boolean().notNull().default(false),
    starred: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_user_idx').on(t.userId, t.deleted, t.firstname),
    index('contacts_email_idx').on(t.userId, t.email),
  ],
);
