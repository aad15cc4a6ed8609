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

const requiredText = (emptyMessage: string) => z.string({ error: emptyMessage }).trim().min(1, { error: emptyMessage });

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
