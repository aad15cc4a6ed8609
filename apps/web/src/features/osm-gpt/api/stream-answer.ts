import { fallbackError, type HttpError, readDocumentCookie, XSRF_COOKIE, XSRF_HEADER } from '../../../lib/http.ts';
import { reportSessionEnd } from '../../../lib/session-end.ts';
import type { AiStreamEvent } from './ai-types.ts';

/**
 * Splits server-sent events out of the text read so far: each complete event
 * (ended by a blank line) with its name and JSON data; comments (the
 * keep-alive lines starting with ':') are skipped. Returns the unfinished tail
 * to prepend to the next chunk.
 */
export function parseSse(buffer: string): { events: AiStreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: AiStreamEvent[] = [];
  for (const block of blocks) {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    try {
      events.push({ event: name, data: JSON.parse(data.join('\n')) } as AiStreamEvent);
    } catch {
      // a malformed event is dropped; the stream's own 'error' or 'done' still ends it
    }
  }
  return { events, rest };
}

/**
 * POSTs a question and reads the answer as it streams (fetch and a
 * ReadableStream, since EventSource cannot POST): each event is handed to
 * `onEvent` as it arrives. A failure before the stream starts rejects with the
 * normalised HttpError; aborting the signal (the stop button) ends the read
 * quietly.
 */
export async function streamAnswer(
  url: string,
  body: unknown,
  signal: AbortSignal,
  onEvent: (event: AiStreamEvent) => void,
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const token = readDocumentCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal.aborted) return;
    throw fallbackError();
  }
  if (!response.ok || !response.body) {
    let error: HttpError = fallbackError();
    try {
      const parsed = (await response.json()) as Record<string, unknown>;
      if (parsed && typeof parsed === 'object') error = { ...parsed, statusCode: response.status };
    } catch {
      // no JSON body: the transport fallback stands
    }
    reportSessionEnd({ method: 'POST', url }, error);
    throw error;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseSse(buffer);
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
    const last = parseSse(`${buffer}\n\n`);
    for (const event of last.events) onEvent(event);
  } catch {
    if (signal.aborted) return;
    throw fallbackError();
  }
}
