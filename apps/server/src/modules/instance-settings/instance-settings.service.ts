import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { insertSettingIfAbsent } from './instance-settings.repository.ts';

/**
 * A secret generated on first start and kept in the database, so that restarts
 * and every instance sharing the database sign and verify alike. When two
 * instances start together, the first insert wins and both read it back.
 */
export async function ensureSecret(db: Database, key: string): Promise<string> {
  const stored = await insertSettingIfAbsent(db, key, randomBytes(32).toString('base64url'));
  if (typeof stored !== 'string' || stored.length === 0) {
    throw new AppError('INTERNAL_SERVER_ERROR', { message: `instance setting ${key} is not a secret` });
  }
  return stored;
}

/**
 * `osm5:<12 characters>`: the start of every Redis key and channel this
 * installation shares between its instances, so that two installations (or
 * two test databases) on one Redis never mix theirs.
 */
export async function sharedKeyPrefix(db: Database): Promise<string> {
  return `osm5:${(await ensureSecret(db, 'rate_limit_prefix')).slice(0, 12)}`;
}
