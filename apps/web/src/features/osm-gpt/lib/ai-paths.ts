import type { AiApp } from '@osm5/shared/ai/plan';

/** The AI home of a workspace, or of one application (`/d/sbox/{sBoxID}/{product}_ai`). */
export const homePath = (sBoxID: string, app?: AiApp) =>
  app ? `/d/sbox/${sBoxID}/${app}_ai` : `/d/${sBoxID}/app_osm_ai`;

/** A new conversation, with the application and the item already chosen when known. */
export const newPath = (sBoxID: string, app?: AiApp, itemId?: string) => {
  const search = new URLSearchParams();
  if (app) search.set('app', app);
  if (app && itemId) search.set('item', itemId);
  const query = search.toString();
  return `/d/${sBoxID}/app_osm_ai/new${query ? `?${query}` : ''}`;
};

export const messagesPath = (sBoxID: string) => `/d/${sBoxID}/app_osm_ai/messages`;

export const viewPath = (sBoxID: string, sessionId: string) => `/d/${sBoxID}/app_osm_ai/${sessionId}/view`;
