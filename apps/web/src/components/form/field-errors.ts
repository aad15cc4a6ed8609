import type { z } from 'zod';

/** Field path → i18n key of its first problem (the shared schemas' messages are keys). */
export type FieldErrors = Record<string, string>;

const asKey = (message: string): string => (message.startsWith('validation.') ? message : 'validation.invalid');

/** Validates with a shared schema; returns the parsed value or the errors per field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    if (!errors[path]) errors[path] = asKey(issue.message);
  }
  return { ok: false, errors };
}

/** A server validation error names its field; other failures belong to the whole form. */
export function serverFieldErrors(error: { code?: string; field?: string; message?: string } | undefined): FieldErrors {
  if (error?.code === 'VALIDATION_ERROR' && error.field && error.message) {
    return { [error.field]: asKey(error.message) };
  }
  return {};
}
