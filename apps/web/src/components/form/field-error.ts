import type { TFunction } from 'i18next';
import type { FieldErrors } from './field-errors.ts';

/** The props a TextField needs to show the problem at `path`, or its help text when there is none. */
export const fieldError = (errors: FieldErrors, t: TFunction, path: string, help?: string) => {
  const key = errors[path];
  return { error: Boolean(key), helperText: key ? t(key) : help };
};

/** The first problem at `path` or below it (a row whose own fields carry the message). */
export const errorUnder = (errors: FieldErrors, path: string): string | undefined =>
  errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];
