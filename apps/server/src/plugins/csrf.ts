import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { randomToken, safeEqual } from '../lib/tokens.ts';
import { carriesApiKeyOnly } from '../modules/api-keys/public-api.ts';

/**
 * Double-submit CSRF protection (the spec's XSRF-TOKEN cookie and X-XSRF-TOKEN
 * header): a page of ours can read the cookie and echo it in the header, a page
 * of another site cannot. Every write under /api must match, except the public
 * ingestion endpoints below, which trackers on other sites call without cookies.
 *
 * Decorates nothing; adds GET /api/auth/csrf, which only makes sure the cookie
 * is set (the web app calls it at boot).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route never sets the XSRF-TOKEN cookie (short links: a visitor of a link is no user of the app) */
    xsrfCookie?: boolean;
  }
}

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** The only writes under /api that need no CSRF token: cookie-less, cross-site by design. */
export const CSRF_EXEMPT_PATHS: readonly string[] = ['/api/event', '/api/event/batch', '/api/billing/stripe/webhook'];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export const csrfPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secure = config.publicUrl.startsWith('https:');
    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      if (CSRF_EXEMPT_PATHS.includes(path)) return;
      // an API key with no session cookie: nothing a page of another site could ride on
      if (carriesApiKeyOnly(request)) return;
      const cookie = request.cookies[CSRF_COOKIE];
      if (!cookie && request.routeOptions.config.xsrfCookie !== false) issueCsrfCookie(reply, secure);
      if (!WRITE_METHODS.has(request.method) || !isApi(path)) return;
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) throw new AppError('CSRF_MISMATCH');
    });

    app.get(
      '/api/auth/csrf',
      { schema: { tags: ['auth'], summary: 'Sets the XSRF-TOKEN cookie when missing; answers 204' } },
      async (_request, reply) => reply.status(204).send(),
    );
  },
  { name: 'csrf', dependencies: ['cookies'] },
);

function issueCsrfCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, randomToken(), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false, // the web app must read it to echo it
    secure,
  });
}
