import { errorKey } from '../../../components/form/error-key.ts';

/**
 * Where a failed save's problem belongs: a field's validation key (a 400 or a
 * 409 naming a field with a validation.* message), or the form's error key.
 */
export function nameProblem(error: unknown): { field?: string; fieldName?: string; form?: string } {
  if (!error) return {};
  const e = error as { code?: string; field?: string; message?: string };
  if ((e.code === 'VALIDATION_ERROR' || e.code === 'CONFLICT') && e.field && e.message?.startsWith('validation.')) {
    return { field: e.message, fieldName: e.field };
  }
  return { form: errorKey(error) };
}
