import type { PageLoaders } from '../../app/router/area-pages.ts';

const feedbackPage = () => import('./pages/feedback-page.tsx');

/** The feedback area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  ReportBugPage: async () => (await feedbackPage()).ReportBugPage,
  SuggestPage: async () => (await feedbackPage()).SuggestPage,
} satisfies PageLoaders;
