import type { AiApp, AiChartKind, AiLanguage, AiQuery } from '@osm5/shared/ai/plan';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useCallback, useRef, useState } from 'react';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { isHttpError } from '../../../lib/http.ts';
import { aiUrl, type WorkspaceArgs } from '../api/ai-api.ts';
import type { AiChatMessage, AiStreamEvent } from '../api/ai-types.ts';
import { streamAnswer } from '../api/stream-answer.ts';

/** A message as the chat draws it: the stored one, with the rows of its chart when this page computed them. */
export type ChatMessage = AiChatMessage & { result?: ReportQueryResult };

/** The answer being streamed: the question, then the plan, the rows and the text as they arrive. */
export interface PendingAnswer {
  question: string;
  text: string;
  chart?: { kind: AiChartKind; query: AiQuery };
  result?: ReportQueryResult;
  refusal?: AiChatMessage['refusal'];
  /** the i18n key of the failure */
  errorKey?: string;
  streaming: boolean;
}

export interface ChatTarget {
  ws: WorkspaceArgs;
  tier: 'pro' | 'lite';
  sessionId: string;
  app: AiApp;
  itemId: string;
  language: AiLanguage;
  /** the conversation so far (the last chart's query is the follow-up's `previous`) */
  messages: ChatMessage[];
  /** Pro: read the conversation again once an answer is saved */
  reload?: () => Promise<unknown>;
  /** Lite: keep the question and its answer in the page's memory */
  append?: (messages: ChatMessage[]) => void;
}

const languageOf = (language: string): AiLanguage =>
  (['en', 'fr', 'ar', 'zh'] as const).find((l) => language.startsWith(l)) ?? 'en';

export { languageOf };

/**
 * One conversation's asking: streams an answer over server-sent events into
 * `pending`, stops it on demand (Pro keeps the partial text, marked stopped),
 * then hands the finished exchange to the store (the server for Pro, the
 * page's memory for Lite). The charts computed while streaming are kept by
 * chat id so a saved answer is not run twice.
 */
export function useChat(target: ChatTarget) {
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [results, setResults] = useState<Record<string, ReportQueryResult>>({});
  const controller = useRef<AbortController | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  const ask = useCallback(async (question: string) => {
    const tg = targetRef.current;
    const abort = new AbortController();
    controller.current = abort;
    let answer: PendingAnswer = { question, text: '', streaming: true };
    let chatId: string | null = null;
    const update = (next: Partial<PendingAnswer>) => {
      answer = { ...answer, ...next };
      setPending(answer);
    };
    setPending(answer);
    const previous = [...tg.messages].reverse().find((m) => m.chart)?.chart?.query;
    const url =
      tg.tier === 'pro'
        ? `${aiUrl(tg.ws)}/sessions/${encodeURIComponent(tg.sessionId)}/messages`
        : `${aiUrl(tg.ws)}/lite/messages`;
    const body =
      tg.tier === 'pro'
        ? { question, language: tg.language }
        : { app: tg.app, itemId: tg.itemId, question, language: tg.language, ...(previous ? { previous } : {}) };
    const onEvent = (event: AiStreamEvent) => {
      if (event.event === 'plan') {
        const plan = event.data.plan;
        if (plan.kind === 'refusal') update({ refusal: plan.reason });
        else update({ chart: { kind: plan.chart, query: plan.query } });
      } else if (event.event === 'result') {
        update({ chart: { kind: event.data.chart, query: event.data.query }, result: event.data.result });
      } else if (event.event === 'text') {
        update({ text: answer.text + event.data.delta });
      } else if (event.event === 'done') {
        chatId = event.data.chatId;
        update({ text: event.data.text || answer.text, streaming: false });
      } else if (event.event === 'error') {
        update({ errorKey: errorMessageKey(event.data), streaming: false });
      }
    };
    try {
      await streamAnswer(url, body, abort.signal, onEvent);
    } catch (e) {
      update({ errorKey: errorMessageKey(isHttpError(e) ? e : undefined), streaming: false });
    }
    const stopped = abort.signal.aborted;
    controller.current = null;
    if (answer.result && chatId) {
      const id = chatId;
      const result = answer.result;
      setResults((r) => ({ ...r, [id]: result }));
    }
    if (answer.errorKey) {
      setPending({ ...answer, streaming: false });
      if (tg.tier === 'pro') await tg.reload?.();
      return;
    }
    if (tg.tier === 'lite') {
      const now = new Date().toISOString();
      tg.append?.([
        { chatId: null, role: 'user', text: question, createdAt: now },
        {
          chatId: null,
          role: 'assistant',
          text: answer.text,
          chart: answer.chart,
          result: answer.result,
          refusal: answer.refusal,
          stopped,
          createdAt: now,
        },
      ]);
    } else {
      // the server saved the exchange (a stopped one with its partial text): read it back
      await tg.reload?.();
    }
    setPending(null);
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setPending(null), []);

  return { pending, results, ask, stop, dismiss, busy: pending?.streaming ?? false };
}
