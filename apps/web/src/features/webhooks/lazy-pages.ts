import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The webhooks area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  WebhooksPage: async () => (await import('./pages/webhooks-page.tsx')).WebhooksPage,
  WebhookDeliveriesPage: async () => (await import('./pages/webhook-deliveries-page.tsx')).WebhookDeliveriesPage,
} satisfies PageLoaders;
