import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The relational schema (Postgres dialect, shared by PGlite and PostgreSQL).
 * Columns are camelCase here and snake_case in SQL (`casing: 'snake_case'`).
 */

/**
 * Instance-wide values the server generates for itself on first start (the
 * cookie-signing secret, …), so that restarts and sibling instances agree.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export * from './schema/activity.ts';
export * from './schema/ad-costs.ts';
export * from './schema/ai.ts';
export * from './schema/analytics.ts';
export * from './schema/analytics-goals.ts';
export * from './schema/api-keys.ts';
export * from './schema/billing.ts';
export * from './schema/contacts.ts';
export * from './schema/feedback.ts';
export * from './schema/identity.ts';
export * from './schema/links.ts';
export * from './schema/tenancy.ts';
export * from './schema/webhooks.ts';
