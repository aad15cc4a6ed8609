import { z } from 'zod';

/**
 * Field rules of spec §5, written once and used by the web forms (as resolvers),
 * the API routes (validation and OpenAPI) and the tests. Messages are i18n keys
 * under `validation.*`; the web app translates them, the API returns them as
 * `message` with the field named.
 */
export const NAME_MIN = 4;
export const NAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** argon2 hashes whatever it gets; a cap keeps a huge password from costing the server */
export const PASSWORD_MAX = 128;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether `value` holds a C0 control character or DEL. PostgreSQL text cannot store NUL, and none
 * of them belongs in a field a person types; a multi-line field keeps tab and line breaks.
 */
export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === DELETE) return true;
    if (code >= 0x20) continue;
    if (multiLine && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** Every string a client sends starts here: one line, no control characters. */
export const singleLineText = (params?: { error: string }) =>
  z.string(params).refine((v) => !hasControlCharacters(v), { error: 'validation.control_characters' });

/** A description, a bio, notes: tab and line breaks allowed, other control characters refused. */
export const multiLineText = (params?: { error: string }) =>
  z.string(params).refine((v) => !hasControlCharacters(v, true), { error: 'validation.control_characters' });

const requiredText = (emptyMessage: string) =>
  singleLineText({ error: emptyMessage }).trim().min(1, { error: emptyMessage });

/** Workspace, team and person names: required, 4 to 30 characters. */
export const nameField = requiredText('validation.name_required')
  .min(NAME_MIN, { error: 'validation.name_length' })
  .max(NAME_MAX, { error: 'validation.name_length' });

/** Role names carry the spec's own empty message, 'Role cannot be empty.'. */
export const roleNameField = requiredText('validation.role_name_empty')
  .min(NAME_MIN, { error: 'validation.name_length' })
  .max(NAME_MAX, { error: 'validation.name_length' });

export const emailField = z
  .string({ error: 'validation.email_required' })
  .trim()
  .min(1, { error: 'validation.email_required' })
  .max(254, { error: 'validation.invalid_email' })
  .pipe(z.email({ error: 'validation.invalid_email' }))
  .transform((v) => v.toLowerCase());

/** A password being chosen (sign-up, reset, change). */
export const newPasswordField = z
  .string({ error: 'validation.password_required' })
  .min(1, { error: 'validation.password_required' })
  .min(PASSWORD_MIN, { error: 'validation.password_too_short' })
  .max(PASSWORD_MAX, { error: 'validation.password_too_long' });

/** A password being checked (sign-in, current password): only required. */
export const passwordField = z
  .string({ error: 'validation.password_required' })
  .min(1, { error: 'validation.password_required' })
  .max(PASSWORD_MAX, { error: 'validation.password_too_long' });

/** `password` and `confirmPassword` must match; the error lands on the confirmation. */
export const withPasswordConfirmation = <T extends z.ZodObject<{ password: z.ZodType<string> }>>(schema: T) =>
  schema
    .extend({ confirmPassword: z.string({ error: 'validation.password_required' }) })
    .refine((v) => v.password === v.confirmPassword, {
      error: 'validation.password_mismatch',
      path: ['confirmPassword'],
    });
