import { type Privilege, privileges } from '@osm5/shared';
import { API_KEY_MARK, type ApiKeyScope } from '@osm5/shared/schemas/api-keys';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { findApiKeyBySecretHash, touchApiKey } from '../modules/api-keys/api-keys.repository.ts';
import { apiKeyStatusOf } from '../modules/api-keys/api-keys.service.ts';
import { bearerOf, isPublicApiRoute } from '../modules/api-keys/public-api.ts';
import { assertPlanAllows } from '../modules/plans/plan-check.ts';
import { CSRF_EXEMPT_PATHS } from './csrf.ts';
import type { RateLimitState } from './rate-limit.ts';

/**
 * `Authorization: Bearer osm5_…` on /api. The key resolves to its creator
 * (`request.user`, the session cookie is then ignored) and `request.apiKey`;
 * once the tenant plugin has computed the creator's CURRENT privileges for the
 * route's organisation and workspace, they are cut down to the key's scopes
 * (so a demotion, a revocation or an expiry takes effect on the next request),
 * and a workspace key answers 404 outside its workspace, another organisation
 * 404 too. Only the public API (modules/api-keys/public-api.ts) takes a key.
 * Each key has its own per-minute limit, told in RateLimit-* headers.
 *
 * Registered after the tenant plugin and before the permissions plugin, so its
 * preValidation hook sits between the two.
 */
export interface RequestApiKey {
  id: string;
  orgId: string;
  workspaceId: string | null;
  scopes: readonly ApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the API key the request is authenticated by, if any */
    apiKey: RequestApiKey | null;
  }
}

/** lastUsedAt moves at most this often */
export const API_KEY_TOUCH_MS = 60_000;
const WINDOW_MS = 60_000;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

const invalid = (message: string) => new AppError('INVALID_TOKEN', { message });

function rateLimitHeaders(reply: FastifyReply, limit: number, state: RateLimitState): void {
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(state.remaining));
  reply.header('ratelimit-reset', String(state.retryAfterSeconds));
}

const intersect = (held: ReadonlySet<Privilege>, scopes: readonly ApiKeyScope[]): ReadonlySet<Privilege> =>
  new Set(privileges.filter((p) => held.has(p) && (scopes as readonly string[]).includes(p)));

export const apiKeyPlugin = fp(
  async (app) => {
    app.decorateRequest('apiKey', null);

    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!isApi(path) || CSRF_EXEMPT_PATHS.includes(path)) return;
      const secret = bearerOf(request);
      if (secret === null) return;
      // a bearer always speaks for itself: never fall back to the session cookie
      request.user = null;
      request.sessionId = null;
      if (!secret.startsWith(API_KEY_MARK)) throw invalid('This is not an OSM5 API key.');
      const found = await findApiKeyBySecretHash(app.db.db, hashToken(secret));
      if (!found) throw invalid('This API key is not valid.');
      const now = new Date();
      const status = apiKeyStatusOf(found.key, now);
      if (status === 'revoked') throw invalid('This API key has been revoked.');
      if (status === 'expired') throw invalid('This API key has expired.');

      const { key } = found;
      const rule = { name: 'api_key', max: key.rateLimitPerMinute, windowMs: WINDOW_MS };
      const state = await app.rateLimit.hit(rule, key.id);
      rateLimitHeaders(reply, rule.max, state);
      if (state.count > rule.max) app.rateLimit.reject(reply, state);

      // an unknown path answers its 404 as usual; a known one must belong to the public API
      const route = request.routeOptions.url;
      if (route !== undefined && !isPublicApiRoute(route)) {
        throw new AppError('ACCESS_DENIED', {
          message: 'API keys can call the public API only (links, QR logos, sites, analytics).',
        });
      }
      request.user = found.user;
      request.apiKey = { id: key.id, orgId: key.orgId, workspaceId: key.workspaceId, scopes: key.scopes };
      if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= API_KEY_TOUCH_MS) {
        await touchApiKey(app.db.db, key.id, now, API_KEY_TOUCH_MS);
      }
    });

    app.addHook('preValidation', async (request) => {
      const key = request.apiKey;
      if (!key) return;
      const tenant = request.tenant;
      // every public route is an organisation's: a key never reaches another one
      if (!tenant || tenant.orgId !== key.orgId) throw new AppError('NOT_FOUND');
      if (key.workspaceId !== null && request.workspaceAccess?.workspace.id !== key.workspaceId) {
        throw new AppError('NOT_FOUND');
      }
      // writes through the API are a plan feature (Business and up)
      if (request.method !== 'GET' && request.method !== 'HEAD')
        await assertPlanAllows(app.db.db, key.orgId, 'api_writes');
      request.tenant = { ...tenant, privileges: intersect(tenant.privileges, key.scopes) };
      if (request.workspaceAccess) {
        request.workspaceAccess = {
          ...request.workspaceAccess,
          privileges: intersect(request.workspaceAccess.privileges, key.scopes),
        };
      }
    });
  },
  { name: 'api-key', dependencies: ['session', 'tenant', 'rate-limit'] },
);
