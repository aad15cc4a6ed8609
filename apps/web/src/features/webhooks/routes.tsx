import type { RouteObject } from 'react-router';

/** Webhooks of the organisation, in the API keys area: /settings/api_keys/webhooks[/:webhookId]. */
export const webhooksRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'api_keys/webhooks',
      lazy: async () => ({ Component: (await import('./pages/webhooks-page.tsx')).WebhooksPage }),
    },
    {
      path: 'api_keys/webhooks/:webhookId',
      lazy: async () => ({ Component: (await import('./pages/webhook-deliveries-page.tsx')).WebhookDeliveriesPage }),
    },
  ],
};
