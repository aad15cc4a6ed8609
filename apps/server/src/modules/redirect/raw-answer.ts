import { STATUS_CODES } from 'node:http';
import { pageHeaders } from '../../lib/content-security-policy.ts';
import type { Answer } from './redirect.service.ts';

/**
 * An answer of the redirect engine as the bytes of an HTTP/1.1 response, with
 * the headers Node's ServerResponse would add (Date, Connection, Keep-Alive),
 * for the front door, which writes to the socket itself. The same headers as
 * the fast path's ServerResponse writer, so a visitor cannot tell them apart.
 */
let dateLine = '';
let dateUntil = 0;

/** Date changes once a second: built then, as Node does. */
function date(now: number): string {
  if (now >= dateUntil) {
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
    dateUntil = now - (now % 1000) + 1000;
  }
  return dateLine;
}

/** close: the connection ends after it (the server is closing); now: for the Date header. */
export function rawAnswer(a: Answer, head: boolean, keepAliveSeconds: number, close: boolean, now: number): string {
  const ending = `${date(now)}${close ? 'Connection: close\r\n' : `Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n`}\r\n`;
  if (a.type === 'redirect') {
    // the visit never sets a cookie (only the password form's POST does, and that goes through Fastify)
    return `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status]}\r\nlocation: ${safeLocation(a.url)}\r\ncache-control: private, max-age=0\r\ncontent-length: 0\r\n${ending}`;
  }
  if (a.type === 'fallthrough') {
    // a cached link never misses; answered like any unknown page rather than left hanging
    return `HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n${ending}`;
  }
  const cache = a.cache === 'private' ? 'private, max-age=0' : 'no-store';
  const retry = a.retryAfterSeconds ? `retry-after: ${a.retryAfterSeconds}\r\n` : '';
  let security = '';
  for (const [name, value] of Object.entries(pageHeaders(a.html))) security += `${name}: ${value}\r\n`;
  return `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status] ?? ''}\r\ncontent-type: text/html; charset=utf-8\r\ncache-control: ${cache}\r\ncontent-length: ${Buffer.byteLength(a.html)}\r\n${retry}${security}${ending}${head ? '' : a.html}`;
}

/** A header may carry visible ASCII only: anything else in a destination is percent-encoded. */
export function safeLocation(url: string): string {
  if (!/[^\x21-\x7e]/.test(url)) return url;
  return url.replace(/[^\x21-\x7e]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return ''; // a lone surrogate has no encoding
    }
  });
}
