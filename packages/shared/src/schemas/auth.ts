import { z } from 'zod';
import {
  emailField,
  nameField,
  newPasswordField,
  passwordField,
  withPasswordConfirmation,
} from '../validation/fields.ts';

/**
 * Requests and responses of /api/auth/*. The web forms use the `*FormSchema`
 * variants as resolvers (they also check that the confirmation matches); the
 * routes use the `*BodySchema` variants and answer a mismatch with the
 * spec's PASSWORD_MISMATCH code instead of a generic validation error.
 */
export const mailLocales = ['en', 'fr', 'ar', 'zh'] as const;
export const mailLocaleSchema = z.enum(mailLocales);
export type MailLocale = z.infer<typeof mailLocaleSchema>;
export const isMailLocale = (value: unknown): value is MailLocale =>
  typeof value === 'string' && (mailLocales as readonly string[]).includes(value);

/** Verification e-mails a user may ask for again within 24 hours. */
export const VERIFICATION_RESEND_LIMIT = 5;

const confirmPasswordField = z.string({ error: 'validation.password_required' });

/** A link token as it arrives from an e-mail; its exact shape is checked by the server. */
const linkToken = z.string().trim().min(1, { error: 'validation.token_required' }).max(200);

const registerFields = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  locale: mailLocaleSchema.optional(),
});
export const registerBodySchema = registerFields.extend({ confirmPassword: confirmPasswordField });
export const registerFormSchema = withPasswordConfirmation(registerFields);
export type RegisterInput = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ email: z.string() }),
});

export const verifyEmailBodySchema = z.object({ token: linkToken });

export const emailOnlyBodySchema = z.object({ email: emailField });
export const resendVerificationBodySchema = emailOnlyBodySchema;
export const resendStatusQuerySchema = emailOnlyBodySchema;

/** How many more verification e-mails may be sent now; the web app disables the button at 0. */
export const resendVerificationResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ email: z.string(), remaining: z.number().int().nonnegative(), limit: z.number().int() }),
});

export const loginBodySchema = z.object({
  email: emailField,
  password: passwordField,
  /** false → a browser-session cookie instead of a 30-day one */
  remember: z.boolean().optional(),
  /** a 6-digit code from the authenticator app, when two-factor authentication is on */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.totp_format' })
    .optional(),
  /** or one of the recovery codes, each usable once */
  recoveryCode: z.string().trim().min(1).max(40).optional(),
});
export type LoginInput = z.input<typeof loginBodySchema>;

export const userInfoSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    locale: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

/** `data.token` and `data.userInfo` are what the web app's profile slice stores. */
export const loginResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    /** the session itself is the http-only cookie; this only says until when it lasts (null: browser session) */
    token: z.object({ expiresAt: z.iso.datetime({ offset: true }).nullable() }),
    userInfo: userInfoSchema,
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ userInfo: userInfoSchema }),
});

export const forgotPasswordBodySchema = emailOnlyBodySchema;

const resetPasswordFields = z.object({ token: linkToken, password: newPasswordField });
export const resetPasswordBodySchema = resetPasswordFields.extend({ confirmPassword: confirmPasswordField });
export const resetPasswordFormSchema = withPasswordConfirmation(resetPasswordFields);

/** Answer of actions that return nothing else. */
export const okResponseSchema = z.object({ status: z.literal(true) });
