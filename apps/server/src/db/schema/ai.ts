import type { AiApp, AiChartKind, AiLanguage, AiQuery, AiRefusalReason } from '@osm5/shared/ai/plan';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analyticsSites } from './analytics.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { links } from './links.ts';
import { orgRef, workspaces } from './tenancy.ts';

const byUser = () => uuid().references(() => users.id, { onDelete: 'set null' });
const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
/** the item a conversation or chart is about: a link or a site, never both; it goes with its item */
const linkRef = () => uuid().references(() => links.id, { onDelete: 'cascade' });
const siteRef = () => uuid().references(() => analyticsSites.id, { onDelete: 'cascade' });

/** A chart as stored: how it is drawn and the (scope-less) query it re-runs. */
export interface StoredAiChart {
  kind: AiChartKind;
  query: AiQuery;
}

/**
 * An OSM5GPT Pro conversation about one link (app surl) or one site (app
 * analytics). Lite conversations are never stored. `context` holds the facts
 * the user saved (capped by AI_CONTEXT_MAX_FACTS / AI_CONTEXT_MAX_FACT_LENGTH).
 */
export const aiSessions = pgTable(
  'ai_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    app: text().$type<AiApp>().notNull(),
    linkId: linkRef(),
    siteId: siteRef(),
    /** the first question, shortened; '' until one is asked */
    title: text().notNull().default(''),
    context: jsonb().$type<string[]>().notNull().default([]),
    createdBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_sessions_workspace_updated_idx').on(t.workspaceId, t.updatedAt),
    index('ai_sessions_org_idx').on(t.orgId),
    check('ai_sessions_one_item', sql`(${t.linkId} is null) <> (${t.siteId} is null)`),
  ],
);

/**
 * One message of a Pro conversation (its id is the spec's chatID). An
 * assistant message holds the plan it answered, what it understood, the chart
 * (as its query, re-run when shown) or the refusal reason; `stopped` when the
 * user stopped it mid-answer (its text is what was written until then).
 */
export const aiMessages = pgTable(
  'ai_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    sessionId: uuid()
      .notNull()
      .references(() => aiSessions.id, { onDelete: 'cascade' }),
    role: text().$type<'user' | 'assistant'>().notNull(),
    text: text().notNull(),
    language: text().$type<AiLanguage>(),
    plan: jsonb().$type<Record<string, unknown>>(),
    understood: jsonb().$type<Record<string, unknown>>(),
    chart: jsonb().$type<StoredAiChart>(),
    refusal: text().$type<AiRefusalReason>(),
    stopped: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_messages_session_created_idx').on(t.sessionId, t.createdAt),
    index('ai_messages_org_idx').on(t.orgId),
  ],
);

/**
 * A chart on the AI dashboard: a copy of an answer's chart that outlives its
 * conversation. `anchoredAt` is when its query was planned: shown later, its
 * range moves forward by the whole days gone by since.
 */
export const aiDashboardCharts = pgTable(
  'ai_dashboard_charts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    app: text().$type<AiApp>().notNull(),
    linkId: linkRef(),
    siteId: siteRef(),
    title: text().notNull(),
    chart: jsonb().$type<StoredAiChart>().notNull(),
    anchoredAt: timestamp({ withTimezone: true }).notNull(),
    sessionId: uuid().references(() => aiSessions.id, { onDelete: 'set null' }),
    chatId: uuid().references(() => aiMessages.id, { onDelete: 'set null' }),
    createdBy: byUser(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_dashboard_charts_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('ai_dashboard_charts_org_idx').on(t.orgId),
    index('ai_dashboard_charts_chat_idx').on(t.chatId),
    check('ai_dashboard_charts_one_item', sql`(${t.linkId} is null) <> (${t.siteId} is null)`),
  ],
);
