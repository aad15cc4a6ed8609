import type { Feedback } from '@osm5/shared/schemas/feedback';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { feedbackApi } from './feedback-tags.ts';

const getFeedbackApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    getFeedback: build.query<Feedback, string>({
      query: (id) => `/api/me/feedback/${id}`,
      transformResponse: (body: Envelope<Feedback>) => body.data,
      providesTags: ['Feedback'],
    }),
  }),
});

export const { useGetFeedbackQuery } = getFeedbackApi;
