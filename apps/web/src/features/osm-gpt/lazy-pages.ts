import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The OSM5GPT area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  AiHomePage: async () => (await import('./pages/ai-home-page.tsx')).AiHomePage,
  NewConversationPage: async () => (await import('./pages/new-conversation-page.tsx')).NewConversationPage,
  MessagesPage: async () => (await import('./pages/messages-page.tsx')).MessagesPage,
  ChatPage: async () => (await import('./pages/chat-page.tsx')).ChatPage,
  ItemAiDashboard: async () => (await import('./pages/item-ai-dashboard.tsx')).ItemAiDashboard,
} satisfies PageLoaders;
