import { type ErrorCode, isErrorCode } from '@osm5/shared/errors';
import type { ErrorBodyPayload } from '@osm5/shared/schemas/error-body';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, defaultMessageOf, statusOf } from '../errors.ts';
import { isBackEndUnavailable } from '../lib/back-end-unavailable.ts';
import { type ApiLanguage, apiLanguageOf, codeText, isMessageKey, keyText } from '../lib/error-texts.ts';

/** How soon a request answered 503 (a back end unreachable) is worth trying again. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The one error handler: every failure leaves the API as
 * `{statusCode, status: false, code, message, field?}`. Validation failures name
 * the first bad field; anything 5xx is logged in full and answered with the
 * code's default text only, so internals never reach a client.
 */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const body = localised(toErrorBody(error), apiLanguageOf(request.headers['accept-language']));
  if (body.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    if (body.statusCode === 503 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  } else {
    request.log.debug({ code: body.code, field: body.field }, body.message);
  }
  return reply.status(body.statusCode).send(body);
}

/**
 * The message as human text in the request's language (Accept-Language, English
 * by default). A message that is one of the web app's keys becomes its text and
 * stays readable by programs as `messageKey`; any other message is English, so
 * another language gets the code's text instead. `code` and `field` never change.
 */
export function localised(body: ErrorBodyPayload, lang: ApiLanguage): ErrorBodyPayload {
  if (isMessageKey(body.message)) {
    const key = body.message;
    const text = keyText(key, lang) ?? keyText(key, 'en') ?? codeText(body.code, lang) ?? defaultMessageOf(body.code);
    return { ...body, message: text, messageKey: key };
  }
  if (lang === 'en') return body;
  return { ...body, message: codeText(body.code, lang) ?? body.message };
}

/** An error answered without throwing (the 404 of an unknown route), in the request's language like every other. */
export function requestErrorBody(request: FastifyRequest, code: ErrorCode, message?: string): ErrorBodyPayload {
  return localised(errorBody(code, message), apiLanguageOf(request.headers['accept-language']));
}

export function errorBody(code: ErrorCode, message?: string, field?: string): ErrorBodyPayload {
  const statusCode = statusOf(code);
  return {
    statusCode,
    status: false,
    code,
    // 5xx detail belongs in the log, never in the response
    message: statusCode >= 500 || !message ? defaultMessageOf(code) : message,
    ...(field ? { field } : {}),
  };
}

export function toErrorBody(error: unknown): ErrorBodyPayload {
  if (error instanceof AppError) return errorBody(error.code, error.message, error.field);
  if (isBackEndUnavailable(error)) return errorBody('SERVICE_UNAVAILABLE');
  if (!isFastifyError(error)) return errorBody('INTERNAL_SERVER_ERROR');

  if (error.validation && error.validation.length > 0) {
    const first = error.validation[0];
    const path = first?.instancePath.split('/').filter(Boolean).join('.');
    // an empty path means the whole body/query was wrong (e.g. missing): name the part instead
    const field = path || error.validationContext || undefined;
    // zod keeps a refinement's params on the issue; the type provider nests the issue's extras under params
    const code = issueCode((first?.params as { params?: unknown } | undefined)?.params);
    if (code) return errorBody(code, defaultMessageOf(code), field);
    return errorBody('VALIDATION_ERROR', first?.message ?? undefined, field);
  }
  return errorBody(codeForStatus(error.statusCode ?? 500), error.message);
}

/**
 * A refinement may name its own error code (`params: { code: 'INVALID_ALLOWED_IP' }`):
 * the answer then carries that code, with the English text of the code.
 */
function issueCode(params: unknown): ErrorCode | undefined {
  const code = (params as { code?: unknown } | null | undefined)?.code;
  return isErrorCode(code) && code !== 'VALIDATION_ERROR' ? code : undefined;
}

/** A zod issue as services see it (schemas parsed outside a route's own validation). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  params?: unknown;
}

/**
 * The AppError for the first issue of a failed parse, as the route validation
 * would answer it: `field` is the path joined with '.', and an issue carrying
 * `params.code` answers with that code and its English text.
 */
export function issueError(issues: readonly IssueLike[], fallbackField?: string): AppError {
  const first = issues[0];
  const field = first?.path.map(String).join('.') || fallbackField;
  const code = issueCode(first?.params);
  if (code) return new AppError(code, { field, message: defaultMessageOf(code) });
  return new AppError('VALIDATION_ERROR', { field, message: first?.message });
}

/** Errors raised by Fastify itself (bad JSON, body too large, …) carry only a status. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'INVALID_TOKEN';
    case 403:
      return 'ACCESS_DENIED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'VALIDATION_ERROR' : 'INTERNAL_SERVER_ERROR';
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error);
}
