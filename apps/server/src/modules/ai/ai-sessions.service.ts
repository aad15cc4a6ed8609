import {
  AI_SESSION_MAX_QUESTIONS,
  type AiMessage,
  type AiSession,
  type AiSessionDetail,
  type aiContextBodySchema,
  type aiLiteMessageBodySchema,
  type aiMessageBodySchema,
  type aiSessionCreateBodySchema,
  type aiSessionListQuerySchema,
} from '@osm5/shared/schemas/ai';
import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertPlanAllows } from '../plans/plan-check.ts';
import { assertCanRead, itemNotFound, sessionNotFound, titleOf } from './ai-access.ts';
import { type Answer, type AnswerDeps, type AnswerSink, answerQuestion } from './ai-answer.ts';
import { type AiItem, findItem, itemNames } from './ai-item.repository.ts';
import {
  appendMessages,
  deleteSessionRow,
  findSessionRow,
  insertSession,
  lastChartMessage,
  listMessageRows,
  listSessionRows,
  type MessageRow,
  type SessionRow,
  type SessionScope,
  updateContext,
} from './ai-sessions.repository.ts';

/**
 * OSM5GPT conversations. Pro ones are stored (messages, charts as queries,
 * saved context) and belong to the member who started them; Lite ones are
 * answered from what the browser sends and leave nothing behind. Every call
 * needs ai:use (the route) and the read privilege of the item's application.
 */
type ListQuery = z.output<typeof aiSessionListQuerySchema>;
type CreateBody = z.output<typeof aiSessionCreateBodySchema>;
type MessageBody = z.output<typeof aiMessageBodySchema>;
type LiteBody = z.output<typeof aiLiteMessageBodySchema>;
type ContextBody = z.output<typeof aiContextBodySchema>;

const scopeOf = (access: WorkspaceAccess, userId: string): SessionScope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
  userId,
});

const itemIdOf = (row: { linkId: string | null; siteId: string | null }) => (row.linkId ?? row.siteId) as string;

const sessionView = (row: SessionRow, messageCount: number, itemName: string): AiSession => ({
  id: row.id,
  app: row.app,
  itemId: itemIdOf(row),
  itemName,
  title: row.title,
  tier: 'pro',
  messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const messageView = (row: MessageRow): AiMessage => ({
  chatId: row.id,
  role: row.role,
  text: row.text,
  ...(row.plan ? { plan: row.plan as AiMessage['plan'] } : {}),
  ...(row.understood ? { understood: row.understood as AiMessage['understood'] } : {}),
  ...(row.chart ? { chart: row.chart } : {}),
  ...(row.refusal ? { refusal: row.refusal } : {}),
  ...(row.role === 'assistant' ? { stopped: row.stopped } : {}),
  createdAt: row.createdAt.toISOString(),
});

/** The item, checked: the caller reads its application, and it is a link or site of this workspace. */
async function checkedItem(deps: AnswerDeps, access: WorkspaceAccess, app: AiItem['app'], id: string) {
  assertCanRead(access, app);
  const item = await findItem(deps.db, { orgId: access.workspace.orgId, workspaceId: access.workspace.id }, app, id);
  if (!item) throw itemNotFound();
  return item;
}

async function ownSession(deps: AnswerDeps, scope: SessionScope, id: string) {
  const found = await findSessionRow(deps.db, scope, id);
  if (!found) throw sessionNotFound();
  return found;
}

export async function listSessions(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  userId: string,
  query: ListQuery,
): Promise<Page<AiSession>> {
  const scope = scopeOf(access, userId);
  const { rows, total } = await listSessionRows(deps.db, scope, {
    app: query.app,
    itemId: query.itemId,
    q: query.q || undefined,
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  const names = await itemNames(deps.db, scope, {
    linkIds: rows.flatMap((r) => (r.session.linkId ? [r.session.linkId] : [])),
    siteIds: rows.flatMap((r) => (r.session.siteId ? [r.session.siteId] : [])),
  });
  const items = rows.map((r) => sessionView(r.session, r.messageCount, names.get(itemIdOf(r.session)) ?? ''));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A Pro conversation: PLAN_LIMIT when the organisation has OSM5GPT Lite only. */
export async function createSession(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  userId: string,
  body: CreateBody,
): Promise<AiSession> {
  const item = await checkedItem(deps, access, body.app, body.itemId);
  await assertPlanAllows(deps.db, access.workspace.orgId, 'ai_pro');
  const row = await insertSession(deps.db, scopeOf(access, userId), item);
  return sessionView(row, 0, item.name);
}

export async function getSession(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  userId: string,
  sessionId: string,
): Promise<AiSessionDetail> {
  const { session, messageCount } = await ownSession(deps, scopeOf(access, userId), sessionId);
  const item = await checkedItem(deps, access, session.app, itemIdOf(session));
  const messages = await listMessageRows(deps.db, access.workspace.orgId, session.id);
  return {
    ...sessionView(session, messageCount, item.name),
    messages: messages.map(messageView),
    context: session.context,
  };
}

/** Deletes the conversation and its messages; charts pinned from it stay on the dashboard. */
export async function deleteSession(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  actor: Actor,
  sessionId: string,
): Promise<void> {
  const scope = scopeOf(access, actor.userId);
  const { session } = await ownSession(deps, scope, sessionId);
  assertCanRead(access, session.app);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteSessionRow(tx, scope, sessionId))) throw sessionNotFound();
    await recordAudit(tx, {
      orgId: scope.orgId,
      workspaceId: scope.workspaceId,
      ...auditBy(actor),
      action: 'ai_session.delete',
      targetType: 'ai_session',
      targetId: sessionId,
      details: { app: session.app, itemId: itemIdOf(session), title: session.title },
    });
  });
}

export async function setContext(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  userId: string,
  sessionId: string,
  body: ContextBody,
): Promise<{ facts: string[] }> {
  const scope = scopeOf(access, userId);
  const { session } = await ownSession(deps, scope, sessionId);
  assertCanRead(access, session.app);
  const facts = await updateContext(deps.db, scope, sessionId, body.facts);
  if (!facts) throw sessionNotFound();
  return { facts };
}

/** Runs an answer on a stream; resolves with the `done` chat id (null for Lite). */
export type AnswerRun = (sink: AnswerSink) => Promise<void>;

/**
 * Checks everything a Pro question needs before the stream opens (so that a
 * refusal of access is a plain JSON error), then answers it: the question and
 * the answer (or what was written of it before a stop) are stored together.
 */
export async function prepareProMessage(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  userId: string,
  sessionId: string,
  body: MessageBody,
): Promise<AnswerRun> {
  const scope = scopeOf(access, userId);
  const { session, messageCount } = await ownSession(deps, scope, sessionId);
  const item = await checkedItem(deps, access, session.app, itemIdOf(session));
  await assertPlanAllows(deps.db, scope.orgId, 'ai_pro');
  if (messageCount >= 2 * AI_SESSION_MAX_QUESTIONS) {
    throw new AppError('CONFLICT', { field: 'question', message: 'validation.ai_session_full' });
  }
  const previous = (await lastChartMessage(deps.db, scope.orgId, session.id))?.chart?.query;
  const asked = new Date();
  return async (sink) => {
    const answer = await answerQuestion(
      deps,
      {
        access,
        item,
        question: body.question,
        language: body.language,
        previous,
        context: session.context,
        now: asked,
      },
      sink,
    );
    const [, stored] = await appendMessages(
      deps.db,
      scope.orgId,
      session,
      [
        { role: 'user', text: body.question, language: answer.plan.language, createdAt: asked },
        { ...assistantMessage(answer), createdAt: new Date(Math.max(Date.now(), asked.getTime() + 1)) },
      ],
      titleOf(body.question),
    );
    sink.send({ event: 'done', data: { chatId: stored?.id ?? null, text: answer.text } });
  };
}

const assistantMessage = (answer: Answer) => ({
  role: 'assistant' as const,
  text: answer.text,
  language: answer.plan.language,
  plan: answer.plan as unknown as Record<string, unknown>,
  understood: answer.understood as unknown as Record<string, unknown> | null,
  chart: answer.chart,
  refusal: answer.plan.kind === 'refusal' ? answer.plan.reason : null,
  stopped: answer.stopped,
});

/** A Lite question: the item checked, everything else from the body; nothing is stored. */
export async function prepareLiteMessage(
  deps: AnswerDeps,
  access: WorkspaceAccess,
  body: LiteBody,
): Promise<AnswerRun> {
  const item = await checkedItem(deps, access, body.app, body.itemId);
  return async (sink) => {
    const answer = await answerQuestion(
      deps,
      {
        access,
        item,
        question: body.question,
        language: body.language,
        previous: body.previous,
        context: body.context,
        now: new Date(),
      },
      sink,
    );
    sink.send({ event: 'done', data: { chatId: null, text: answer.text } });
  };
}
