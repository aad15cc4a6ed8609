import type { AiApp, AiChartKind, AiPlanResult, AiQuery } from '@osm5/shared/ai/plan';
import type { AnalyticsFilter } from '@osm5/shared/analytics/query';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';

/**
 * The OSM5GPT API's answers as the web app reads them (the contract of the
 * server's modules/ai): sessions, their messages, the dashboard's charts and
 * the events of a streamed answer.
 */

export interface AiRange {
  from: string;
  to: string;
}

/** What the planner understood: the facts the answer states, shown as chips under it. */
export interface AiUnderstood {
  range?: AiRange;
  compare?: AiRange | null;
  filters?: AnalyticsFilter[];
  metrics?: string[];
  dimensions?: string[];
}

export interface AiSessionSummary {
  id: string;
  app: AiApp;
  itemId: string;
  itemName: string;
  title: string;
  tier: 'pro';
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AiChartRef {
  kind: AiChartKind;
  query: AiQuery;
}

export interface AiMessage {
  /** null for a Lite answer, which nothing stores */
  chatId: string | null;
  role: 'user' | 'assistant';
  text: string;
  plan?: AiPlanResult;
  understood?: AiUnderstood;
  chart?: AiChartRef;
  refusal?: string;
  stopped?: boolean;
  createdAt: string;
}

export interface AiSession extends AiSessionSummary {
  messages: AiMessage[];
  context: string[];
}

export interface AiDashboardChart {
  id: string;
  app: AiApp;
  itemId: string;
  itemName: string;
  title: string;
  chart: AiChartKind;
  query: AiQuery;
  sessionId: string;
  chatId: string;
  createdAt: string;
}

/** The events of POST …/messages (text/event-stream), in order. */
export type AiStreamEvent =
  | { event: 'plan'; data: { plan: AiPlanResult; understood?: AiUnderstood } }
  | { event: 'result'; data: { chart: AiChartKind; query: AiQuery; result: ReportQueryResult } }
  | { event: 'text'; data: { delta: string } }
  | { event: 'done'; data: { chatId: string | null; text: string } }
  | { event: 'error'; data: { code?: string; message?: string; statusCode?: number } };
