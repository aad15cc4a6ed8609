import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { instanceSettings } from '../../db/schema.ts';

/*
 * Instance-wide rows: these belong to the installation, not to a tenant, so
 * (unlike every tenant repository) no scope is taken.
 */

export async function findSetting(db: Database, key: string): Promise<unknown> {
  const rows = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, key));
  return rows[0]?.value;
}

/** Stores `value` unless the key exists; returns whichever value is stored afterwards. */
export async function insertSettingIfAbsent(db: Database, key: string, value: unknown): Promise<unknown> {
  await db.insert(instanceSettings).values({ key, value }).onConflictDoNothing();
  return findSetting(db, key);
}
