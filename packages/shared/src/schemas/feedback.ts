import { z } from 'zod';
import { multiLineText, singleLineText } from '../validation/fields.ts';
import { pageQuerySchema, timestamp } from './tenancy.ts';

/**
 * /settings/report_bug and /settings/suggest: what a user tells the people who
 * run this OSM5 (its operators), and the thread that follows. A report belongs
 * to its reporter; operators see every report and answer it.
 */
export const feedbackKinds = ['bug', 'suggestion'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

export const feedbackStatuses = ['open', 'in_progress', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

export const feedbackSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type FeedbackSeverity = (typeof feedbackSeverities)[number];

/** The part of the product a report is about. */
export const feedbackAreas = [
  'short_links',
  'analytics',
  'reports',
  'osm5gpt',
  'qr_codes',
  'profile_pages',
  'members_and_roles',
  'billing',
  'api',
  'other',
] as const;
export type FeedbackArea = (typeof feedbackAreas)[number];

/** Screenshots and small files: PNG, JPEG, WebP, GIF or plain text, each at most 2 MB, three per report. */
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const FEEDBACK_ATTACHMENTS_MAX = 3;
export const feedbackAttachmentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'text/plain'] as const;

export const FEEDBACK_TITLE_MAX = 120;
export const FEEDBACK_TEXT_MAX = 5000;

const title = singleLineText({ error: 'validation.feedback_title_required' })
  .trim()
  .min(1, { error: 'validation.feedback_title_required' })
  .max(FEEDBACK_TITLE_MAX, { error: 'validation.feedback_title_length' });
const text = (empty: string) =>
  multiLineText({ error: empty })
    .trim()
    .min(1, { error: empty })
    .max(FEEDBACK_TEXT_MAX, { error: 'validation.feedback_text_length' });

const feedbackCommon = {
  title,
  description: text('validation.feedback_description_required'),
  area: z.enum(feedbackAreas, { error: 'validation.feedback_area_required' }),
  shareContext: z.boolean().default(false),
  /** the page the user was on (a path of this app) */
  page: singleLineText().trim().max(500).optional(),
};

/**
 * A bug carries a severity, a suggestion none. The page and browser are sent
 * only when the user agrees (`shareContext`); the server then records them,
 * never otherwise. One object per kind, so that every field's problem is
 * reported at once.
 */
export const feedbackCreateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bug'),
    ...feedbackCommon,
    severity: z.enum(feedbackSeverities, { error: 'validation.feedback_severity_required' }),
  }),
  z.object({
    kind: z.literal('suggestion'),
    ...feedbackCommon,
    severity: z.undefined({ error: 'validation.feedback_severity_bugs_only' }).optional(),
  }),
]);
export type FeedbackCreate = z.input<typeof feedbackCreateSchema>;

export const feedbackReplyBodySchema = z.object({ body: text('validation.feedback_reply_required') });
export const feedbackStatusBodySchema = z.object({ status: z.enum(feedbackStatuses) });

export const feedbackListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(feedbackKinds).optional(),
  status: z.enum(feedbackStatuses).optional(),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

export const feedbackParamsSchema = z.object({ feedbackId: z.uuid() });
export const feedbackAttachmentParamsSchema = feedbackParamsSchema.extend({ attachmentId: z.uuid() });

export const feedbackAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
});

export const feedbackSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(feedbackKinds),
  title: z.string(),
  area: z.enum(feedbackAreas),
  severity: z.enum(feedbackSeverities).nullable(),
  status: z.enum(feedbackStatuses),
  replyCount: z.number().int().nonnegative(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** for operators: who sent it */
  reporter: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackReplySchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** an operator's answer (else the reporter's own follow-up) */
  fromOperator: z.boolean(),
  authorName: z.string(),
  createdAt: timestamp,
});

export const feedbackSchema = feedbackSummarySchema.extend({
  description: z.string(),
  page: z.string().nullable(),
  browser: z.string().nullable(),
  attachments: z.array(feedbackAttachmentSchema),
  replies: z.array(feedbackReplySchema),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** Whether the signed-in user runs this instance (sees every report). */
export const feedbackRoleSchema = z.object({ operator: z.boolean() });
