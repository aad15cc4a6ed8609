import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { userRef, users } from './identity.ts';
import { organizations, orgRef, workspaces } from './tenancy.ts';

/**
 * Who did what: the organisation log (/settings/ulog, orgId set) and a user's own
 * security history (/settings/account_history, subjectUserId set). Append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** the user a security event is about (sign-in, password change, …) */
    subjectUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_time_idx').on(t.orgId, t.createdAt),
    index('audit_log_subject_time_idx').on(t.subjectUserId, t.createdAt),
    index('audit_log_workspace_time_idx').on(t.workspaceId, t.createdAt),
  ],
);

export type ItemType = 'workspace' | 'surl' | 'analytics' | 'ai';

/** What a member recently opened, for the workspace's "recent" pages. */
export const itemViews = pgTable(
  'item_views',
  {
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: userRef(),
    itemType: text().$type<ItemType>().notNull(),
    itemId: text().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workspaceId, t.itemType, t.itemId] }),
    index('item_views_recent_idx').on(t.workspaceId, t.userId, t.viewedAt),
  ],
);

/** Starred items ("stared" pages). */
export const stars = pgTable(
  'stars',
  {
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: userRef(),
    itemType: text().$type<ItemType>().notNull(),
    itemId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId, t.itemType, t.itemId] })],
);

/** Uploaded files (logos, avatars, imports); bytes live under DATA_DIR/files. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: uuid().references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: uuid(),
    kind: text().$type<'logo' | 'avatar' | 'import' | 'qr'>().notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    byteSize: bigint({ mode: 'number' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_org_idx').on(t.orgId)],
);

/** Mail kept when no SMTP_URL is set, and the record of every mail sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    purpose: text().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('mail_outbox_time_idx').on(t.createdAt)],
);
