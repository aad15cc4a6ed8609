import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Webhooks of the organisation, in the API keys area: /settings/api_keys/webhooks[/:webhookId]. */
export const webhooksRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'api_keys/webhooks', lazy: page('WebhooksPage') },
    { path: 'api_keys/webhooks/:webhookId', lazy: page('WebhookDeliveriesPage') },
  ],
};
