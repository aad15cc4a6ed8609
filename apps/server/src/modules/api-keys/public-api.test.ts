import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerOf, carriesApiKeyOnly, isPublicApiRoute } from './public-api.ts';

const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('the public API and the bearer', () => {
  it('takes the links, QR logos, sites and analytics routes of a workspace, and nothing else', () => {
    const ws = '/api/orgs/:orgId/workspaces/:workspaceId';
    for (const url of [
      `${ws}/links`,
      `${ws}/links/:linkId/stats`,
      `${ws}/qr-logos`,
      `${ws}/sites/:siteId`,
      `${ws}/analytics/query`,
    ]) {
      expect(isPublicApiRoute(url), url).toBe(true);
    }
    for (const url of [
      '/api/me/tenants',
      '/api/orgs/:orgId/api-keys',
      '/api/orgs/:orgId/members',
      `${ws}/linkslike`,
      `${ws}/imports`,
      '/api/orgs/:orgId/workspaces',
      undefined,
    ]) {
      expect(isPublicApiRoute(url), String(url)).toBe(false);
    }
  });

  it('reads the secret of an Authorization: Bearer header, in any case of the scheme', () => {
    expect(bearerOf(request({ authorization: 'Bearer osm5_abc' }))).toBe('osm5_abc');
    expect(bearerOf(request({ authorization: 'bearer   osm5_abc ' }))).toBe('osm5_abc');
    expect(bearerOf(request({ authorization: 'Basic dXNlcjpwdw==' }))).toBeNull();
    expect(bearerOf(request({}))).toBeNull();
  });

  it('exempts from CSRF only a key that comes without a session cookie', () => {
    expect(carriesApiKeyOnly(request({ authorization: 'Bearer osm5_abc' }))).toBe(true);
    expect(carriesApiKeyOnly(request({ authorization: 'Bearer osm5_abc' }, { 'XSRF-TOKEN': 'x' }))).toBe(true);
    expect(carriesApiKeyOnly(request({ authorization: 'Bearer osm5_abc' }, { osm5_session: 's' }))).toBe(false);
    expect(carriesApiKeyOnly(request({ authorization: 'Bearer other' }))).toBe(false);
    expect(carriesApiKeyOnly(request({}))).toBe(false);
  });
});
