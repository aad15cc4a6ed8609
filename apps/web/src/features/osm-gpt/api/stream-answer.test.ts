import { describe, expect, it } from 'vitest';
import { parseSse } from './stream-answer.ts';

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
