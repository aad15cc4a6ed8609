import { API_KEY_MARK } from '@osm5/shared/schemas/api-keys';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

/**
 * The public API: the routes an API key may call (Dub's and Shlink's shape:
 * links with their stats, QR logos, analytics queries and reports, sites).
 * Everything else under /api (account, sessions, members, roles, billing, the
 * keys themselves) refuses a key with ACCESS_DENIED. A route's scope is the
 * privilege it declares; the analytics routes check links:read or
 * analytics:read once they know the item. Ingestion (/api/event…) is public:
 * it needs no key and ignores one.
 */
const WORKSPACE = '/api/orgs/:orgId/workspaces/:workspaceId';
export const publicApiRoutePrefixes: readonly string[] = [
  `${WORKSPACE}/links`,
  `${WORKSPACE}/qr-logos`,
  `${WORKSPACE}/sites`,
  `${WORKSPACE}/analytics`,
];

/** Whether a route (its Fastify url pattern) belongs to the public API. */
export const isPublicApiRoute = (routeUrl: string | undefined): boolean =>
  typeof routeUrl === 'string' &&
  publicApiRoutePrefixes.some((prefix) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`));

/** The scope the OpenAPI document names for a public route without a declared privilege. */
export const ANALYTICS_QUERY_SCOPE = 'links:read or analytics:read (by the item queried)';

/** The secret of `Authorization: Bearer osm5_…`, or null when the request carries none. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A bearer starting with our mark: an API key (valid or not). */
export const carriesApiKey = (request: FastifyRequest): boolean => bearerOf(request)?.startsWith(API_KEY_MARK) ?? false;

/**
 * A request authenticated by a key and nothing else: no session cookie rides
 * along, so no page of another site can have made it with the user's session,
 * and CSRF does not apply. A request with both a key and a session cookie
 * stays under CSRF (and acts as the key, never as the session).
 */
export const carriesApiKeyOnly = (request: FastifyRequest): boolean =>
  carriesApiKey(request) && request.cookies[SESSION_COOKIE] === undefined;
