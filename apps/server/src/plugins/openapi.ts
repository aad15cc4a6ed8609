import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBodySchema } from '@osm5/shared/schemas/error-body';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { version } from '../version.ts';

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
          description: 'Every failure answers `{statusCode, status: false, code, message, field?}`.',
        },
      },
      transform: (document) => jsonSchemaTransform({ ...document, schema: withErrorResponses(document.schema) }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

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
