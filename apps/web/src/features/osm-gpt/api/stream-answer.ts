import { parseAiStreamBlock } from '@osm5/shared/schemas/ai';
import {
  fallbackError,
  type HttpError,
  httpErrorOf,
  readDocumentCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../../lib/http.ts';
import { reportSessionEnd } from '../../../lib/session-end.ts';
import type { AiStreamEvent } from './ai-types.ts';

/**
 * Splits the server-sent events out of the text read so far, each complete
 * block (ended by a blank line) read by the shared parser; comments (the
 * keep-alive lines) and malformed blocks are skipped. Returns the unfinished
 * tail to prepend to the next chunk.
 */
export function parseSse(buffer: string): { events: AiStreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: AiStreamEvent[] = [];
  for (const block of blocks) {
    try {
      const event = parseAiStreamBlock(block);
      if (event) events.push(event);
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
      // the shared reading of an error body: its `messageKey` is what the page translates
      error = httpErrorOf(await response.json(), response.status);
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
