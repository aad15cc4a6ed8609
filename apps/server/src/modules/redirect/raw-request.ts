import { ingestionHeaders } from '../ingestion/ingestion-headers.ts';
import { fastPathHeaders } from './fast-path.ts';

/**
 * The request heads the front door answers itself, read from the socket's
 * bytes: a bodiless GET or HEAD, or a POST whose body has a Content-Length
 * (tracking), in HTTP/1.1 with plain CRLF lines, printable ASCII, no header
 * twice and nothing else that changes how the connection or the message is
 * framed. Anything else is declined, untouched, and goes to Node's own parser
 * (llhttp) from its first byte; so this needs to understand only the simplest
 * requests, and the boundary after a request it takes (its blank line, plus
 * the Content-Length of a POST) is the one llhttp would find.
 */
export interface RawRequest {
  method: 'GET' | 'HEAD' | 'POST';
  /** the request target as sent: origin form (a path and maybe a query) */
  url: string;
  /**
   * The headers the front door's takers read (doorHeaders), as Node's
   * req.headers gives them: lower-case names, one value each. Others are
   * checked and skipped, never copied.
   */
  headers: DoorHeaders;
  /** offset of the byte after the head's blank line */
  end: number;
  /** a POST's Content-Length (its body follows the head); 0 for GET and HEAD */
  bodyLength: number;
}

/** Every header a taker at the front door reads: the visit's (fast-path.ts) and tracking's. */
export const doorHeaders = [...fastPathHeaders, ...ingestionHeaders] as const;
export type DoorHeaders = Partial<Record<(typeof doorHeaders)[number], string>>;

/** Not taken: Node's parser reads it (and answers 400, 431 or whatever fits). */
export const DECLINE = 0;
/** Not all of a head yet. */
export const INCOMPLETE = 1;

/** Far more than any link visit needs, well under Node's 16 KB limit (a longer head goes to Node, which enforces it). */
export const MAX_HEAD_BYTES = 8_192;
/** The largest body taken: a tracking batch's limit (a longer one goes to Node, which answers 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Header field name bytes (RFC 9110 token), by byte value. */
const TOKEN = new Uint8Array(128);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  TOKEN[c.charCodeAt(0)] = 1;

/** Header value bytes: tab and printable ASCII, by byte value. */
const VALUE_BYTE = new Uint8Array(256);
VALUE_BYTE[9] = 1;
VALUE_BYTE.fill(1, 0x20, 0x7f);

const CR = 13;
const LF = 10;
const SP = 32;
const HTAB = 9;
const GET = Buffer.from('GET ');
const HEAD = Buffer.from('HEAD ');
const POST = Buffer.from('POST ');
const VERSION = Buffer.from(' HTTP/1.1\r\n');

/**
 * What a header's name makes of the request: kept (a taker reads it), Node's
 * (it frames a body another way, changes the protocol or asks for an interim
 * answer), `connection` (allowed as keep-alive only: a close is Node's to
 * do), `content-length` (a POST's body; a GET or HEAD with one is Node's), or
 * neither: checked and skipped.
 */
const KEEP = 1;
const FOR_NODE = 2;
const CONNECTION = 3;
const LENGTH = 4;
interface KnownName {
  name: string;
  lower: Buffer;
  kind: typeof KEEP | typeof FOR_NODE | typeof CONNECTION | typeof LENGTH;
}
/** the known names by length, so most headers are passed over after one array read */
const knownByLength: KnownName[][] = [];
for (const [names, kind] of [
  [doorHeaders, KEEP],
  [['transfer-encoding', 'upgrade', 'expect', 'http2-settings', 'te'], FOR_NODE],
  [['connection'], CONNECTION],
  [['content-length'], LENGTH],
] as const) {
  for (const name of names) {
    const sameLength = knownByLength[name.length] ?? [];
    sameLength.push({ name, lower: Buffer.from(name), kind });
    knownByLength[name.length] = sameLength;
  }
}

/** The known name at buf[start, end), matched without regard to case, if it is one. */
function knownName(buf: Buffer, start: number, end: number): KnownName | undefined {
  const candidates = knownByLength[end - start];
  if (candidates === undefined) return undefined;
  outer: for (const known of candidates) {
    // the bytes are token bytes already: OR-ing 0x20 lowers a letter and changes none that a name could hold
    for (let j = 0; j < known.lower.length; j++)
      if (((buf[start + j] as number) | 0x20) !== known.lower[j]) continue outer;
    return known;
  }
  return undefined;
}

/** buf holds prefix at `at` (compared byte by byte: a native call costs more for so few). */
function startsWith(buf: Buffer, at: number, prefix: Buffer): boolean {
  if (buf.length - at < prefix.length) return false;
  for (let j = 0; j < prefix.length; j++) if (buf[at + j] !== prefix[j]) return false;
  return true;
}

/** buf ends, from `at`, with the start of prefix: more bytes may complete it. */
function endsWithStartOf(buf: Buffer, at: number, prefix: Buffer): boolean {
  if (buf.length - at >= prefix.length) return false;
  for (let j = at; j < buf.length; j++) if (buf[j] !== prefix[j - at]) return false;
  return true;
}

/**
 * One pass over the bytes, each checked as it is read: only tab, printable
 * ASCII and CRLF line ends; a token name with the colon right after it.
 */
export function readRequestHead(buf: Buffer, from: number): RawRequest | typeof DECLINE | typeof INCOMPLETE {
  const end = buf.length;
  // the bytes so far end inside a head: wait for more, unless it is already too long
  const more = end - from > MAX_HEAD_BYTES ? DECLINE : INCOMPLETE;
  const method = startsWith(buf, from, GET)
    ? 'GET'
    : startsWith(buf, from, HEAD)
      ? 'HEAD'
      : startsWith(buf, from, POST)
        ? 'POST'
        : null;
  if (method === null)
    return endsWithStartOf(buf, from, GET) || endsWithStartOf(buf, from, HEAD) || endsWithStartOf(buf, from, POST)
      ? more
      : DECLINE;
  let i = from + method.length + 1;
  const targetStart = i;
  if (i < end && buf[i] !== 0x2f) return DECLINE; // origin form: a path
  while (i < end && (buf[i] as number) > SP && (buf[i] as number) < 0x7f) i++;
  if (i === end) return more;
  const url = buf.toString('latin1', targetStart, i);
  if (!startsWith(buf, i, VERSION)) return endsWithStartOf(buf, i, VERSION) ? more : DECLINE;
  i += VERSION.length;

  const headers: Record<string, string> = {};
  let bodyLength = -1;
  for (;;) {
    if (i - from > MAX_HEAD_BYTES) return DECLINE;
    if (i >= end) return more;
    if (buf[i] === CR) {
      // the blank line: the head ends after its LF
      if (i + 1 >= end) return more;
      if (buf[i + 1] !== LF || headers.host === undefined) return DECLINE;
      // a POST without a length would be Node's to frame (no body); GET and HEAD never get this far with one
      if (method === 'POST' && bodyLength === -1) return DECLINE;
      return { method, url, headers, end: i + 2, bodyLength: Math.max(0, bodyLength) };
    }
    const nameStart = i;
    while (i < end && (buf[i] as number) < 128 && TOKEN[buf[i] as number] === 1) i++;
    if (i === end) return more;
    if (i === nameStart || buf[i] !== 0x3a) return DECLINE; // an empty name, a space or anything else before the colon
    const known = knownName(buf, nameStart, i);
    i++;
    while (i < end && (buf[i] === SP || buf[i] === HTAB)) i++;
    const valueStart = i;
    // the line's end found natively, then its bytes checked in a tight loop
    const cr = buf.indexOf(CR, i);
    const lineEnd = cr === -1 ? end : cr;
    // tab and printable ASCII only: no lone LF, no other control byte, no obs-text
    for (; i < lineEnd; i++) if (VALUE_BYTE[buf[i] as number] === 0) return DECLINE;
    if (cr === -1) return more;
    let valueEnd = i;
    while (valueEnd > valueStart && (buf[valueEnd - 1] === SP || buf[valueEnd - 1] === HTAB)) valueEnd--;
    if (i + 1 >= end) return more;
    if (buf[i + 1] !== LF) return DECLINE;
    i += 2;
    if (known === undefined) continue;
    if (known.kind === FOR_NODE || headers[known.name] !== undefined) return DECLINE;
    if (known.kind === LENGTH) {
      if (method !== 'POST' || bodyLength !== -1) return DECLINE;
      bodyLength = lengthOf(buf, valueStart, valueEnd);
      if (bodyLength === -1) return DECLINE;
      continue;
    }
    const value = buf.toString('latin1', valueStart, valueEnd);
    if (known.kind === CONNECTION) {
      if (value.toLowerCase() !== 'keep-alive') return DECLINE;
    } else headers[known.name] = value;
  }
}

/** A Content-Length of digits only, up to MAX_BODY_BYTES; else -1 (Node's to judge). */
function lengthOf(buf: Buffer, start: number, end: number): number {
  if (start === end || end - start > 7) return -1;
  let n = 0;
  for (let j = start; j < end; j++) {
    const digit = (buf[j] as number) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n <= MAX_BODY_BYTES ? n : -1;
}
