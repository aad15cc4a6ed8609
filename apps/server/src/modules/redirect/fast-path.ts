import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { isReservedSlug } from '@osm5/shared/schemas/links';
import { HSTS, pageHeaders } from '../../lib/content-security-policy.ts';
import { type ClientRequest, clientRequestHeaders, type RequestReader } from '../../tracking/client-request.ts';
import type { ClickBatch } from './click-batch.ts';
import type { LinkStore } from './link-store.ts';
import { safeLocation } from './raw-answer.ts';
import type { Answer, RedirectEngine } from './redirect.service.ts';
import { type Domains, visitHeaders, visitOf } from './visit-of.ts';

/**
 * The hot path, before Fastify's routing: a GET or HEAD of a link that is
 * already in the cache is answered with the same engine and the same visit
 * as the route, from the front door's raw requests (front-door.ts) or from
 * Node's request event on connections Node parses. Fastify's per-request work
 * (hooks, the XSRF cookie, the reply object) costs more than the redirect
 * itself. Anything else (a link to load, a miss, a form post, a closing
 * server) is declined before any side effect and goes through Fastify.
 * The front door may first have the link loaded (`prepare`) and offer the
 * visit again, so that a connection does not leave it for a cold cache.
 */
const SLUG_PATH = /^\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Every header the fast path reads (the front door keeps these, and tracking's: raw-request.ts doorHeaders). */
export const fastPathHeaders = [...clientRequestHeaders, ...visitHeaders, 'cookie'] as const;

/** What the fast path reads of a request: Node's IncomingMessage or the front door's raw request. */
export interface FastRequest extends ClientRequest {
  method?: string;
  url?: string;
  headers: Partial<Pick<IncomingHttpHeaders, (typeof fastPathHeaders)[number]>>;
  /**
   * performance.now() when the front door read this request, set when it
   * waited there for its link to load: its latency counts from then, not from
   * the offer that took it.
   */
  readAt?: number;
}

/**
 * Sends the answer; called once the visit's click is spooled (ClickBatch.release).
 * secure: the visit came over HTTPS (a trusted proxy's X-Forwarded-Proto
 * counts), so the answer carries HSTS as every answer of Fastify's does.
 */
export type Respond = (answer: Answer, head: boolean, secure: boolean) => void;

export interface FastPathDeps {
  engine: RedirectEngine;
  store: LinkStore;
  clicks: Pick<ClickBatch, 'release'>;
  reader: RequestReader;
  domains: Domains;
  parseCookie(header: string): Record<string, string | undefined>;
  isClosing(): boolean;
  logger: { error(obj: object, msg: string): void };
}

const empty: Readonly<Record<string, string | undefined>> = Object.freeze({});
const failed: Answer = { type: 'page', status: 500, html: '' };

/** Where a visit goes: its slug on a host, the query's start in its url (-1 without one). */
interface Target {
  method: 'GET' | 'HEAD';
  url: string;
  q: number;
  slug: string;
  host: string;
}

/** The fast path over its dependencies: `take` answers cached visits, `prepare` loads what one lacks. */
export interface FastPath {
  /** Returns false, having done nothing, when the request is not a cached link's: Fastify answers it. */
  take(req: FastRequest, respond: Respond): boolean;
  /**
   * For a request `take` declined: the loading of the link or custom domain it lacks, after which `take`
   * may answer it; null when no loading would help (not a visit, a known miss, a closing server).
   */
  prepare(req: FastRequest): Promise<unknown> | null;
}

export function createFastPath(d: FastPathDeps): FastPath {
  function target(req: FastRequest): Target | null {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || d.isClosing()) return null;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (!SLUG_PATH.test(path)) return null;
    const slug = path.slice(1);
    if (isReservedSlug(slug)) return null;
    return { method, url, q, slug, host: d.reader.host(req).toLowerCase() };
  }

  function takeVisit(req: FastRequest, respond: Respond): boolean {
    const at = target(req);
    if (at === null) return false;
    const { method, url, q, slug, host } = at;
    const now = Date.now();
    const custom = d.store.isOwnHost(host) ? null : d.store.peekDomain(host, now);
    if (custom === undefined) return false;
    const link = d.store.peek(custom ? host : d.domains.shortDomain, slug, now);
    if (!link) return false;

    const cookieHeader = req.headers.cookie;
    const protocol = d.reader.protocol(req);
    const secure = protocol === 'https';
    const visit = visitOf(
      {
        method,
        host,
        protocol,
        ip: d.reader.ip(req),
        slug,
        query: q === -1 ? empty : parseQuery(url.slice(q + 1)),
        headers: req.headers,
        cookies: cookieHeader ? d.parseCookie(cookieHeader) : empty,
      },
      custom,
      d.domains,
    );
    const head = visit.head;
    const answer = d.engine.visitCached(link, visit);
    if (answer instanceof Promise) {
      answer.then(
        (a) => d.clicks.release(() => respond(a, head, secure)),
        (error: unknown) => {
          d.logger.error({ err: error }, 'redirect failed');
          respond(failed, head, secure);
        },
      );
    } else {
      d.clicks.release(() => respond(answer, head, secure));
    }
    return true;
  }

  function prepare(req: FastRequest): Promise<unknown> | null {
    const at = target(req);
    if (at === null) return null;
    const now = Date.now();
    const custom = d.store.isOwnHost(at.host) ? null : d.store.peekDomain(at.host, now);
    if (custom === undefined) return d.store.loadDomain(at.host);
    const domain = custom ? at.host : d.domains.shortDomain;
    // null: a known miss, which Fastify answers with its page
    return d.store.peek(domain, at.slug, now) === undefined ? d.store.load(domain, at.slug) : null;
  }

  return { take: takeVisit, prepare };
}

/** The fast path with each answer timed and counted by `answered` (the metrics: plugins/metrics.ts). */
export function timedTake(
  take: FastPath['take'],
  answered: (startedAt: number, status: number) => void,
): FastPath['take'] {
  return (req, respond) => {
    const startedAt = req.readAt ?? performance.now();
    return take(req, (answer, head, secure) => {
      respond(answer, head, secure);
      answered(startedAt, answer.type === 'fallthrough' ? 404 : answer.status);
    });
  };
}

/** The answer through Node's ServerResponse (a connection Node parses). */
export function writeResponse(res: ServerResponse, a: Answer, head: boolean, secure: boolean): void {
  if (secure) res.setHeader('strict-transport-security', HSTS);
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
    ...pageHeaders(a.html),
  };
  if (a.retryAfterSeconds) headers['retry-after'] = String(a.retryAfterSeconds);
  res.writeHead(a.status, headers);
  res.end(head ? undefined : a.html);
}
