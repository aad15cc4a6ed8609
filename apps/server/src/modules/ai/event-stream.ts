import { PassThrough } from 'node:stream';
import type { AiStreamEvent } from '@osm5/shared/schemas/ai';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorBody } from '../../plugins/error-handler.ts';
import type { AnswerSink } from './ai-answer.ts';

/** How often a comment keeps a quiet stream open (proxies close idle connections). */
export const KEEP_ALIVE_MS = 15_000;

/**
 * Answers the request with a `text/event-stream` and runs `run` on it: each
 * event is written as `event: <name>\ndata: <json>\n\n`, a comment every
 * KEEP_ALIVE_MS keeps it open, and the sink's signal aborts when the client
 * goes away (the user pressed stop). A failure inside `run` becomes an
 * `error` event in the API's error shape, 5xx detail logged and masked.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (sink: AnswerSink) => Promise<void>,
  keepAliveMs = KEEP_ALIVE_MS,
): FastifyReply {
  const stream = new PassThrough();
  const stop = new AbortController();
  const write = (chunk: string) => {
    if (!stream.writableEnded && !stop.signal.aborted) stream.write(chunk);
  };
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stop.abort();
  });
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
  const sink: AnswerSink = {
    signal: stop.signal,
    send: (e: AiStreamEvent) => write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`),
  };
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  // the headers go out at once, so the browser shows the answer as it comes
  write(': start\n\n');
  run(sink)
    .catch((error: unknown) => {
      const body = toErrorBody(error);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'answer failed');
      sink.send({ event: 'error', data: body });
    })
    .finally(() => {
      clearInterval(keepAlive);
      stream.end();
    });
  return reply;
}
