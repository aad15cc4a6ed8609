import type { FeedbackKind, FeedbackStatus, FeedbackSummary } from '@osm5/shared/schemas/feedback';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { FEEDBACK_PAGE_SIZE, feedbackApi } from './feedback-tags.ts';

export interface FeedbackListArgs {
  /** mine, or every report on the instance (operators) */
  scope: 'mine' | 'all';
  kind?: FeedbackKind;
  status?: FeedbackStatus;
  page: number;
}

const listFeedbackApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    listFeedback: build.query<PageEnvelope<FeedbackSummary>['data'], FeedbackListArgs>({
      query: ({ scope, kind, status, page }) => ({
        url: scope === 'all' ? '/api/operator/feedback' : '/api/me/feedback',
        params: { page, pageSize: FEEDBACK_PAGE_SIZE, ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      }),
      transformResponse: (body: PageEnvelope<FeedbackSummary>) => body.data,
      providesTags: ['Feedback'],
    }),
  }),
});

export const { useListFeedbackQuery } = listFeedbackApi;
