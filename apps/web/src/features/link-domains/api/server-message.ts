import type { TFunction } from 'i18next';
import { errorKey } from '../../../components/form/error-key.ts';
import { isHttpError } from '../../../lib/http.ts';

/**
 * The text for a failed call: the server's own message when it is one of our
 * i18n keys (domains.*, validation.*), else the text of its error code.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  const message = isHttpError(error) && typeof error.message === 'string' ? error.message : '';
  if (/^(domains|validation|bulkImport|errors)\.[\w.]+$/.test(message)) return t(message);
  return t(errorKey(error));
}
