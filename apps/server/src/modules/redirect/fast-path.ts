import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { isReservedSlug } from '@osm5/shared/schemas/links';
import type { RequestReader } from '../../tracking/client-request.ts';
import type { ClickBatch } from './click-batch.ts';
import type { LinkStore } from './link-store.ts';
import type { Answer, RedirectEngine } from './redirect.service.ts';
import { type Domains, visitOf } from './visit-of.ts';

/**
 * The hot path, before Fastify's routing: a GET or HEAD of a link that is
 * already in the cache is answered straight from Node's request event, with
 * the same engine and the same visit as the route. Fastify's per-request
 * work (hooks, the XSRF cookie, the reply object) costs more than the
 * redirect itself. Anything else (a link to load, a miss, a form post, a
 * closing server) returns false and goes through Fastify as usual.
 */
const SLUG_PATH = /^\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface FastPathDeps {
  engine: RedirectEngine;
  store: LinkStore;
  clicks: ClickBatch;
  reader: RequestReader;
  domains: Domains;
  parseCookie(header: string): Record<string, string | undefined>;
  isClosing(): boolean;
  logger: { error(obj: object, msg: string): void };
}

const empty: Readonly<Record<string, string | undefined>> = Object.freeze({});

export function createFastPath(d: FastPathDeps) {
  return function fastRedirect(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || d.isClosing()) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (!SLUG_PATH.test(path)) return false;
    const slug = path.slice(1);
    if (isReservedSlug(slug)) return false;
    const now = Date.now();
    const host = d.reader.host(req).toLowerCase();
    const custom = d.store.isOwnHost(host) ? null : d.store.peekDomain(host, now);
    if (custom === undefined) return false;
    if (!d.store.peek(custom ? host : d.domains.shortDomain, slug, now)) return false;

    const cookieHeader = req.headers.cookie;
    const visit = visitOf(
      {
        method,
        host,
        protocol: d.reader.protocol(req),
        ip: d.reader.ip(req),
        slug,
        query: q === -1 ? empty : parseQuery(url.slice(q + 1)),
        headers: req.headers,
        cookies: cookieHeader ? d.parseCookie(cookieHeader) : empty,
      },
      custom,
      d.domains,
    );
    const answer = d.engine.visit(visit);
    if (answer instanceof Promise) {
      answer.then(
        (a) => d.clicks.release(() => write(res, a, visit.head)),
        (error: unknown) => {
          d.logger.error({ err: error }, 'redirect failed');
          if (!res.headersSent) res.writeHead(500, { 'content-length': '0' });
          res.end();
        },
      );
    } else {
      const head = visit.head;
      d.clicks.release(() => write(res, answer, head));
    }
    return true;
  };
}

function write(res: ServerResponse, a: Answer, head: boolean): void {
  if (a.type === 'redirect') {
    // the flat form goes to the header writer as it is (no object to build and walk)
    res.writeHead(a.status, [
      'location',
      safeLocation(a.url),
      'cache-control',
      'private, max-age=0',
      'content-length',
      '0',
    ]);
    res.end();
    return;
  }
  if (a.type === 'fallthrough') {
    // a cached link never misses; answered like any unknown page rather than left hanging
    res.writeHead(404, { 'content-length': '0' });
    res.end();
    return;
  }
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': a.cache === 'private' ? 'private, max-age=0' : 'no-store',
    'content-length': String(Buffer.byteLength(a.html)),
  };
  if (a.retryAfterSeconds) headers['retry-after'] = String(a.retryAfterSeconds);
  res.writeHead(a.status, headers);
  res.end(head ? undefined : a.html);
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
