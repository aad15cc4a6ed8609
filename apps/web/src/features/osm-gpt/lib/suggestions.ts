import type { AiApp } from '@osm5/shared/ai/plan';

/** The questions offered to start a conversation, per application (texts under ai.suggestions.<app>.<key>). */
export const suggestionKeys: Record<AiApp, readonly string[]> = {
  analytics: ['visitorsYesterday', 'topCountries', 'compareWeeks', 'bounceMobile', 'campaignRevenue', 'productRevenue'],
  surl: ['clicksYesterday', 'topCountries', 'compareWeeks', 'clicksByDevice', 'topSources'],
};
