/** Only the fields that differ from what was loaded, so an unchanged form is an empty update. */
export function changedFields<T extends Record<string, unknown>>(initial: T, current: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if ((current[key] ?? '') !== (initial[key] ?? '')) out[key] = current[key];
  }
  return out;
}
