import { fallbackError } from '../../../lib/http.ts';
import { postForm } from '../../../lib/post-form.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from '../../short-links/api/links-api.ts';

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** QR logos: uploaded when a style is saved, read back (as a data URL to embed) when the designer opens. */
const qrLogosApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getQrLogo: build.query<string, WorkspaceArgs & { fileId: string }>({
      queryFn: async ({ fileId, ...ws }) => {
        try {
          const response = await fetch(`${workspaceUrl(ws)}/qr-logos/${fileId}`, { credentials: 'include' });
          if (!response.ok) return { error: { statusCode: response.status } };
          return { data: await readAsDataUrl(await response.blob()) };
        } catch {
          return { error: fallbackError() };
        }
      },
    }),
    uploadQrLogo: build.mutation<{ fileId: string }, WorkspaceArgs & { file: File }>({
      // multipart: the JSON client cannot carry a file
      queryFn: ({ file, ...ws }) => {
        const form = new FormData();
        form.append('logo', file);
        return postForm<{ fileId: string }>(`${workspaceUrl(ws)}/qr-logos`, form);
      },
    }),
  }),
});

export const { useGetQrLogoQuery, useUploadQrLogoMutation } = qrLogosApi;
export { readAsDataUrl };
