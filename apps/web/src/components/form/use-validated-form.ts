import { type FormEvent, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

interface ValidatedFormOptions<V, T> {
  initial: V;
  /** the shared schema's check of the values: the parsed body, or the problems by field path */
  validate: (values: V) => Validation<T>;
  /** the server's problems by field (the form's own win over them) */
  serverErrors: FieldErrors;
  onValid: (data: T) => void;
}

/**
 * A form's values and problems: nothing is checked until a save is tried,
 * then problems clear (or appear) as the user types; a save with problems
 * puts the focus on the first invalid field.
 */
export function useValidatedForm<V extends object, T>({
  initial,
  validate,
  serverErrors,
  onValid,
}: ValidatedFormOptions<V, T>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      // the first invalid field, so keyboard and screen-reader users land on it
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { values, set, errors: { ...serverErrors, ...errors }, submit };
}
