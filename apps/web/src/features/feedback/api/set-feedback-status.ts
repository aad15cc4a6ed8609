import type { Feedback, FeedbackStatus } from '@osm5/shared/schemas/feedback';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { feedbackApi } from './feedback-tags.ts';

const statusApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    setFeedbackStatus: build.mutation<Feedback, { id: string; status: FeedbackStatus }>({
      query: ({ id, status }) => ({ url: `/api/operator/feedback/${id}/status`, method: 'PUT', body: { status } }),
      transformResponse: (body: Envelope<Feedback>) => body.data,
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useSetFeedbackStatusMutation } = statusApi;
