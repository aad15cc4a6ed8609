import { randomInt } from 'node:crypto';
import { GENERATED_SLUG_LENGTH } from '@osm5/shared/schemas/links';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A generated back-half: GENERATED_SLUG_LENGTH characters of base62 from the CSPRNG. */
export function generateSlug(): string {
  let slug = '';
  for (let i = 0; i < GENERATED_SLUG_LENGTH; i++) slug += alphabet[randomInt(alphabet.length)];
  return slug;
}

/** PostgreSQL's unique_violation, wherever the driver put it (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
