import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';
import type { AiHomeHandle } from './pages/ai-home-page.tsx';

const page = areaPages(() => import('./lazy-pages.ts'));

const home = page('AiHomePage');

/**
 * OSM5GPT, under /d: the AI home of the workspace (app_osm_ai) and of each
 * application (sbox/{sBoxID}/{product}_ai), a new conversation, all
 * conversations and one conversation. `itemDashboard` is the body of an
 * item's ai_dashboard report, which the router puts in that report's page.
 */
export const osmGptRoutes: { d: RouteObject[]; itemDashboard: RouteObject['lazy'] } = {
  d: [
    { path: ':sBoxID/app_osm_ai', lazy: home },
    { path: 'sbox/:sBoxID/surl_ai', lazy: home, handle: { aiApp: 'surl' } satisfies AiHomeHandle },
    { path: 'sbox/:sBoxID/analytics_ai', lazy: home, handle: { aiApp: 'analytics' } satisfies AiHomeHandle },
    { path: ':sBoxID/app_osm_ai/new', lazy: page('NewConversationPage') },
    { path: ':sBoxID/app_osm_ai/messages', lazy: page('MessagesPage') },
    { path: ':sBoxID/app_osm_ai/:sessionID/view', lazy: page('ChatPage') },
  ],
  itemDashboard: page('ItemAiDashboard'),
};
