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

/**
 * The keep-alive redirects of the current second, by destination: a link
 * visited many times a second has its answer built (and made one flat string,
 * which the socket writes without walking its pieces) once a second.
 */
const MAX_REMEMBERED = 1_024;
const redirects = new Map<string, string>();
let redirectsDate = '';
let redirectsKeepAlive = 0;

/** close: the connection ends after it (the server is closing); now: for the Date header. */
export function rawAnswer(a: Answer, head: boolean, keepAliveSeconds: number, close: boolean, now: number): string {
  const dateLine = date(now);
  if (a.type === 'redirect' && !close) {
    if (dateLine !== redirectsDate || keepAliveSeconds !== redirectsKeepAlive || redirects.size >= MAX_REMEMBERED) {
      redirects.clear();
      redirectsDate = dateLine;
      redirectsKeepAlive = keepAliveSeconds;
    }
    const key = a.status === 302 ? a.url : `${a.status} ${a.url}`;
    let answer = redirects.get(key);
    if (answer === undefined) {
      answer = flat(redirect(a, keepAliveEnding(dateLine, keepAliveSeconds)));
      redirects.set(key, answer);
    }
    return answer;
  }
  const ending = close ? `${dateLine}Connection: close\r\n\r\n` : keepAliveEnding(dateLine, keepAliveSeconds);
  if (a.type === 'redirect') return redirect(a, ending);
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

function keepAliveEnding(dateLine: string, keepAliveSeconds: number): string {
  return `${dateLine}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`;
}

function redirect(a: Extract<Answer, { type: 'redirect' }>, ending: string): string {
  // the visit never sets a cookie (only the password form's POST does, and that goes through Fastify)
  return `HTTP/1.1 ${a.status} ${STATUS_CODES[a.status]}\r\nlocation: ${safeLocation(a.url)}\r\ncache-control: private, max-age=0\r\ncontent-length: 0\r\n${ending}`;
}

/** One piece: a string built by concatenation is a tree that is walked at every write. */
const flat = (s: string): string => Buffer.from(s, 'latin1').toString('latin1');

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
