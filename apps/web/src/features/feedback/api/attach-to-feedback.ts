import type { Feedback } from '@osm5/shared/schemas/feedback';
import { postForm } from '../../../lib/post-form.ts';
import { feedbackApi } from './feedback-tags.ts';

const attachApi = feedbackApi.injectEndpoints({
  endpoints: (build) => ({
    /** one file to one's own report (multipart field `file`) */
    attachToFeedback: build.mutation<Feedback, { id: string; file: File }>({
      queryFn: ({ id, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return postForm<Feedback>(`/api/me/feedback/${id}/attachments`, form);
      },
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useAttachToFeedbackMutation } = attachApi;

/** Where an attachment downloads from (the session cookie authorises it). */
export const attachmentUrl = (id: string, attachmentId: string) => `/api/me/feedback/${id}/attachments/${attachmentId}`;
