import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made or last changed; every table that has one uses these. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
