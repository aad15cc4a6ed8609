import { z } from 'zod';
import type { Privilege } from '../auth/privileges.ts';
import { timestamp } from './tenancy.ts';

/**
 * API keys (/settings/api_keys): a secret `osm5_…` sent as `Authorization:
 * Bearer`, shown once at creation and stored as its SHA-256 only. A key acts
 * as its creator, limited to its scopes and (when it has one) to its
 * workspace: on every request its power is scopes ∩ the creator's current
 * privileges, so a demotion or a revocation takes effect at once.
 */

/** The privileges a key may carry: those the public API checks. */
export const apiKeyScopes = [
  'links:read',
  'links:write',
  'analytics:read',
  'analytics:write',
] as const satisfies readonly Privilege[];
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeSchema = z.enum(apiKeyScopes);

/** Scopes grouped as the create dialog shows them. */
export const apiKeyScopeGroups = {
  links: ['links:read', 'links:write'],
  analytics: ['analytics:read', 'analytics:write'],
} as const satisfies Record<string, readonly ApiKeyScope[]>;

/** Every secret starts with this; the visible prefix is it plus the next 8 characters. */
export const API_KEY_MARK = 'osm5_';
export const API_KEY_PREFIX_LENGTH = API_KEY_MARK.length + 8;

/** Requests one key may make per minute unless its creator chose otherwise. */
export const API_KEY_RATE_LIMIT_DEFAULT = 600;
export const API_KEY_RATE_LIMIT_MIN = 1;
export const API_KEY_RATE_LIMIT_MAX = 6000;

/** Expiry presets of the create dialog, in days; `null` never expires. */
export const apiKeyExpiryPresets = [7, 30, 90, 365, null] as const;

const nameField = z
  .string()
  .trim()
  .min(1, { error: 'validation.name_required' })
  .max(60, { error: 'validation.too_long' });

export const apiKeyCreateSchema = z.object({
  name: nameField,
  /** null: the key works in every workspace the creator can reach */
  workspaceId: z.uuid().nullable().default(null),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, { error: 'validation.invalid' })
    .transform((list) => apiKeyScopes.filter((s) => list.includes(s))),
  /** null: never expires; otherwise a moment in the future */
  expiresAt: timestamp.nullable().default(null),
  rateLimitPerMinute: z
    .number()
    .int()
    .min(API_KEY_RATE_LIMIT_MIN)
    .max(API_KEY_RATE_LIMIT_MAX)
    .default(API_KEY_RATE_LIMIT_DEFAULT),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateSchema>;

export const apiKeyRenameSchema = z.object({ name: nameField });

export const apiKeyStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `osm5_` and the next 8 characters of the secret, to recognise it */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  workspace: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  rateLimitPerMinute: z.number().int(),
  status: apiKeyStatusSchema,
  createdAt: timestamp,
  expiresAt: timestamp.nullable(),
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the only time the secret is ever sent. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['all', ...apiKeyStatusSchema.options]).default('all'),
});

const placeOptionsSchema = z.object({ canCreate: z.boolean(), scopes: z.array(apiKeyScopeSchema) });

/** Where the caller may create a key, and the scopes each place allows them to give it. */
export const apiKeyOptionsSchema = z.object({
  organization: placeOptionsSchema,
  workspaces: z.array(placeOptionsSchema.extend({ id: z.uuid(), name: z.string() })),
});
export type ApiKeyOptions = z.infer<typeof apiKeyOptionsSchema>;
