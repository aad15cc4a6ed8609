import { errorBodySchema } from '@osm5/shared/schemas/error-body';
import { linkBodySchema } from '@osm5/shared/schemas/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../scripts/free-port.mjs';
import { AppError } from '../src/errors.ts';
import { createLinkExample } from '../src/modules/links/links.routes.ts';
import { startTestApp, type TestApp, testMode } from './harness.ts';

/** Probe routes: the error handling every module gets, exercised through real HTTP. */
const probes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/probe',
    {
      schema: {
        body: z.object({ name: z.string().min(4).max(30), owner: z.object({ email: z.email() }) }),
        response: { 200: z.object({ greeting: z.string() }) },
      },
    },
    async (request) => ({ greeting: `hello ${request.body.name}` }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', { message: 'This name is taken.', field: 'name' });
  });
  app.get('/api/test/database-down', async () => {
    // a real driver's failure: PostgreSQL on a port nobody listens on
    const port = await freePort(21_000);
    await new pg.Client({ host: '127.0.0.1', port }).connect();
    return { greeting: 'unreachable' };
  });
  app.get('/api/test/unavailable', async () => {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'ClickHouse at 10.0.0.7 refused',
      cause: new Error('ECONNREFUSED'),
    });
  });
};

describe(`errors, 404 and API description (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ routes: [probes] });
  });
  afterAll(() => t?.close());

  const post = async (body: string) => {
    const csrf = await fetch(`${t.url}/api/auth/csrf`);
    const token = csrf.headers.getSetCookie()[0]?.match(/^XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    return fetch(`${t.url}/api/test/probe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      body,
    });
  };

  it('answers an unknown API route with the JSON error body', async () => {
    const response = await fetch(`${t.url}/api/no/such/thing?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      statusCode: 404,
      status: false,
      code: 'NOT_FOUND',
      message: 'GET /api/no/such/thing does not exist.',
    });
    // in the request's language, like every other error
    const french = await fetch(`${t.url}/api/no/such/thing`, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    const body = (await french.json()) as { code: string; message: string };
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).not.toContain('does not exist');
    expect(body.message.length).toBeGreaterThan(3);
  });

  it('names the first invalid field of a body, nested ones by their path', async () => {
    const short = await post(JSON.stringify({ name: 'ab', owner: { email: 'a@b.co' } }));
    expect(short.status).toBe(400);
    expect(errorBodySchema.parse(await short.json())).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });

    const nested = await post(JSON.stringify({ name: 'abcd', owner: { email: 'nope' } }));
    expect(await nested.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', field: 'owner.email' });

    const ok = await post(JSON.stringify({ name: 'abcd', owner: { email: 'a@b.co' } }));
    expect(await ok.json()).toEqual({ greeting: 'hello abcd' });
  });

  it('answers malformed JSON as a validation error', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
  });

  it('masks the detail of an unexpected failure', async () => {
    const response = await fetch(`${t.url}/api/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({
      statusCode: 500,
      status: false,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error, Please try again.',
    });
  });

  it('masks the detail of a 5xx AppError too, keeping its code', async () => {
    const response = await fetch(`${t.url}/api/test/unavailable`);
    expect(response.status).toBe(503);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).not.toContain('10.0.0.7');
  });

  it('answers a back end that cannot be reached 503, to try again, in the caller’s language', async () => {
    const response = await fetch(`${t.url}/api/test/database-down`, { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).not.toContain('127.0.0.1');
    expect(body.message).not.toBe('The service is temporarily unavailable, please try again.');
  });

  it('answers an AppError with the status of its code, its message and field', async () => {
    const response = await fetch(`${t.url}/api/test/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      statusCode: 409,
      status: false,
      code: 'CONFLICT',
      message: 'This name is taken.',
      field: 'name',
    });
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await fetch(`${t.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
      components?: { schemas?: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']?.get?.responses).toHaveProperty('200');
    expect(doc.paths['/api/ready']?.get?.responses).toHaveProperty('503');
    // every route documents the one error body
    expect(doc.paths['/api/test/probe']?.post?.responses).toHaveProperty('4XX');
    expect(doc.components?.schemas).toHaveProperty('ErrorBody');
    expect(doc.paths['/api/test/probe']?.post?.requestBody).toBeDefined();
    // the reference page's own routes are not part of the API
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    // "Try it out" on Create a short link starts from a body that passes its checks
    const create = doc.paths['/api/orgs/{orgId}/workspaces/{workspaceId}/links']?.post?.requestBody as {
      content: Record<string, { schema: { example?: unknown } }>;
    };
    const example = create.content['application/json']?.schema.example;
    expect(example).toEqual(createLinkExample);
    expect(linkBodySchema().safeParse(example).success).toBe(true);
  });

  it('serves the API reference page', async () => {
    const response = await fetch(`${t.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/swagger/i);
  });
});
