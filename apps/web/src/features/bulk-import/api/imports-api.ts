import type { ImportFormat, ImportMapping } from '@osm5/shared/links/import-formats';
import type { ImportPreview, ImportRowErrorView, LinkImportView } from '@osm5/shared/schemas/link-imports';
import { type Envelope, type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';
import { postForm } from '../../../lib/post-form.ts';

export interface UploadArgs {
  orgId: string;
  workspaceId: string;
  file: File;
  /** absent: the server detects them from the header row */
  format?: ImportFormat;
  mapping?: ImportMapping;
}

const importsUrl = (orgId: string, workspaceId: string) => `/api/orgs/${orgId}/workspaces/${workspaceId}/imports`;

const formOf = ({ file, format, mapping }: UploadArgs) => {
  const form = new FormData();
  if (format || mapping) form.append('options', JSON.stringify({ format, mapping }));
  form.append('file', file);
  return form;
};

/** Bulk import: preview and start (multipart), then the runs, their progress and their row errors. */
const importsApi = tenancyApi.enhanceEndpoints({ addTagTypes: ['LinkImport', 'Link'] }).injectEndpoints({
  endpoints: (build) => ({
    previewImport: build.mutation<ImportPreview, UploadArgs>({
      queryFn: (args) => postForm<ImportPreview>(`${importsUrl(args.orgId, args.workspaceId)}/preview`, formOf(args)),
    }),
    startImport: build.mutation<LinkImportView, UploadArgs>({
      queryFn: (args) => postForm<LinkImportView>(importsUrl(args.orgId, args.workspaceId), formOf(args)),
      invalidatesTags: ['LinkImport'],
    }),
    listImports: build.query<
      PageEnvelope<LinkImportView>['data'],
      { orgId: string; workspaceId: string; page: number; pageSize: number }
    >({
      query: ({ orgId, workspaceId, page, pageSize }) => ({
        url: importsUrl(orgId, workspaceId),
        params: { page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<LinkImportView>) => body.data,
      providesTags: ['LinkImport'],
    }),
    getImport: build.query<LinkImportView, { orgId: string; workspaceId: string; importId: string }>({
      query: ({ orgId, workspaceId, importId }) => `${importsUrl(orgId, workspaceId)}/${importId}`,
      transformResponse: (body: Envelope<LinkImportView>) => body.data,
      providesTags: ['LinkImport'],
    }),
    listImportErrors: build.query<
      PageEnvelope<ImportRowErrorView>['data'],
      { orgId: string; workspaceId: string; importId: string; page: number; pageSize: number }
    >({
      query: ({ orgId, workspaceId, importId, page, pageSize }) => ({
        url: `${importsUrl(orgId, workspaceId)}/${importId}/errors`,
        params: { page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<ImportRowErrorView>) => body.data,
    }),
  }),
});

export const failedRowsUrl = (orgId: string, workspaceId: string, importId: string) =>
  `${importsUrl(orgId, workspaceId)}/${importId}/failed.csv`;

export const {
  usePreviewImportMutation,
  useStartImportMutation,
  useListImportsQuery,
  useGetImportQuery,
  useListImportErrorsQuery,
} = importsApi;

/** Once an import ends, the link lists are stale. */
export const invalidateLinks = () => importsApi.util.invalidateTags(['Link', 'LinkImport']);
