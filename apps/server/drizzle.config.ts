import { defineConfig } from 'drizzle-kit';

/**
 * One schema and one migration history for both relational back ends (PGlite
 * and PostgreSQL speak the same dialect). Run from the repository root with
 * `npm run db:generate`; paths are relative to this file's folder's parent.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
