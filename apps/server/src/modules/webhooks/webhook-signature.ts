import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_MARK } from '@osm5/shared/schemas/webhooks';

/**
 * The signature a receiver checks (Stripe's scheme): `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed too, so a
 * receiver can refuse an old request replayed (say, more than five minutes).
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does: true when the header signs this body with this secret within the tolerance. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = signWebhook(secret, body, t).split('v1=')[1] ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A new secret: `whsec_` and 32 random bytes. */
export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_MARK}${randomBytes(32).toString('base64url')}`;

/** What people see of a secret to recognise it. */
export const webhookSecretPrefix = (secret: string): string => secret.slice(0, WEBHOOK_SECRET_MARK.length + 6);
