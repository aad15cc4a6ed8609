import type { utmTemplateSchema } from '@osm5/shared/schemas/links';
import type { z } from 'zod';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export type UtmTemplate = z.infer<typeof utmTemplateSchema>;

const listUtmTemplatesApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listUtmTemplates: build.query<UtmTemplate[], WorkspaceArgs>({
      query: (ws) => ({ url: `${workspaceUrl(ws)}/utm-templates`, params: { page: 1, pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<UtmTemplate> | { status: true; data: UtmTemplate[] }) =>
        Array.isArray(body.data) ? body.data : body.data.items,
      providesTags: ['UtmTemplate'],
    }),
  }),
});

export const { useListUtmTemplatesQuery } = listUtmTemplatesApi;
