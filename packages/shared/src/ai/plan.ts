import { z } from 'zod';
import { checkQueryFields, queryFields } from '../analytics/query.ts';

/**
 * OSM5GPT's contract: what a planner (the built-in one or a model) turns a
 * question into. A plan is either the engine's query description without its
 * scope (the server scopes it to the conversation's item) with the chart to
 * draw, or a refusal saying why it cannot be answered. Never SQL.
 */

/** The applications a conversation is about: short links or web/mobile analytics. */
export const aiApps = ['surl', 'analytics'] as const;
export type AiApp = (typeof aiApps)[number];

/** Pro saves conversations and context; Lite lives in the browser session. */
export const aiTiers = ['pro', 'lite'] as const;
export type AiTier = (typeof aiTiers)[number];

export const aiLanguages = ['en', 'fr', 'ar', 'zh'] as const;
export type AiLanguage = (typeof aiLanguages)[number];

/**
 * How an answer is drawn: `number` one value (with its comparison), `line` a
 * time series, `bar` a ranking by one dimension, `table` several dimensions or
 * metrics, `map` a ranking by country.
 */
export const aiChartKinds = ['number', 'line', 'bar', 'table', 'map'] as const;
export type AiChartKind = (typeof aiChartKinds)[number];

/** The query of a plan: the engine's fields, scope left to the server. */
export const aiQuerySchema = z.object(queryFields).superRefine(checkQueryFields);
export type AiQuery = z.output<typeof aiQuerySchema>;
export type AiQueryInput = z.input<typeof aiQuerySchema>;

/**
 * Why a question gets no query:
 * - `not_analytics`: not a question about the item's data ("write me a poem");
 * - `unknown_metric`: asks for something the engine does not measure (e.g. "profit", "ad spend" with no cost);
 * - `unsupported`: about the data but beyond one query (predictions, raw personal data, SQL);
 * - `ambiguous`: too vague to pick a metric ("how is it going?" with no previous question);
 * - `empty`: nothing asked.
 */
export const aiRefusalReasons = ['not_analytics', 'unknown_metric', 'unsupported', 'ambiguous', 'empty'] as const;
export type AiRefusalReason = (typeof aiRefusalReasons)[number];

export const aiPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('query'), query: aiQuerySchema, chart: z.enum(aiChartKinds) }),
  z.object({ kind: z.literal('refusal'), reason: z.enum(aiRefusalReasons) }),
]);
export type AiPlan = z.output<typeof aiPlanSchema>;

/** A saved fact of a Pro conversation ("our launch was on 3 March"); the context holds at most this many, each this long. */
export const AI_CONTEXT_MAX_FACTS = 20;
export const AI_CONTEXT_MAX_FACT_LENGTH = 280;

/** What a planner is given. `previous` is the conversation's last query, for follow-ups ("and for France only?"). */
export interface AiPlanRequest {
  question: string;
  app: AiApp;
  /** the instant "now" is, ISO 8601 with offset */
  now: string;
  /** the item's time zone: days, weeks (starting Monday) and months are counted in it */
  timeZone: string;
  /** the language to read the question in; the planner may detect it when absent */
  language?: AiLanguage;
  previous?: AiQuery;
  /** the conversation's saved facts (Pro) */
  context?: string[];
  /** the names of the products the item's orders hold, so that a question may name one without quotes */
  products?: readonly string[];
}

/** A plan with the language it was read in, for the writer. */
export type AiPlanResult = AiPlan & { language: AiLanguage };
