import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { hashToken, looksLikeToken } from '../lib/tokens.ts';
import { SESSION_COOKIE, sessionLifetimeMs, TOUCH_INTERVAL_MS } from '../modules/auth/session-cookie.ts';
import { findLiveSession, touchSession } from '../modules/auth/sessions.repository.ts';
import { CSRF_EXEMPT_PATHS } from './csrf.ts';

/**
 * Server-side sessions behind the `osm5_session` cookie (http-only, SameSite=Lax,
 * Secure when PUBLIC_URL is https). Stable names other modules build on:
 *
 *   request.user        SessionUser | null  — the signed-in user, on every /api request
 *   request.sessionId   string | null       — the session's id hash (its key in `sessions`)
 *   app.requireUser     hook                — 401 INVALID_TOKEN without a live session; use it as
 *                                             `onRequest` (before body validation) or `preHandler`
 *   requireUser(req)    the same, as a plain function: `{ onRequest: requireUser }`
 *   userOf(req)         the user, or throws INVALID_TOKEN
 *   app.sessionCookie   { set(reply, token, expiresAt | null), clear(reply) }
 *
 * An expired or revoked session resolves to no user; routes that need one answer
 * INVALID_TOKEN, and the web app goes to /auth/session_expired. Use refreshes
 * lastSeenAt (and slides the expiry) at most once a minute.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  locale: string;
}

export interface SessionCookie {
  /** expiresAt null → a browser-session cookie */
  set(reply: FastifyReply, token: string, expiresAt: Date | null): void;
  clear(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    sessionCookie: SessionCookie;
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('INVALID_TOKEN');
}

export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('INVALID_TOKEN');
  return request.user;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const sessionPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secure = config.publicUrl.startsWith('https:');
    const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
    const cookie: SessionCookie = {
      set(reply, token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, expiresAt ? { ...base, expires: expiresAt } : base);
      },
      clear(reply) {
        reply.clearCookie(SESSION_COOKIE, base);
      },
    };
    app.decorate('sessionCookie', cookie);
    app.decorate('requireUser', requireUser);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRequest', async (request, reply) => {
      // pages, assets, redirects and the public ingestion endpoints never need the session:
      // keep them off the database
      if (!isApi(request.url) || CSRF_EXEMPT_PATHS.includes(request.url.split('?')[0] ?? '')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!looksLikeToken(token)) return;
      const now = new Date();
      const session = await findLiveSession(app.db.db, hashToken(token), now);
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.idHash;
      if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
      const expiresAt = new Date(now.getTime() + sessionLifetimeMs(session.persistent));
      await touchSession(app.db.db, session.idHash, now, expiresAt);
      if (session.persistent) cookie.set(reply, token, expiresAt);
    });
  },
  { name: 'session', dependencies: ['database', 'cookies'] },
);
