import {
  fallbackError,
  type HttpError,
  httpErrorOf,
  isHttpError,
  readDocumentCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './http.ts';

/**
 * A multipart POST with the same XSRF rule as the JSON client (which cannot
 * carry a file): resolves to RTK Query's `{data}` or `{error}`.
 */
export async function postForm<T>(url: string, form: FormData): Promise<{ data: T } | { error: HttpError }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readDocumentCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  try {
    const response = await fetch(url, { method: 'POST', body: form, headers, credentials: 'include' });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { data: (body as { data: T }).data };
    const error = httpErrorOf(body, response.status);
    return { error: isHttpError(error) ? error : fallbackError() };
  } catch {
    return { error: fallbackError() };
  }
}
