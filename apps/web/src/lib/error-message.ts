import { isErrorCode } from '@osm5/shared/errors';
import type { HttpError } from './http.ts';

/**
 * The i18n key to show for a failed call: the catalogue code when the server sent
 * one (style rule 5), otherwise the transport fallback. Never the raw server text,
 * which is English only.
 */
export const errorMessageKey = (error: Partial<HttpError> | undefined | null): string => {
  if (error && isErrorCode(error.code)) return `errors.${error.code}`;
  if (error?.statusCode === 404) return 'errors.NOT_FOUND';
  if (error?.statusCode === 403) return 'errors.ACCESS_DENIED';
  if (error?.statusCode === 401) return 'errors.INVALID_TOKEN';
  return 'errors.FALLBACK';
};
