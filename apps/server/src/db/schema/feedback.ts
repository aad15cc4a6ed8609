import type { FeedbackArea, FeedbackKind, FeedbackSeverity, FeedbackStatus } from '@osm5/shared/schemas/feedback';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';

/**
 * Bug reports and suggestions sent to the people who run this instance
 * (/settings/report_bug, /settings/suggest). They belong to a person, not to
 * an organisation: the instance's operators read them all. `page` and
 * `browser` are kept only when the reporter agreed to share them.
 */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<FeedbackKind>().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    area: text().$type<FeedbackArea>().notNull(),
    severity: text().$type<FeedbackSeverity>(),
    status: text().$type<FeedbackStatus>().notNull().default('open'),
    page: text(),
    browser: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedback_reports_user_idx').on(t.userId, t.createdAt),
    index('feedback_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/** The thread of a report: operators' answers and the reporter's follow-ups. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => feedbackReports.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromOperator: boolean().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_replies_report_idx').on(t.reportId, t.createdAt)],
);

/** Files sent with a report (a screenshot…); the bytes are in the file store under `fileKey`. */
export const feedbackAttachments = pgTable(
  'feedback_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => feedbackReports.id, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_attachments_report_idx').on(t.reportId)],
);
