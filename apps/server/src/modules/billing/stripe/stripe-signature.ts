import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature: the `Stripe-Signature` header holds `t=<unix
 * seconds>` and one or more `v1=<hex HMAC-SHA256 of "t.payload">` made with
 * the endpoint's secret. A signature older than the tolerance is refused, so
 * a captured request cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const signPayload = (payload: string, secret: string, timestamp: number): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;

export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = Date.now(),
): 'ok' | 'missing' | 'stale' | 'mismatch' {
  if (!header) return 'missing';
  const parts = header.split(',').map((p) => p.trim().split('=') as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v);
  if (!Number.isInteger(t) || signatures.length === 0) return 'missing';
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex'));
  const matches = signatures.some((s) => {
    const given = Buffer.from(s ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? 'ok' : 'mismatch';
}
