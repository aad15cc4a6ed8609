import { errorMessageKey } from '../../lib/error-message.ts';
import type { HttpError } from '../../lib/http.ts';
import type { FieldErrors } from './field-errors.ts';

/**
 * A failed save on the editor: a named field gets its message under that
 * field (a validation key, or the code's own message, e.g. SLUG_TAKEN on
 * `slug`, INVALID_ALLOWED_IP on `rules.allow.2`); PLAN_LIMIT is the form's and
 * the upgrade prompt's (`planLimit`: the limit or feature it names, never a
 * field of the form); anything else is the form's.
 */
export const formServerErrors = (
  error: unknown,
): { fields: FieldErrors; form?: string; planLimit?: { field: string | null } } => {
  if (!error) return { fields: {} };
  const e = error as Partial<HttpError>;
  if (e.code === 'PLAN_LIMIT') {
    const field = typeof e.field === 'string' ? e.field : null;
    return { fields: {}, form: errorMessageKey(e), planLimit: { field } };
  }
  if (typeof e.field === 'string' && e.field) {
    const message =
      typeof e.message === 'string' && e.message.startsWith('validation.') ? e.message : errorMessageKey(e);
    return { fields: { [e.field]: message } };
  }
  return { fields: {}, form: errorMessageKey(e) };
};
