import type { PlanId } from '@osm5/shared/billing/plans';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';

/** What the identity services need from the outside world; routes build it from `app`. */
export interface AuthContext {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  /** links in mails start here */
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
  /** limits the services keep themselves (those that must not show in the answer) */
  rateLimit: Pick<RateLimiter, 'hit'>;
  /** the plan a new user's own organisation starts on */
  defaultPlan: PlanId;
}

/** Where a request came from, for sessions and the account history. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
