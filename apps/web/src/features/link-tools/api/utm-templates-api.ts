import type { Utm } from '@osm5/shared/schemas/links';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from '../../short-links/api/links-api.ts';
import type { UtmTemplate } from '../../short-links/api/list-utm-templates.ts';

export const UTM_TEMPLATES_PAGE_SIZE = 10;

/** The UTM builder's templates: a paginated, searchable list and its writes (the link editor's picker shares the tag). */
const utmTemplatesApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listUtmTemplatePage: build.query<
      PageEnvelope<UtmTemplate>['data'],
      WorkspaceArgs & { page: number; search: string }
    >({
      query: ({ page, search, ...ws }) => ({
        url: `${workspaceUrl(ws)}/utm-templates`,
        params: { page, pageSize: UTM_TEMPLATES_PAGE_SIZE, search: search || undefined },
      }),
      transformResponse: (body: PageEnvelope<UtmTemplate>) => body.data,
      providesTags: ['UtmTemplate'],
    }),
    saveUtmTemplate: build.mutation<UtmTemplate, WorkspaceArgs & { templateId?: string; name: string; params: Utm }>({
      query: ({ templateId, name, params, ...ws }) => ({
        url: templateId ? `${workspaceUrl(ws)}/utm-templates/${templateId}` : `${workspaceUrl(ws)}/utm-templates`,
        method: templateId ? 'PUT' : 'POST',
        body: { name, params },
      }),
      transformResponse: (body: Envelope<UtmTemplate>) => body.data,
      invalidatesTags: ['UtmTemplate'],
    }),
    deleteUtmTemplate: build.mutation<void, WorkspaceArgs & { templateId: string }>({
      query: ({ templateId, ...ws }) => ({ url: `${workspaceUrl(ws)}/utm-templates/${templateId}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['UtmTemplate'],
    }),
  }),
});

export const { useListUtmTemplatePageQuery, useSaveUtmTemplateMutation, useDeleteUtmTemplateMutation } =
  utmTemplatesApi;
