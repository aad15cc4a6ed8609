import { z } from 'zod';
import { newPasswordField, passwordField, singleLineText, withPasswordConfirmation } from '../validation/fields.ts';

/** Requests and responses of /api/me/security/* and /api/me/account-history. */

const timestamp = z.iso.datetime({ offset: true });

const changePasswordFields = z.object({ currentPassword: passwordField, password: newPasswordField });
/** The route's body: a mismatch is answered with PASSWORD_MISMATCH by the server. */
export const changePasswordBodySchema = changePasswordFields.extend({
  confirmPassword: z.string({ error: 'validation.password_required' }),
});
/** The web form's resolver: also checks the confirmation. */
export const changePasswordFormSchema = withPasswordConfirmation(changePasswordFields);

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const sessionViewSchema = z
  .object({
    id: z.string(),
    current: z.boolean(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: timestamp,
    lastSeenAt: timestamp,
    expiresAt: timestamp,
  })
  .meta({ id: 'SessionView' });
export type SessionView = z.infer<typeof sessionViewSchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal(true),
    data: z.object({
      items: z.array(item),
      total: z.number().int().nonnegative(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  });

export const sessionListResponseSchema = page(sessionViewSchema);

export const sessionIdParamsSchema = z.object({ sessionId: z.string().regex(/^[0-9a-f]{64}$/) });

export const revokedCountResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ revoked: z.number().int().nonnegative() }),
});

export const twoFactorStatusResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().nonnegative() }),
});

/** Enrolment: the secret for manual entry, the otpauth:// URI and the same as a QR image. */
export const twoFactorEnrolResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUri: z.string(), qrDataUrl: z.string() }),
});

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.totp_format' });

export const twoFactorConfirmBodySchema = z.object({ code: totpCode });

/** The recovery codes, shown once. */
export const recoveryCodesResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** Turning two-factor off (or replacing the recovery codes) needs the password or a current code. */
export const twoFactorDisableBodySchema = z
  .object({ password: passwordField.optional(), code: totpCode.optional() })
  .refine((v) => v.password !== undefined || v.code !== undefined, {
    error: 'validation.password_required',
    path: ['password'],
  });

export const accountHistoryQuerySchema = paginationQuerySchema.extend({
  action: singleLineText().trim().max(60).optional(),
});

export const accountEventSchema = z
  .object({
    id: z.uuid(),
    action: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
  })
  .meta({ id: 'AccountEvent' });

export const accountHistoryResponseSchema = page(accountEventSchema);
