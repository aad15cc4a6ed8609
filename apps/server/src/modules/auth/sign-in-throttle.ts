import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { signInFailuresPerIp } from './auth-rate-limits.ts';

const MINUTE = 60 * 1000;

/**
 * Wrong passwords are limited per account AND client, never per account alone:
 * a stranger who knows an address could otherwise keep its owner out for good.
 *
 * - A client is the browser's device cookie when it holds one issued to this
 *   account (signed with the account's address, so it cannot be made up),
 *   else its IP address. Ten failures of one client lock that client out of
 *   that account for 15 minutes; any other client still gets in.
 * - Per account, failures from every client only slow sign-in down: past
 *   three, each attempt waits 250 ms × 2ⁿ (at most 3 s) before the password
 *   is checked, so a distributed guesser gets few tries and the owner still
 *   gets in.
 * - Per IP address (password spraying across accounts), 30 failures in 15
 *   minutes, except for a browser holding its account's device cookie.
 */
export const signInFailuresPerClient: RateLimitRule = { name: 'sign-in-client', max: 10, windowMs: 15 * MINUTE };
/** Counts every failure on the account to pace it; never refuses. */
export const signInFailuresPerAccountPace: RateLimitRule = {
  name: 'sign-in-pace',
  max: 1_000_000,
  windowMs: 15 * MINUTE,
};

export const DEVICE_COOKIE = 'osm5_device';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 3_000;

/** The pause before checking a password, after `failures` failures on the account. */
export const paceDelayMs = (failures: number): number =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - FREE_FAILURES - 1));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SignInAttempt {
  /** counts a wrong password against the client, the account and the address */
  failed(): Promise<void>;
  /** clears the client's failures and gives the browser its device cookie for this account */
  succeeded(reply: FastifyReply): Promise<void>;
}

export async function createSignInThrottle(app: FastifyInstance) {
  const secret = await ensureSecret(app.db.db, 'sign_in_device');
  const sign = (id: string, email: string) =>
    createHmac('sha256', secret).update(`${id}|${email.toLowerCase()}`).digest('base64url');

  /** The device id of a cookie issued to this account, or null. */
  function deviceOf(request: FastifyRequest, email: string): string | null {
    const [id, mac] = (request.cookies[DEVICE_COOKIE] ?? '').split('.');
    if (!id || !mac || !/^[\w-]{16,64}$/.test(id)) return null;
    const expected = Buffer.from(sign(id, email));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /**
   * Refuses (429 with Retry-After) a client past its limit, waits the account's
   * pace, and answers what to count once the password has been checked.
   */
  return async function attempt(request: FastifyRequest, reply: FastifyReply, email: string): Promise<SignInAttempt> {
    const device = deviceOf(request, email);
    const client = `${email}|${device ? `device:${device}` : `ip:${request.ip}`}`;
    const [byClient, byIp, pace] = await Promise.all([
      app.rateLimit.check(signInFailuresPerClient, client),
      device ? null : app.rateLimit.check(signInFailuresPerIp, request.ip),
      app.rateLimit.check(signInFailuresPerAccountPace, email),
    ]);
    const blocked = [byClient, byIp]
      .filter((s) => s?.limited)
      .sort((a, b) => (b?.retryAfterSeconds ?? 0) - (a?.retryAfterSeconds ?? 0))[0];
    if (blocked) app.rateLimit.reject(reply, blocked);
    const delay = paceDelayMs(pace.count);
    if (delay > 0) await sleep(delay);

    return {
      async failed() {
        await Promise.all([
          app.rateLimit.hit(signInFailuresPerClient, client),
          device ? null : app.rateLimit.hit(signInFailuresPerIp, request.ip),
          app.rateLimit.hit(signInFailuresPerAccountPace, email),
        ]);
      },
      async succeeded(reply) {
        await app.rateLimit.reset(signInFailuresPerClient, client);
        const id = device ?? randomBytes(18).toString('base64url');
        reply.setCookie(DEVICE_COOKIE, `${id}.${sign(id, email)}`, {
          path: '/api/auth',
          maxAge: DEVICE_MAX_AGE_SECONDS,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
        });
      },
    };
  };
}
