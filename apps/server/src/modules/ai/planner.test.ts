import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiPlanRequest } from '@osm5/shared/ai/plan';
import { planQuestion } from '@osm5/shared/ai/planner/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanner } from './planner.ts';

/**
 * The model planner against a fake OpenAI-compatible endpoint this test
 * starts on 127.0.0.1: a valid answer is used; invalid JSON, an invalid plan,
 * a 500, a refused connection and a slow answer all fall back to the built-in plan.
 */
type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const modelPlan = {
  kind: 'query',
  chart: 'bar',
  query: {
    range: { from: '2026-11-01T00:00:00Z', to: '2026-11-21T00:00:00Z' },
    metrics: ['pageviews'],
    dimensions: ['browser'],
    limit: 3,
  },
};
const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

describe('model planner', () => {
  let server: Server;
  let url: string;
  let reply: Reply = () => {};
  const seen: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const warnings: unknown[] = [];
  const log = { warn: (obj: unknown) => warnings.push(obj) };
  const req: AiPlanRequest = {
    question: 'how many visitors yesterday?',
    app: 'analytics',
    now: '2026-11-21T12:00:00Z',
    timeZone: 'Europe/Paris',
  };
  const builtin = planQuestion(req);
  const planner = (timeoutMs = 2000) =>
    createPlanner({ baseUrl: `${url}/v1`, apiKey: 'test-key', model: 'tiny', timeoutMs }, log);

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (c) => {
        body += c;
      });
      request.on('end', () => {
        seen.push({ path: request.url ?? '', auth: request.headers.authorization, body: JSON.parse(body) });
        reply(request, response, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uses a valid structured answer, in the item zone, asking with the schema, the key and the question', async () => {
    reply = (_q, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(completion(JSON.stringify(modelPlan)));
    const plan = await planner().plan(req);
    expect(plan.planner).toBe('model');
    expect(plan).toMatchObject({ kind: 'query', chart: 'bar', language: 'en' });
    if (plan.kind !== 'query') throw new Error('expected a query');
    expect(plan.query.dimensions).toEqual(['browser']);
    expect(plan.query.timeZone).toBe('Europe/Paris');
    const asked = seen.at(-1);
    expect(asked?.path).toBe('/v1/chat/completions');
    expect(asked?.auth).toBe('Bearer test-key');
    expect(asked?.body).toMatchObject({ model: 'tiny', response_format: { type: 'json_schema' } });
    expect(JSON.stringify(asked?.body.messages)).toContain('how many visitors yesterday?');
    expect(JSON.stringify(asked?.body.messages)).toContain('Europe/Paris');
  });

  const fallbacks: [string, Reply][] = [
    ['content that is not JSON', (_q, res) => res.writeHead(200).end(completion('Sure! Here is your plan: visitors'))],
    ['a body that is not JSON', (_q, res) => res.writeHead(200).end('<html>oops</html>')],
    [
      'a plan the schema refuses',
      (_q, res) => res.writeHead(200).end(completion(JSON.stringify({ kind: 'query', chart: 'pie', query: {} }))),
    ],
    [
      'SQL instead of a plan',
      (_q, res) => res.writeHead(200).end(completion(JSON.stringify({ kind: 'sql', sql: 'select * from events' }))),
    ],
    ['a 500', (_q, res) => res.writeHead(500).end('{"error":"overloaded"}')],
    [
      'a slow answer',
      (_q, res) => setTimeout(() => res.writeHead(200).end(completion(JSON.stringify(modelPlan))), 1500),
    ],
  ];
  for (const [name, behaviour] of fallbacks) {
    it(`falls back to the built-in plan on ${name}`, async () => {
      reply = behaviour;
      const before = warnings.length;
      const plan = await planner(300).plan(req);
      expect(plan).toEqual({ ...builtin, planner: 'builtin' });
      expect(warnings.length).toBe(before + 1);
    });
  }

  it('falls back when the endpoint is unreachable, and plans alone without a model', async () => {
    const closed = createPlanner(
      { baseUrl: 'http://127.0.0.1:1/v1', apiKey: undefined, model: 'tiny', timeoutMs: 500 },
      log,
    );
    expect(await closed.plan(req)).toEqual({ ...builtin, planner: 'builtin' });
    const count = seen.length;
    const alone = createPlanner({ baseUrl: undefined, apiKey: undefined, model: undefined, timeoutMs: 500 }, log);
    expect(await alone.plan(req)).toEqual({ ...builtin, planner: 'builtin' });
    expect(seen.length).toBe(count);
  });
});
