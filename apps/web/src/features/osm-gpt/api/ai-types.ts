import type { AiChart, AiMessage, AiSessionDetail } from '@osm5/shared/schemas/ai';

export type {
  AiChart,
  AiDashboardChart,
  AiSession as AiSessionSummary,
  AiStreamEvent,
  AiUnderstood,
} from '@osm5/shared/schemas/ai';

/**
 * A message as the web app holds it: a Pro one as the server stored it, or a
 * Lite one that only this page keeps (no chat id, no stored plan).
 */
export type AiChatMessage = Omit<AiMessage, 'chatId' | 'refusal'> & {
  chatId: string | null;
  refusal?: AiMessage['refusal'];
  chart?: AiChart;
};

export type AiSession = AiSessionDetail;
