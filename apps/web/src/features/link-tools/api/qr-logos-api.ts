import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { fallbackError, isHttpError, readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from '../../../lib/http.ts';
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
      // multipart: the JSON client cannot carry a file, so this one call uses fetch with the same XSRF rule
      queryFn: async ({ file, ...ws }) => {
        const form = new FormData();
        form.append('logo', file);
        const headers: Record<string, string> = { Accept: 'application/json' };
        const token = readDocumentCookie(XSRF_COOKIE);
        if (token) headers[XSRF_HEADER] = token;
        try {
          const response = await fetch(`${workspaceUrl(ws)}/qr-logos`, {
            method: 'POST',
            body: form,
            headers,
            credentials: 'include',
          });
          const body: unknown = await response.json().catch(() => undefined);
          if (response.ok) return { data: (body as Envelope<{ fileId: string }>).data };
          const error = { ...(body as object), statusCode: response.status };
          return { error: isHttpError(error) ? error : fallbackError() };
        } catch {
          return { error: fallbackError() };
        }
      },
    }),
  }),
});

export const { useGetQrLogoQuery, useUploadQrLogoMutation } = qrLogosApi;
export { readAsDataUrl };
