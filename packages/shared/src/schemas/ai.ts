import { z } from 'zod';
import {
  AI_CONTEXT_MAX_FACT_LENGTH,
  AI_CONTEXT_MAX_FACTS,
  aiApps,
  aiChartKinds,
  aiLanguages,
  aiPlanSchema,
  aiQuerySchema,
  aiRefusalReasons,
} from '../ai/plan.ts';
import { analyticsDimensions, analyticsFilterSchema, analyticsMetrics } from '../analytics/query.ts';
import { isValidTimeZone } from '../analytics/time-buckets.ts';
import { multiLineText, singleLineText } from '../validation/fields.ts';
import { queryResultSchema } from './reports.ts';
import { pageQuerySchema, timestamp, workspaceParamsSchema } from './tenancy.ts';

/**
 * The OSM5GPT API: planning on its own (POST /api/ai/plan), Pro conversations
 * (stored, with saved context), Lite answers (nothing stored), answers
 * streamed as server-sent events, and the AI dashboard of pinned charts.
 * Base of the workspace routes: /api/orgs/:orgId/workspaces/:workspaceId/ai.
 */

/** A question is at most this long. */
export const AI_QUESTION_MAX_LENGTH = 1000;
/** Questions one Pro conversation holds (each with its answer): a conversation reads whole, so it stays bounded. */
export const AI_SESSION_MAX_QUESTIONS = 100;

export const aiAppSchema = z.enum(aiApps);
export const aiLanguageSchema = z.enum(aiLanguages);

export const aiQuestionField = multiLineText({ error: 'validation.ai_question_required' })
  .trim()
  .min(1, { error: 'validation.ai_question_required' })
  .max(AI_QUESTION_MAX_LENGTH, { error: 'validation.ai_question_too_long' });

/** One saved fact: one trimmed, non-empty line. */
export const aiContextFactField = singleLineText({ error: 'validation.ai_fact_required' })
  .trim()
  .min(1, { error: 'validation.ai_fact_required' })
  .max(AI_CONTEXT_MAX_FACT_LENGTH, { error: 'validation.ai_fact_too_long' });

export const aiContextSchema = z
  .array(aiContextFactField)
  .max(AI_CONTEXT_MAX_FACTS, { error: 'validation.ai_context_too_many' });

const instant = z.iso.datetime({ offset: true, error: 'validation.invalid_date' });
const timeZoneField = z.string().refine(isValidTimeZone, { error: 'validation.invalid_time_zone' });
const range = z.object({ from: timestamp, to: timestamp });

/**
 * What the assistant understood from a question, stated with every answer so
 * that the user can correct it: the range (half-open, in `timeZone`), the
 * comparison range, the filters, metrics and dimensions.
 */
export const aiUnderstoodSchema = z
  .object({
    range,
    compare: range.nullable(),
    timeZone: z.string(),
    metrics: z.array(z.enum(analyticsMetrics)),
    dimensions: z.array(z.enum(analyticsDimensions)),
    filters: z.array(analyticsFilterSchema),
    /** the number of rows asked for a ranking ("top 5"), null when not a ranking */
    limit: z.number().int().nullable(),
  })
  .meta({ id: 'AiUnderstood' });
export type AiUnderstood = z.infer<typeof aiUnderstoodSchema>;

/** A plan with the language it was read in (AiPlanResult). */
const [queryPlan, refusalPlan] = aiPlanSchema.options;
export const aiPlanResultSchema = z
  .discriminatedUnion('kind', [
    queryPlan.extend({ language: aiLanguageSchema }),
    refusalPlan.extend({ language: aiLanguageSchema }),
  ])
  .meta({ id: 'AiPlanResult' });

/** POST /api/ai/plan. With itemId the item must be readable; its time zone is the default. */
export const aiPlanBodySchema = z.object({
  question: aiQuestionField,
  app: aiAppSchema,
  itemId: z.uuid().optional(),
  /** the instant "now" is (default: the server's clock) */
  now: instant.optional(),
  timeZone: timeZoneField.optional(),
  language: aiLanguageSchema.optional(),
  /** the conversation's last query, for a follow-up */
  previous: aiQuerySchema.optional(),
});
export type AiPlanBody = z.input<typeof aiPlanBodySchema>;

/** The plan route's data: the plan, its language and what it understood (null for a refusal). */
export const aiPlanAnswerSchema = z.discriminatedUnion('kind', [
  queryPlan.extend({ language: aiLanguageSchema, understood: aiUnderstoodSchema }),
  refusalPlan.extend({ language: aiLanguageSchema, understood: z.null() }),
]);
export type AiPlanAnswer = z.infer<typeof aiPlanAnswerSchema>;

/** A chart as answered and stored: how to draw it and the query it re-runs (scope-less, absolute range). */
export const aiChartSchema = z.object({ kind: z.enum(aiChartKinds), query: aiQuerySchema }).meta({ id: 'AiChart' });
export type AiChart = z.infer<typeof aiChartSchema>;

export const aiParamsSchema = workspaceParamsSchema;
export const aiSessionParamsSchema = workspaceParamsSchema.extend({ sessionId: z.uuid() });
export const aiChartParamsSchema = workspaceParamsSchema.extend({ chartId: z.uuid() });

/** A Pro conversation. `title` is its first question (shortened), '' before one is asked. */
export const aiSessionSchema = z
  .object({
    id: z.uuid(),
    app: aiAppSchema,
    itemId: z.uuid(),
    /** the link's title (or its short URL) or the site's name */
    itemName: z.string(),
    title: z.string(),
    tier: z.literal('pro'),
    messageCount: z.number().int().nonnegative(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AiSession' });
export type AiSession = z.infer<typeof aiSessionSchema>;

/** GET /sessions: newest (last active) first; filtered by app, item or a piece of the title. */
export const aiSessionListQuerySchema = pageQuerySchema.extend({
  app: aiAppSchema.optional(),
  itemId: z.uuid().optional(),
  q: singleLineText().trim().max(200).optional(),
});

/** POST /sessions: a Pro conversation about one link (surl) or site (analytics). */
export const aiSessionCreateBodySchema = z.object({ app: aiAppSchema, itemId: z.uuid() });

export const aiMessageSchema = z
  .object({
    chatId: z.uuid(),
    role: z.enum(['user', 'assistant']),
    text: z.string(),
    plan: aiPlanResultSchema.optional(),
    understood: aiUnderstoodSchema.optional(),
    chart: aiChartSchema.optional(),
    refusal: z.enum(aiRefusalReasons).optional(),
    /** the user stopped the answer: `text` is what was written until then */
    stopped: z.boolean().optional(),
    createdAt: timestamp,
  })
  .meta({ id: 'AiMessage' });
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** GET /sessions/:sessionId: the conversation, its messages (oldest first) and its saved context. */
export const aiSessionDetailSchema = aiSessionSchema
  .extend({ messages: z.array(aiMessageSchema), context: z.array(z.string()) })
  .meta({ id: 'AiSessionDetail' });
export type AiSessionDetail = z.infer<typeof aiSessionDetailSchema>;

/** PUT /sessions/:sessionId/context: the whole list of saved facts. */
export const aiContextBodySchema = z.object({ facts: aiContextSchema });
export const aiContextAnswerSchema = z.object({ facts: z.array(z.string()) });

/** POST /sessions/:sessionId/messages (Pro): the answer streams back as server-sent events. */
export const aiMessageBodySchema = z.object({ question: aiQuestionField, language: aiLanguageSchema.optional() });

/** POST /lite/messages: everything a Lite conversation holds comes with each question; nothing is stored. */
export const aiLiteMessageBodySchema = z.object({
  app: aiAppSchema,
  itemId: z.uuid(),
  question: aiQuestionField,
  language: aiLanguageSchema.optional(),
  previous: aiQuerySchema.optional(),
  context: aiContextSchema.optional(),
});

/**
 * The events of an answer stream, in order: `plan`, then for a query
 * `result`, then several `text` deltas, then `done`; or `error` at any point
 * (the API's error shape). A refusal streams its text then `done`.
 */
export const aiStreamEvents = {
  plan: z.object({ plan: aiPlanResultSchema, understood: aiUnderstoodSchema.nullable() }),
  result: z.object({ chart: z.enum(aiChartKinds), query: aiQuerySchema, result: queryResultSchema }),
  text: z.object({ delta: z.string() }),
  /** Lite: chatId null */
  done: z.object({ chatId: z.uuid().nullable(), text: z.string() }),
  error: z.object({ statusCode: z.number(), status: z.literal(false), code: z.string(), message: z.string() }),
};
export type AiStreamEventName = keyof typeof aiStreamEvents;
export type AiStreamEvent = {
  [K in AiStreamEventName]: { event: K; data: z.infer<(typeof aiStreamEvents)[K]> };
}[AiStreamEventName];

/** A chart pinned on the AI dashboard; its conversation may be gone (sessionId and chatId null). */
export const aiDashboardChartSchema = z
  .object({
    id: z.uuid(),
    app: aiAppSchema,
    itemId: z.uuid(),
    itemName: z.string(),
    /** the question it answered */
    title: z.string(),
    chart: z.enum(aiChartKinds),
    query: aiQuerySchema,
    sessionId: z.uuid().nullable(),
    chatId: z.uuid().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'AiDashboardChart' });
export type AiDashboardChart = z.infer<typeof aiDashboardChartSchema>;

export const aiDashboardListQuerySchema = pageQuerySchema.extend({
  app: aiAppSchema.optional(),
  itemId: z.uuid().optional(),
});

/** POST /dashboard: pin the chart of one assistant message of a Pro conversation. */
export const aiDashboardAddBodySchema = z.object({ sessionId: z.uuid(), chatId: z.uuid() });

/** GET /dashboard/:chartId/data: the chart's query re-run now, with the range it ran over. */
export const aiChartDataSchema = queryResultSchema;

/** Parses one server-sent events block (`event: x\ndata: {...}`); comments and unknown events give null. */
export function parseAiStreamBlock(block: string): AiStreamEvent | null {
  let event = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (!Object.hasOwn(aiStreamEvents, event) || data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) } as AiStreamEvent;
}
