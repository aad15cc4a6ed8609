import type { HttpError, HttpRequest } from './http.ts';

/**
 * Spec §8: INVALID_TOKEN and TOKEN_INVALID mean the session expired or is not
 * valid. The HTTP client reports every such answer here; the app layer listens
 * and signs the user out once, instead of each page handling it.
 *
 * The public auth endpoints are left out: there TOKEN_INVALID is about the link
 * token in the request (verification, reset), not about the session.
 */
const SESSION_CODES = new Set(['INVALID_TOKEN', 'TOKEN_INVALID']);
const PUBLIC_AUTH =
  /^\/api\/auth\/(login|logout|register|verify-email|resend-verification|forgot-password|reset-password|csrf)(\/|\?|$)/;

type Listener = (error: HttpError) => void;
const listeners = new Set<Listener>();

export const endsSession = (request: Pick<HttpRequest, 'url'>, error: HttpError): boolean =>
  typeof error.code === 'string' && SESSION_CODES.has(error.code) && !PUBLIC_AUTH.test(request.url);

export const reportSessionEnd = (request: HttpRequest, error: HttpError): void => {
  if (!endsSession(request, error)) return;
  for (const listener of listeners) listener(error);
};

/** Returns the unsubscribe function. */
export const onSessionEnd = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
