import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { feedbackApi } from './feedback-tags.ts';

const feedbackRoleApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    /** whether I run this instance: I see and answer every report */
    getFeedbackRole: build.query<{ operator: boolean }, void>({
      query: () => '/api/me/feedback/role',
      transformResponse: (body: Envelope<{ operator: boolean }>) => body.data,
    }),
  }),
});

export const { useGetFeedbackRoleQuery } = feedbackRoleApi;
