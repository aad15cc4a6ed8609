import { STATUS_CODES } from 'node:http';
import { commonSecurityHeaders, HSTS, pageHeaders } from '../../lib/content-security-policy.ts';
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
/** by destination, for visits over plain HTTP and over HTTPS (with HSTS) */
const redirects = [new Map<string, string>(), new Map<string, string>()] as const;
let redirectsDate = '';
let redirectsKeepAlive = 0;

/** The HSTS header line of an answer to a visit that came over HTTPS (as Fastify's answers carry it). */
const hstsLine = `strict-transport-security: ${HSTS}\r\n`;

/**
 * close: the connection ends after it (the server is closing); now: for the
 * Date header; secure: the visit came over HTTPS (HSTS).
 */
export function rawAnswer(
  a: Answer,
  head: boolean,
  keepAliveSeconds: number,
  close: boolean,
  now: number,
  secure: boolean,
): string {
  const dateLine = date(now);
  if (a.type === 'redirect' && !close) {
    const remembered = redirects[secure ? 1 : 0];
    if (dateLine !== redirectsDate || keepAliveSeconds !== redirectsKeepAlive || remembered.size >= MAX_REMEMBERED) {
      for (const m of redirects) m.clear();
      redirectsDate = dateLine;
      redirectsKeepAlive = keepAliveSeconds;
    }
    const key = a.status === 302 ? a.url : `${a.status} ${a.url}`;
    let answer = remembered.get(key);
    if (answer === undefined) {
      answer = flat(redirect(a, keepAliveEnding(stampOf(dateLine, secure), keepAliveSeconds)));
      remembered.set(key, answer);
    }
    return answer;
  }
  const stamp = stampOf(dateLine, secure);
  const ending = close ? `${stamp}Connection: close\r\n\r\n` : keepAliveEnding(stamp, keepAliveSeconds);
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

/** The security headers Fastify's hook puts on every answer that is not a redirect (plugins/security-headers.ts). */
const securityLines = Object.entries(commonSecurityHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * A JSON answer of a route answered at the front door (tracking), with the
 * headers Fastify would send: the route's own (`headers`: its request id, its
 * CORS), the JSON type, the common security headers, HSTS over HTTPS, the
 * length, and Node's Date and Connection.
 */
export function rawJsonAnswer(
  status: number,
  body: string,
  headers: readonly [string, string][],
  keepAliveSeconds: number,
  close: boolean,
  now: number,
  secure: boolean,
): string {
  let own = '';
  for (const [name, value] of headers) own += `${name}: ${value}\r\n`;
  const stamp = stampOf(date(now), secure);
  const ending = close ? `${stamp}Connection: close\r\n\r\n` : keepAliveEnding(stamp, keepAliveSeconds);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${own}content-type: application/json; charset=utf-8\r\n${securityLines}content-length: ${Buffer.byteLength(body)}\r\n${ending}${body}`;
}

/** The Date line, after the HSTS line on a secure visit. */
const stampOf = (dateLine: string, secure: boolean) => (secure ? `${hstsLine}${dateLine}` : dateLine);

/** stamp: stampOf's */
function keepAliveEnding(stamp: string, keepAliveSeconds: number): string {
  return `${stamp}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`;
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
