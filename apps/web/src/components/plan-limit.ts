import { isHttpError } from '../lib/http.ts';

/** The limit or feature a PLAN_LIMIT answer names (its field), or null when the error is something else. */
export function planLimitOf(error: unknown): { field: string | null } | null {
  if (!isHttpError(error) || error.code !== 'PLAN_LIMIT') return null;
  return { field: typeof error.field === 'string' ? error.field : null };
}
