import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@osm5/shared/schemas/error-body';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ANALYTICS_QUERY_SCOPE, isPublicApiRoute } from '../modules/api-keys/public-api.ts';
import { version } from '../version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A valid request body shown by the reference page (its "Try it out" starts from it). */
    bodyExample?: unknown;
  }
}

/**
 * OpenAPI 3.1 generated from the zod schemas the routes declare, served at
 * /api/openapi.json, with the reference page at /api/docs. Must be registered
 * before any route so that it sees them all.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'OSM5 API',
          version,
          description:
            "Every failure answers `{statusCode, status: false, code, message, field?}`. Routes marked `apiKey` also take `Authorization: Bearer osm5_…` (an API key of /settings/api_keys): its power is its scopes ∩ its creator's current privileges, `x-osm5-scope` names the scope a route needs, and `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` tell the key's per-minute budget. To try a route here: **Authorize** with your key, then **Try it out**; the request is sent with the key alone, as a script would send it.",
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'osm5_session' },
            apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'osm5_…' },
          },
        },
      },
      transform: (document) =>
        withBodyExample(
          jsonSchemaTransform({
            ...document,
            schema: withApiKeySecurity(withErrorResponses(document.schema), document.url, document.route?.config),
          }),
          document.route?.config?.bodyExample,
        ),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: tryItConfig });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

/**
 * The reference page's "Try it out": Authorize takes an API key (the `apiKey`
 * scheme), kept for the page only, never in storage. A request carrying a key
 * goes without the session cookie, so it acts as the key alone (no CSRF, as a
 * script's would); without a key, the page's own session is used and writes
 * carry its XSRF header. These functions run in the browser (serialised by
 * @fastify/swagger-ui), so they use nothing from here.
 */
const tryItConfig = {
  tryItOutEnabled: true,
  persistAuthorization: false,
  displayRequestDuration: true,
  requestInterceptor: (built: Record<string, unknown>) => {
    const request = built as { headers: Record<string, string>; credentials?: string };
    const hasKey = Object.keys(request.headers).some((h) => h.toLowerCase() === 'authorization');
    if (hasKey) {
      request.credentials = 'omit';
    } else {
      const page = globalThis as unknown as { document: { cookie: string } };
      const xsrf = page.document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
      if (xsrf) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
    }
    return request;
  },
};

/**
 * Every route can fail with the one error body; saying so once here keeps the
 * document honest without each route restating it. Documentation only: the
 * error handler, not these schemas, shapes the real responses.
 */
function withErrorResponses(schema: FastifySchema & { hide?: boolean }): FastifySchema & { hide?: boolean } {
  if (!schema || schema.hide) return schema;
  const response = typeof schema.response === 'object' && schema.response !== null ? schema.response : {};
  return { ...schema, response: { '4XX': errorBodySchema, '5XX': errorBodySchema, ...response } };
}

/**
 * Marks the public API (modules/api-keys/public-api.ts): a key or a session,
 * and the scope the key needs (the route's declared privilege).
 */
function withApiKeySecurity(
  schema: FastifySchema & { hide?: boolean },
  url: string,
  config: { privilege?: string } | undefined,
): FastifySchema & { hide?: boolean; security?: unknown; 'x-osm5-scope'?: string } {
  if (!schema || schema.hide || !isPublicApiRoute(url)) return schema;
  return {
    ...schema,
    security: [{ apiKey: [] }, { session: [] }],
    'x-osm5-scope': config?.privilege ?? ANALYTICS_QUERY_SCOPE,
  };
}

/**
 * A route's own example of a body, in place of the sample the reference page
 * would make up from the schema (a made-up body rarely passes its checks).
 */
function withBodyExample<T extends { schema: unknown }>(transformed: T, example: unknown): T {
  const schema = transformed.schema as { body?: object } | undefined;
  if (example === undefined || !schema?.body) return transformed;
  return { ...transformed, schema: { ...schema, body: { ...schema.body, example } } };
}
