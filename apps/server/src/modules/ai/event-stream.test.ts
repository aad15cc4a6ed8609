import { parseAiStreamBlock } from '@osm5/shared/schemas/ai';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { sendEventStream } from './event-stream.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function streamOf(run: Parameters<typeof sendEventStream>[2], keepAliveMs = 1000) {
  const app = Fastify({ logger: false });
  app.get('/s', async (request, reply) => sendEventStream(request, reply, run, keepAliveMs));
  const res = await app.inject({ method: 'GET', url: '/s' });
  await app.close();
  const events = res.body.split('\n\n').map(parseAiStreamBlock).filter(Boolean);
  return { res, events };
}

describe('sendEventStream', () => {
  it('writes named JSON events, and comments that keep a slow stream open', async () => {
    const { res, events } = await streamOf(async (sink) => {
      sink.send({ event: 'text', data: { delta: 'Hello ' } });
      await sleep(120);
      sink.send({ event: 'done', data: { chatId: null, text: 'Hello' } });
    }, 30);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(events).toEqual([
      { event: 'text', data: { delta: 'Hello ' } },
      { event: 'done', data: { chatId: null, text: 'Hello' } },
    ]);
    expect(res.body.match(/^: keep-alive$/gm)?.length).toBeGreaterThanOrEqual(2);
  });

  it("turns a failure into an error event in the API's error shape, masking 5xx detail", async () => {
    const notFound = await streamOf(async () => {
      throw new AppError('NOT_FOUND', { message: 'This link or site does not exist.' });
    });
    expect(notFound.events).toEqual([
      {
        event: 'error',
        data: { statusCode: 404, status: false, code: 'NOT_FOUND', message: 'This link or site does not exist.' },
      },
    ]);
    const crash = await streamOf(async (sink) => {
      sink.send({ event: 'text', data: { delta: 'x' } });
      throw new Error('connection to the event store lost at 10.0.0.3');
    });
    expect(crash.events.at(-1)).toEqual({
      event: 'error',
      data: {
        statusCode: 500,
        status: false,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal server error, Please try again.',
      },
    });
    expect(crash.res.body).not.toContain('10.0.0.3');
  });
});
