import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse, streamAnswer } from './stream-answer.ts';

describe('parseSse', () => {
  it('reads named events with JSON data and keeps the unfinished tail', () => {
    const { events, rest } = parseSse(
      'event: plan\ndata: {"plan":{"kind":"refusal","reason":"empty","language":"en"}}\n\n: keep-alive\n\nevent: text\ndata: {"delta":"Hel',
    );
    expect(events).toEqual([{ event: 'plan', data: { plan: { kind: 'refusal', reason: 'empty', language: 'en' } } }]);
    expect(rest).toBe('event: text\ndata: {"delta":"Hel');
  });

  it('joins multi-line data, accepts CRLF and skips comments and malformed events', () => {
    const { events, rest } = parseSse(
      'event: text\r\ndata: {"delta":\r\ndata: "lo"}\r\n\r\n:ping\n\nevent: text\ndata: not json\n\nevent: done\ndata: {"chatId":null,"text":"Hello"}\n\n',
    );
    expect(events).toEqual([
      { event: 'text', data: { delta: 'lo' } },
      { event: 'done', data: { chatId: null, text: 'Hello' } },
    ]);
    expect(rest).toBe('');
  });
});

describe('streamAnswer', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 404, status: false, code: 'AI_SESSION_NOT_FOUND', message: 'x' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': keep-alive\n\n');
      res.write('event: text\ndata: {"delta":"Visitors"}\n\n');
      // the rest would come slowly: the client stops first
      const timer = setInterval(() => res.write('event: text\ndata: {"delta":"."}\n\n'), 200);
      req.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands each event over as it arrives, and a stop ends the read quietly', async () => {
    const abort = new AbortController();
    const seen: string[] = [];
    await streamAnswer(`${base}/stream`, { question: 'q' }, abort.signal, (event) => {
      if (event.event === 'text') seen.push(event.data.delta);
      abort.abort();
    });
    expect(seen).toEqual(['Visitors']);
  });

  it('rejects with the error body when the server refuses before streaming', async () => {
    await expect(
      streamAnswer(`${base}/missing`, {}, new AbortController().signal, () => undefined),
    ).rejects.toMatchObject({ statusCode: 404, code: 'AI_SESSION_NOT_FOUND' });
  });
});
