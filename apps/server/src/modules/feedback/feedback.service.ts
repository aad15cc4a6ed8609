import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENTS_MAX,
  type Feedback,
  type FeedbackStatus,
  type FeedbackSummary,
  type feedbackCreateSchema,
  type feedbackListQuerySchema,
} from '@osm5/shared/schemas/feedback';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../files/file-store.ts';
import { attachmentType } from './attachment-type.ts';
import {
  type FeedbackRow,
  findAttachment,
  findFeedback,
  findUser,
  insertAttachment,
  insertFeedback,
  insertReply,
  listAttachments,
  listFeedback,
  listReplies,
  operatorAccounts,
  setFeedbackStatus,
  touchFeedback,
} from './feedback.repository.ts';

export interface FeedbackDeps {
  db: Database;
  mailer: Mailer;
  files: FileStore;
  publicUrl: string;
  operatorEmails: string[];
}

/** The signed-in person and whether they run this instance. */
export interface FeedbackViewer {
  userId: string;
  operator: boolean;
}

/** Whether a user is one of this instance's operators (OPERATOR_EMAILS, else the first account). */
export async function isOperator(deps: Pick<FeedbackDeps, 'db' | 'operatorEmails'>, userId: string) {
  const operators = await operatorAccounts(deps.db, deps.operatorEmails);
  return operators.some((o) => o.id === userId);
}

const summaryOf = (
  row: FeedbackRow,
  replyCount: number,
  reporter?: { name: string; email: string },
): FeedbackSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  area: row.area,
  severity: row.severity ?? null,
  status: row.status,
  replyCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  ...(reporter ? { reporter } : {}),
});

export async function createFeedback(
  deps: FeedbackDeps,
  userId: string,
  body: z.output<typeof feedbackCreateSchema>,
  userAgent: string | undefined,
): Promise<Feedback> {
  const row = await insertFeedback(deps.db, {
    userId,
    kind: body.kind,
    title: body.title,
    description: body.description,
    area: body.area,
    severity: body.kind === 'bug' ? (body.severity ?? null) : null,
    // the page and the browser only with the reporter's consent
    page: body.shareContext ? (body.page ?? null) : null,
    browser: body.shareContext ? (userAgent?.slice(0, 500) ?? null) : null,
  });
  const reporter = await findUser(deps.db, userId);
  for (const operator of await operatorAccounts(deps.db, deps.operatorEmails)) {
    await deps.mailer.send({
      to: operator.email,
      locale: operator.locale,
      template: 'feedback_received',
      data: {
        name: operator.name,
        kind: row.kind,
        title: row.title,
        description: row.description,
        reporter: reporter ? `${reporter.name} <${reporter.email}>` : '',
        link: `${deps.publicUrl}${pagePathOf(row)}?report=${row.id}`,
      },
    });
  }
  return getFeedback(deps, { userId, operator: false }, row.id);
}

const pagePathOf = (row: Pick<FeedbackRow, 'kind'>) =>
  row.kind === 'bug' ? '/settings/report_bug' : '/settings/suggest';

/** A report the viewer may see: their own, or any for an operator; else NOT_FOUND. */
async function visibleReport(deps: Pick<FeedbackDeps, 'db'>, viewer: FeedbackViewer, id: string) {
  const row = await findFeedback(deps.db, id);
  if (!row || (row.userId !== viewer.userId && !viewer.operator)) throw new AppError('NOT_FOUND');
  return row;
}

export async function getFeedback(
  deps: Pick<FeedbackDeps, 'db'>,
  viewer: FeedbackViewer,
  id: string,
): Promise<Feedback> {
  const row = await visibleReport(deps, viewer, id);
  const [replies, attachments, reporter] = await Promise.all([
    listReplies(deps.db, row.id),
    listAttachments(deps.db, row.id),
    viewer.operator ? findUser(deps.db, row.userId) : undefined,
  ]);
  return {
    ...summaryOf(row, replies.length, reporter && { name: reporter.name, email: reporter.email }),
    description: row.description,
    page: row.page,
    browser: row.browser,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
    })),
    replies: replies.map(({ reply, authorName }) => ({
      id: reply.id,
      body: reply.body,
      fromOperator: reply.fromOperator,
      authorName: authorName ?? '',
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** The viewer's own reports, or (`everyone`, operators only) every report. */
export async function listFeedbackPage(
  deps: Pick<FeedbackDeps, 'db'>,
  viewer: FeedbackViewer,
  query: z.output<typeof feedbackListQuerySchema>,
  everyone: boolean,
): Promise<Page<FeedbackSummary>> {
  if (everyone && !viewer.operator) throw new AppError('ACCESS_DENIED');
  const { rows, total } = await listFeedback(deps.db, query, everyone ? undefined : viewer.userId);
  return {
    items: rows.map((r) =>
      summaryOf(r.report, r.replyCount, everyone ? { name: r.reporterName, email: r.reporterEmail } : undefined),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Adds to a report's thread: an operator's answer (mailed to the reporter) or
 * the reporter's own follow-up. A closed report (done, declined) takes no
 * follow-up from its reporter; they send a new one.
 */
export async function replyToFeedback(
  deps: FeedbackDeps,
  viewer: FeedbackViewer,
  id: string,
  body: string,
): Promise<Feedback> {
  const row = await visibleReport(deps, viewer, id);
  const fromOperator = viewer.operator && row.userId !== viewer.userId;
  if (!fromOperator && (row.status === 'done' || row.status === 'declined')) {
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'validation.feedback_closed' });
  }
  await insertReply(deps.db, { reportId: row.id, authorId: viewer.userId, fromOperator, body });
  await touchFeedback(deps.db, row.id);
  if (fromOperator) await tellReporter(deps, row, { reply: body });
  return getFeedback(deps, viewer, row.id);
}

/** Operators move a report through open → in progress → done or declined; the reporter hears of it. */
export async function changeFeedbackStatus(
  deps: FeedbackDeps,
  viewer: FeedbackViewer,
  id: string,
  status: FeedbackStatus,
): Promise<Feedback> {
  if (!viewer.operator) throw new AppError('ACCESS_DENIED');
  const row = await visibleReport(deps, viewer, id);
  if (row.status !== status) {
    await setFeedbackStatus(deps.db, row.id, status);
    await tellReporter(deps, row, { status });
  }
  return getFeedback(deps, viewer, row.id);
}

async function tellReporter(deps: FeedbackDeps, row: FeedbackRow, change: { reply?: string; status?: FeedbackStatus }) {
  const reporter = await findUser(deps.db, row.userId);
  if (!reporter) return;
  await deps.mailer.send({
    to: reporter.email,
    locale: reporter.locale,
    template: 'feedback_update',
    data: {
      name: reporter.name,
      title: row.title,
      ...change,
      link: `${deps.publicUrl}${pagePathOf(row)}?report=${row.id}`,
    },
  });
}

/** A file sent with one's own report: its type read from its bytes, its size and the count checked. */
export async function addFeedbackAttachment(
  deps: FeedbackDeps,
  viewer: FeedbackViewer,
  id: string,
  file: { fileName: string; bytes: Buffer },
): Promise<Feedback> {
  const row = await visibleReport(deps, viewer, id);
  if (row.userId !== viewer.userId) throw new AppError('NOT_FOUND');
  if (file.bytes.length > FEEDBACK_ATTACHMENT_MAX_BYTES) {
    throw new AppError('VALIDATION_ERROR', { field: 'file', message: 'validation.feedback_attachment_size' });
  }
  const contentType = attachmentType(file.bytes);
  if (!contentType) {
    throw new AppError('VALIDATION_ERROR', { field: 'file', message: 'validation.feedback_attachment_type' });
  }
  if ((await listAttachments(deps.db, row.id)).length >= FEEDBACK_ATTACHMENTS_MAX) {
    throw new AppError('VALIDATION_ERROR', { field: 'file', message: 'validation.feedback_attachments_count' });
  }
  const fileKey = await deps.files.put('feedback', file.bytes);
  await insertAttachment(deps.db, {
    reportId: row.id,
    fileKey,
    fileName: safeFileName(file.fileName, contentType),
    contentType,
    size: file.bytes.length,
  });
  return getFeedback(deps, viewer, row.id);
}

/** A name to show and to download as: no path, no control characters, at most 120 characters. */
function safeFileName(name: string, contentType: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return base || `attachment.${contentType.split('/')[1] === 'plain' ? 'txt' : contentType.split('/')[1]}`;
}

export async function readFeedbackAttachment(
  deps: Pick<FeedbackDeps, 'db' | 'files'>,
  viewer: FeedbackViewer,
  id: string,
  attachmentId: string,
) {
  const row = await visibleReport(deps, viewer, id);
  const attachment = await findAttachment(deps.db, row.id, attachmentId);
  if (!attachment) throw new AppError('NOT_FOUND');
  return { ...attachment, bytes: await deps.files.read(attachment.fileKey) };
}
