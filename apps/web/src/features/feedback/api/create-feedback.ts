import type { Feedback, FeedbackCreate } from '@osm5/shared/schemas/feedback';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { feedbackApi } from './feedback-tags.ts';

const createFeedbackApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    createFeedback: build.mutation<Feedback, FeedbackCreate>({
      query: (body) => ({ url: '/api/me/feedback', method: 'POST', body }),
      transformResponse: (body: Envelope<Feedback>) => body.data,
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useCreateFeedbackMutation } = createFeedbackApi;
