import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiPlanAnswer } from '@osm5/shared/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { aiPath, ask, eventOf, orderEvent, seededSite } from './ai-test-helpers.ts';

/**
 * AI_BASE_URL and AI_MODEL set: the server plans with the (fake, local)
 * model endpoint, and answers with the built-in planner when it fails.
 */
describe(`OSM5GPT with a model endpoint (${testMode})`, () => {
  let t: TestApp;
  let model: Server;
  let org: Org;
  let failing = false;
  let calls = 0;
  let lastPrompt = '';

  beforeAll(async () => {
    model = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => {
        calls++;
        lastPrompt = body;
        if (failing) return response.writeHead(503).end();
        const plan = {
          kind: 'query',
          chart: 'bar',
          query: {
            range: { from: '2026-11-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
            metrics: ['visitors'],
            dimensions: ['device_type'],
          },
        };
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(plan) } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    t = await startTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2000' },
    });
    org = await newOrg(t, 'Model Owner');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('plans with the model, answers from its plan, and falls back to the built-in plan when it fails', async () => {
    const planned = await org.owner.client.post<{ data: AiPlanAnswer }>('/api/ai/plan', {
      question: 'how many visitors yesterday?',
      app: 'analytics',
    });
    expect(planned.status, planned.text).toBe(200);
    expect(planned.body.data).toMatchObject({ kind: 'query', chart: 'bar' });
    expect(planned.body.data.understood?.dimensions).toEqual(['device_type']);
    expect(calls).toBe(1);

    const site = await seededSite(t, org);
    t.app.events.writer.append([orderEvent(org, site.id, 'buyer', [{ id: 'mug', name: 'Mug', price: 12 }])]);
    await t.app.events.writer.flush();
    const answer = await ask(org.owner.client, `${aiPath(org)}/lite/messages`, {
      app: 'analytics',
      itemId: site.id,
      question: 'how many visitors yesterday?',
    });
    expect(eventOf(answer, 'result').result.rows[0]).toEqual({ device_type: 'desktop', visitors: 4 });
    // the model is told the site's products, so that it can name one as the store does
    expect(lastPrompt).toContain("The item's products, most ordered first");
    expect(lastPrompt).toContain(': Mug"');

    failing = true;
    const fallback = await org.owner.client.post<{ data: AiPlanAnswer }>('/api/ai/plan', {
      question: 'how many visitors yesterday?',
      app: 'analytics',
    });
    expect(fallback.body.data).toMatchObject({ kind: 'query', chart: 'number' });
    expect(calls).toBe(3);
  });
});
