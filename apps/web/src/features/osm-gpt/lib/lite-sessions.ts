import type { AiApp } from '@osm5/shared/ai/plan';
import { useSyncExternalStore } from 'react';
import type { AiChatMessage } from '../api/ai-types.ts';

/**
 * OSM5GPT Lite conversations: temporary, held in this page's memory only (no
 * storage, no server copy), so a reload ends them. Their ids start with
 * `lite-` so the chat page knows not to ask the server.
 */
export interface LiteSession {
  id: string;
  app: AiApp;
  itemId: string;
  itemName: string;
  messages: AiChatMessage[];
  createdAt: string;
}

const sessions = new Map<string, LiteSession>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const isLiteId = (id: string) => id.startsWith('lite-');

export function createLiteSession(app: AiApp, itemId: string, itemName: string): LiteSession {
  const session: LiteSession = {
    id: `lite-${crypto.randomUUID()}`,
    app,
    itemId,
    itemName,
    messages: [],
    createdAt: new Date().toISOString(),
  };
  sessions.set(session.id, session);
  notify();
  return session;
}

/** Adds a question and its answer to a Lite conversation. */
export function appendLiteMessages(id: string, added: AiChatMessage[]): void {
  const session = sessions.get(id);
  if (!session) return;
  sessions.set(id, { ...session, messages: [...session.messages, ...added] });
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The Lite session of this id, or undefined once the page was reloaded (or it never existed). */
export const liteSession = (id: string): LiteSession | undefined => sessions.get(id);

/** The same, re-rendering as its messages arrive. */
export function useLiteSession(id: string): LiteSession | undefined {
  return useSyncExternalStore(subscribe, () => liteSession(id));
}
