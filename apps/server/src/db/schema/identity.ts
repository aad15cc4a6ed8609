import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Per-user settings pages (notifications, theme), kept as one document. */
export interface UserPreferences {
  notifications?: Record<string, boolean>;
  theme?: Record<string, string | number | boolean>;
}

/** A person who can sign in. E-mail is stored lower-cased; uniqueness is on it. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    /** argon2id (PHC string) */
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    locale: text().notNull().default('en'),
    phone: text(),
    jobTitle: text(),
    avatarFileId: uuid(),
    preferences: jsonb().$type<UserPreferences>().notNull().default({}),
    /** TOTP secret, encrypted with the instance key; set while enrolling, active once totpEnabledAt is set */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** the 30-second step of the last accepted TOTP code, so a code cannot be replayed */
    totpLastStep: bigint({ mode: 'number' }),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A row that belongs to a user and goes with them. */
export const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Server-side sessions. The cookie holds a random 256-bit token; only its
 * SHA-256 is stored, so a leaked table opens no session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** "remember me": the cookie outlives the browser and the expiry slides; false → a browser-session cookie */
    persistent: boolean().notNull().default(true),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type AuthTokenPurpose = 'verify_email' | 'reset_password';

/** Single-use e-mailed tokens (verification 24 h, reset 1 h); hashed at rest. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    purpose: text().$type<AuthTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Two-factor recovery codes, each usable once; hashed at rest. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId).where(sql`${t.usedAt} is null`)],
);
