import {
  aiChartDataSchema,
  aiChartParamsSchema,
  aiContextAnswerSchema,
  aiContextBodySchema,
  aiDashboardAddBodySchema,
  aiDashboardChartSchema,
  aiDashboardListQuerySchema,
  aiLiteMessageBodySchema,
  aiMessageBodySchema,
  aiParamsSchema,
  aiPlanAnswerSchema,
  aiPlanBodySchema,
  aiSessionCreateBodySchema,
  aiSessionDetailSchema,
  aiSessionListQuerySchema,
  aiSessionParamsSchema,
  aiSessionSchema,
} from '@osm5/shared/schemas/ai';
import { dataOf, okSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { actorOf, signedInUser, workspaceOf } from '../../plugins/tenant.ts';
import type { AnswerDeps } from './ai-answer.ts';
import { addChart, chartData, listCharts, removeChart } from './ai-dashboard.service.ts';
import { planForCaller } from './ai-plan.service.ts';
import {
  createSession,
  deleteSession,
  getSession,
  listSessions,
  prepareLiteMessage,
  prepareProMessage,
  setContext,
} from './ai-sessions.service.ts';
import { sendEventStream } from './event-stream.ts';
import { createPlanner } from './planner.ts';

export interface AiRoutesOptions {
  config: Config;
  /** the pause between two pieces of an answer's text (tests lengthen it to stop an answer mid-way) */
  chunkDelayMs?: number;
}

/** The pause between two pieces of text: an answer of a few lines reads in about a second. */
export const ANSWER_CHUNK_DELAY_MS = 25;

/** Questions a member may ask a minute (planning included): a fast typist's pace, not a script's; a model costs per call. */
export const questionsPerUser = { name: 'ai-questions', max: 60, windowMs: 60_000 };

const streamed =
  'Answers text/event-stream: `plan`, then `result` for a query, several `text`, then `done`; or `error`.';

/**
 * OSM5GPT: planning on its own, Pro conversations (stored, with saved
 * context), Lite answers (nothing stored), streamed answers and the AI
 * dashboard. Every workspace route needs ai:use; the item's read privilege
 * (links:read or analytics:read) is checked by the services.
 */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, opts) => {
  const tags = ['ai'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/ai';
  const use = { privilege: 'ai:use' as const };
  const planner = createPlanner(opts.config.ai, app.log);
  const deps = (): AnswerDeps => ({
    db: app.db.db,
    events: app.events,
    planner,
    chunkDelayMs: opts.chunkDelayMs ?? ANSWER_CHUNK_DELAY_MS,
  });
  const ok = { status: true as const, data: { ok: true as const } };

  app.post(
    '/api/ai/plan',
    {
      schema: {
        tags,
        summary: 'Plan a question: the query description (never SQL) and what was understood, or a refusal',
        body: aiPlanBodySchema,
        response: { 200: dataOf(aiPlanAnswerSchema) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      await app.rateLimit.consume(reply, questionsPerUser, userId);
      return { status: true as const, data: await planForCaller(deps(), userId, request.body) };
    },
  );

  app.get(
    `${base}/sessions`,
    {
      config: use,
      schema: {
        tags,
        summary: "The caller's Pro conversations, last active first",
        params: aiParamsSchema,
        querystring: aiSessionListQuerySchema,
        response: { 200: pageOf(aiSessionSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listSessions(deps(), workspaceOf(request), signedInUser(request).id, request.query),
    }),
  );

  app.post(
    `${base}/sessions`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Start a Pro conversation about a link or a site (PLAN_LIMIT on OSM5GPT Lite)',
        params: aiParamsSchema,
        body: aiSessionCreateBodySchema,
        response: { 201: dataOf(aiSessionSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: true as const,
        data: await createSession(deps(), workspaceOf(request), signedInUser(request).id, request.body),
      }),
  );

  app.get(
    `${base}/sessions/:sessionId`,
    {
      config: use,
      schema: {
        tags,
        summary: 'A conversation with its messages and saved context',
        params: aiSessionParamsSchema,
        response: { 200: dataOf(aiSessionDetailSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getSession(deps(), workspaceOf(request), signedInUser(request).id, request.params.sessionId),
    }),
  );

  app.delete(
    `${base}/sessions/:sessionId`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Delete a conversation and its messages (its pinned charts stay)',
        params: aiSessionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteSession(deps(), workspaceOf(request), actorOf(request), request.params.sessionId);
      return ok;
    },
  );

  app.put(
    `${base}/sessions/:sessionId/context`,
    {
      config: use,
      schema: {
        tags,
        summary: "Replace the conversation's saved facts",
        params: aiSessionParamsSchema,
        body: aiContextBodySchema,
        response: { 200: dataOf(aiContextAnswerSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setContext(
        deps(),
        workspaceOf(request),
        signedInUser(request).id,
        request.params.sessionId,
        request.body,
      ),
    }),
  );

  app.post(
    `${base}/sessions/:sessionId/messages`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Ask a question in a Pro conversation; the answer streams as server-sent events and is stored',
        params: aiSessionParamsSchema,
        body: aiMessageBodySchema,
        description: streamed,
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, questionsPerUser, signedInUser(request).id);
      const run = await prepareProMessage(
        deps(),
        workspaceOf(request),
        signedInUser(request).id,
        request.params.sessionId,
        request.body,
      );
      return sendEventStream(request, reply, run);
    },
  );

  app.post(
    `${base}/lite/messages`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Ask a question in a Lite conversation (the browser sends its context); nothing is stored',
        params: aiParamsSchema,
        body: aiLiteMessageBodySchema,
        description: streamed,
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(reply, questionsPerUser, signedInUser(request).id);
      const run = await prepareLiteMessage(deps(), workspaceOf(request), request.body);
      return sendEventStream(request, reply, run);
    },
  );

  app.get(
    `${base}/dashboard`,
    {
      config: use,
      schema: {
        tags,
        summary: 'The AI dashboard: pinned charts, newest first',
        params: aiParamsSchema,
        querystring: aiDashboardListQuerySchema,
        response: { 200: pageOf(aiDashboardChartSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await listCharts(deps(), workspaceOf(request), request.query) }),
  );

  app.post(
    `${base}/dashboard`,
    {
      config: use,
      schema: {
        tags,
        summary: "Pin an answer's chart (Pro only: AI_PRO_ONLY on OSM5GPT Lite)",
        params: aiParamsSchema,
        body: aiDashboardAddBodySchema,
        response: { 201: dataOf(aiDashboardChartSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: true as const,
        data: await addChart(deps(), workspaceOf(request), actorOf(request), request.body),
      }),
  );

  app.get(
    `${base}/dashboard/:chartId/data`,
    {
      config: use,
      schema: {
        tags,
        summary: "Re-run a pinned chart's query now (its range moved forward by the whole days since it was asked)",
        params: aiChartParamsSchema,
        response: { 200: dataOf(aiChartDataSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await chartData(deps(), workspaceOf(request), request.params.chartId),
    }),
  );

  app.delete(
    `${base}/dashboard/:chartId`,
    {
      config: use,
      schema: {
        tags,
        summary: 'Remove a chart from the AI dashboard',
        params: aiChartParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeChart(deps(), workspaceOf(request), actorOf(request), request.params.chartId);
      return ok;
    },
  );
};
