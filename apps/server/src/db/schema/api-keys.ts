import type { ApiKeyScope } from '@osm5/shared/schemas/api-keys';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef, workspaces } from './tenancy.ts';

/**
 * API keys of an organisation (/settings/api_keys). Only the SHA-256 of the
 * secret is kept; `prefix` (`osm5_` and 8 more characters) is what people see
 * to recognise a key. A key acts as its creator and goes with them; with a
 * workspace it works in that workspace only, without one in every workspace
 * the creator reaches. `lastUsedAt` moves at most once a minute.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scopes: text().array().$type<ApiKeyScope[]>().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    rateLimitPerMinute: integer().notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_org_idx').on(t.orgId, t.createdAt),
    index('api_keys_created_by_idx').on(t.createdBy),
  ],
);
