import { FALLBACK_ERROR } from '@osm5/shared/errors';
import { reportSessionEnd } from './session-end.ts';

/**
 * The one HTTP client (spec §7–8). JSON in and out, cookies always sent, the
 * XSRF-TOKEN cookie echoed as X-XSRF-TOKEN on writes, no time-out, 2xx is
 * success and every failure is rejected as one normalised shape so that
 * callers only ever handle `HttpError`.
 */

/** What every failed call rejects with: the server's body plus its status, or the fallback. */
export type HttpError = Record<string, unknown> & {
  statusCode: number;
  status?: boolean;
  code?: string;
  message?: string;
  field?: string;
  /** from the Retry-After header of a 429, so the page can say how long to wait */
  retryAfterSeconds?: number;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method?: HttpMethod;
  url: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export interface HttpOptions {
  /** Injected so tests (and a future service worker) can substitute the transport. */
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Reads a cookie by name; defaults to document.cookie in the browser. */
  readCookie?: (name: string) => string | undefined;
  /** Sees every failure first: the one place where an ended session is noticed. */
  onError?: (request: HttpRequest, error: HttpError) => void;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set<HttpMethod>(['GET']);

export const readDocumentCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

export const fallbackError = (): HttpError => ({ ...FALLBACK_ERROR });

/**
 * A failed answer's body as the app's error. The app translates by code and key,
 * never the server's text (which is in the request's language): a specific
 * message's `messageKey` stands in for `message`, as every caller reads it.
 */
export function httpErrorOf(body: unknown, statusCode: number): HttpError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fallbackError();
  const fields = body as Record<string, unknown>;
  const key = typeof fields.messageKey === 'string' ? { message: fields.messageKey } : {};
  return { ...fields, ...key, statusCode };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const buildUrl = (baseUrl: string, url: string, params: HttpRequest['params']): string => {
  const full = /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
  if (!params) return full;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
};

export const createHttp = (options: HttpOptions = {}) => {
  const baseUrl = options.baseUrl ?? '';
  const readCookie = options.readCookie ?? readDocumentCookie;

  const request = async <T>(req: HttpRequest): Promise<T> => {
    const method = req.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    if (!SAFE_METHODS.has(method)) {
      const token = readCookie(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
      // A JSON content type with no body is a 400 for the server (an empty JSON body is invalid).
      if (req.body === undefined) delete headers['Content-Type'];
    }
    // Resolved per call, not captured, so a test or polyfill installed later is honoured.
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, req.url, req.params), {
        method,
        headers,
        credentials: 'include',
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: req.signal,
      });
    } catch {
      // Network failure or abort: the spec gives these no body, so the fallback applies.
      throw fallbackError();
    }
    let body: unknown;
    try {
      body = await parseBody(response);
    } catch {
      body = undefined;
    }
    if (response.status >= 200 && response.status <= 299) return body as T;
    const error = httpErrorOf(body, response.status);
    const retryAfter = Number(response.headers.get('retry-after'));
    if (isPlainObject(body) && Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
    options.onError?.(req, error);
    throw error;
  };

  return {
    request,
    get: <T>(url: string, params?: HttpRequest['params']) => request<T>({ url, params }),
    post: <T>(url: string, body?: unknown) => request<T>({ method: 'POST', url, body }),
    put: <T>(url: string, body?: unknown) => request<T>({ method: 'PUT', url, body }),
    patch: <T>(url: string, body?: unknown) => request<T>({ method: 'PATCH', url, body }),
    delete: <T>(url: string, body?: unknown) => request<T>({ method: 'DELETE', url, body }),
  };
};

export type Http = ReturnType<typeof createHttp>;

/** The app-wide client: relative URLs, so the dev proxy and the production server both work. */
export const http = createHttp({ onError: reportSessionEnd });

export const isHttpError = (value: unknown): value is HttpError =>
  isPlainObject(value) && typeof value.statusCode === 'number';
