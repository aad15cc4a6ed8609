import type { AiLanguage, AiPlanResult, AiQuery } from '@osm5/shared/ai/plan';
import { writeAnswer } from '@osm5/shared/ai/writer';
import { understoodOf } from '@osm5/shared/ai/writer-understood';
import type { AiChart, AiStreamEvent, AiUnderstood } from '@osm5/shared/schemas/ai';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { runItemQuery } from '../reports/reports.service.ts';
import type { AiItem } from './ai-item.repository.ts';
import { knownProductsOf } from './ai-products.ts';
import type { Planner } from './planner.ts';

/**
 * One answer, from question to text: plan it, run the plan's query through
 * the reports engine (scoped to the item), write the text from the result,
 * and hand each step to the stream as it is ready. The text goes out in
 * small pieces, so that the user can stop a long answer.
 */
export interface AnswerDeps {
  db: Database;
  events: EventStore;
  planner: Planner;
  /** the pause between two pieces of text */
  chunkDelayMs: number;
}

export interface AnswerInput {
  access: WorkspaceAccess;
  item: AiItem;
  question: string;
  language?: AiLanguage;
  previous?: AiQuery;
  context?: string[];
  now: Date;
}

/** Where the answer goes: the event stream, and the signal that the user stopped it. */
export interface AnswerSink {
  send(event: AiStreamEvent): void;
  signal: AbortSignal;
}

export interface Answer {
  plan: AiPlanResult;
  understood: AiUnderstood | null;
  chart: AiChart | null;
  /** what was written (all of it, or up to where the user stopped) */
  text: string;
  stopped: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The text in pieces of a few words (or a few characters in scripts written without spaces). */
export function textPieces(text: string): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const small = tokens.flatMap((t) => (t.length > 12 ? (t.match(/[\s\S]{1,8}/g) ?? [t]) : [t]));
  const pieces: string[] = [];
  for (let i = 0; i < small.length; i += 3) pieces.push(small.slice(i, i + 3).join(''));
  return pieces;
}

export async function answerQuestion(deps: AnswerDeps, input: AnswerInput, sink: AnswerSink): Promise<Answer> {
  const { item } = input;
  const { planner: _planner, ...planned } = await deps.planner.plan({
    question: input.question,
    app: item.app,
    now: input.now.toISOString(),
    timeZone: item.timeZone,
    language: input.language,
    previous: input.previous,
    context: input.context,
    products: await knownProductsOf(deps.events, item, input.now),
  });
  const plan: AiPlanResult =
    planned.kind === 'query' ? { ...planned, query: { ...planned.query, timeZone: item.timeZone } } : planned;
  const understood = plan.kind === 'query' ? understoodOf(plan.query) : null;
  sink.send({ event: 'plan', data: { plan, understood } });

  let result: ReportQueryResult | undefined;
  let chart: AiChart | null = null;
  if (plan.kind === 'query') {
    result = await runItemQuery({ db: deps.db, events: deps.events }, input.access, {
      item: { type: item.app, id: item.id },
      ...plan.query,
    });
    chart = { kind: plan.chart, query: plan.query };
    if (!sink.signal.aborted) sink.send({ event: 'result', data: { chart: plan.chart, query: plan.query, result } });
  }

  const full = writeAnswer({
    plan,
    understood,
    result,
    language: plan.language,
    timeZone: item.timeZone,
    itemName: item.name,
    app: item.app,
    currency: item.currency,
  });
  let text = '';
  for (const piece of textPieces(full)) {
    if (sink.signal.aborted) break;
    sink.send({ event: 'text', data: { delta: piece } });
    text += piece;
    if (deps.chunkDelayMs > 0) await sleep(deps.chunkDelayMs);
  }
  const stopped = text.length < full.length;
  return { plan, understood, chart, text: stopped ? text.trimEnd() : text, stopped };
}
