import type { invitationPreviewSchema } from '@osm5/shared/schemas/members';
import type { z } from 'zod';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

const previewInvitationApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    previewInvitation: build.query<InvitationPreview, string>({
      query: (token) => ({ url: '/api/invitations/preview', method: 'POST', body: { token } }),
      transformResponse: (body: Envelope<InvitationPreview>) => body.data,
    }),
  }),
});

export const { usePreviewInvitationQuery } = previewInvitationApi;
