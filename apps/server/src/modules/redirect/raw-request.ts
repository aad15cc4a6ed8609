import type { IncomingHttpHeaders } from 'node:http';

/**
 * The request heads the front door answers itself, read from the socket's
 * bytes: a bodiless GET or HEAD in HTTP/1.1 with plain CRLF lines, printable
 * ASCII, no header twice and nothing that changes how the connection or the
 * message is framed. Anything else is declined, untouched, and goes to Node's
 * own parser (llhttp) from its first byte; so this needs to understand only
 * the simplest requests, and the boundary after a head it takes (its blank
 * line, there being no body) is the one llhttp would find.
 */
export interface RawRequest {
  method: 'GET' | 'HEAD';
  /** the request target as sent: origin form (a path and maybe a query) */
  url: string;
  /** lower-case names, one value each, as Node's req.headers gives them */
  headers: IncomingHttpHeaders;
  /** offset of the byte after the head's blank line */
  end: number;
}

/** Not taken: Node's parser reads it (and answers 400, 431 or whatever fits). */
export const DECLINE = 0;
/** Not all of a head yet. */
export const INCOMPLETE = 1;

/** Far more than any link visit needs, well under Node's 16 KB limit (a longer head goes to Node, which enforces it). */
export const MAX_HEAD_BYTES = 8_192;

const BLANK_LINE = Buffer.from('\r\n\r\n');
/** Only tab, printable ASCII and the line breaks: no NUL, no other control byte, no obs-text. */
const UNSAFE = /[^\t\r\n\x20-\x7e]/;
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
/** a field name is a token, with the colon right after it */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Headers that frame a body, change the protocol or ask for an interim
 * answer; `connection` is allowed only as keep-alive (a close is Node's to do).
 */
const FOR_NODE = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'http2-settings', 'te']);

export function readRequestHead(buf: Buffer, from: number): RawRequest | typeof DECLINE | typeof INCOMPLETE {
  const blank = buf.indexOf(BLANK_LINE, from);
  if (blank === -1) return buf.length - from > MAX_HEAD_BYTES ? DECLINE : INCOMPLETE;
  if (blank - from > MAX_HEAD_BYTES) return DECLINE;
  const text = buf.toString('latin1', from, blank);
  if (UNSAFE.test(text)) return DECLINE;
  let lineEnd = text.indexOf('\r\n');
  const first = REQUEST_LINE.exec(lineEnd === -1 ? text : text.slice(0, lineEnd));
  if (!first) return DECLINE;
  // a plain object, as Node's: a name like __proto__ or constructor reads as present and is declined below
  const headers: Record<string, string> = {};
  while (lineEnd !== -1) {
    const start = lineEnd + 2;
    lineEnd = text.indexOf('\r\n', start);
    const line = lineEnd === -1 ? text.slice(start) : text.slice(start, lineEnd);
    // a lone CR or LF would be framed differently by a lenient reader; an empty line cannot occur before the blank one
    if (line.includes('\r') || line.includes('\n')) return DECLINE;
    const colon = line.indexOf(':');
    if (colon < 1) return DECLINE;
    const rawName = line.slice(0, colon);
    if (!TOKEN.test(rawName)) return DECLINE;
    const name = rawName.toLowerCase();
    if (headers[name] !== undefined || FOR_NODE.has(name)) return DECLINE;
    // only tab and space can surround it here (UNSAFE let no other white space through)
    const value = line.slice(colon + 1).trim();
    if (name === 'connection' && value.toLowerCase() !== 'keep-alive') return DECLINE;
    headers[name] = value;
  }
  if (!headers.host) return DECLINE;
  return { method: first[1] as 'GET' | 'HEAD', url: first[2] as string, headers, end: blank + 4 };
}
