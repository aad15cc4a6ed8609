import type { Feedback } from '@osm5/shared/schemas/feedback';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { feedbackApi } from './feedback-tags.ts';

const replyApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    replyToFeedback: build.mutation<Feedback, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `/api/me/feedback/${id}/replies`, method: 'POST', body: { body } }),
      transformResponse: (body: Envelope<Feedback>) => body.data,
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useReplyToFeedbackMutation } = replyApi;
