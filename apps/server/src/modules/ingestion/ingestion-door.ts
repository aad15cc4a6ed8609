import type { IncomingMessage } from 'node:http';
import { eventBatchSchema, webEventSchema } from '@osm5/shared';
import type { RequestReader } from '../../tracking/client-request.ts';
import type { PostReply, PostRequest } from '../redirect/front-door.ts';
import type { LinkStore } from '../redirect/link-store.ts';
import { type IngestionDeps, ingestBatch, ingestWebEvent } from './ingestion.service.ts';
import type { IngestRequest } from './visit.ts';

/** The tracking endpoints and their body limits (ingestion.routes.ts registers the same). */
export const EVENT_PATH = '/api/event';
export const BATCH_PATH = '/api/event/batch';
/** One web event is a few hundred bytes; a batch of 500 stays under Fastify's default 1 MB. */
export const EVENT_BODY_LIMIT = 64 * 1024;
export const BATCH_BODY_LIMIT = 1024 * 1024;

/** What the route and the door read of a request's headers alike. */
export function ingestRequestOf(
  ip: string,
  h: { 'user-agent'?: string; 'accept-language'?: string; dnt?: string; 'sec-gpc'?: string },
): IngestRequest {
  return {
    ip,
    userAgent: h['user-agent'] ?? '',
    acceptLanguage: h['accept-language'],
    optOut: h.dnt === '1' || h['sec-gpc'] === '1',
  };
}

export interface IngestionDoorDeps {
  ingestion: IngestionDeps;
  reader: RequestReader;
  /**
   * The link cache's hosts: tracking is taken on a host the app answers as
   * itself, its own or one known not to be a custom domain (a custom domain
   * answers short links only, and its 404 is Fastify's; a host not known yet
   * is looked up on Fastify's path)
   */
  hosts: Pick<LinkStore, 'isOwnHost' | 'peekDomain'>;
  /** Fastify's request id for a request (plugins/request-id.ts) */
  requestId(req: IncomingMessage): string;
  isClosing(): boolean;
  /** an answer given here, for the metrics (Fastify counts its own) */
  answered(route: string, status: number): void;
}

/** The JSON types Fastify parses these routes' bodies under (ingestion.routes.ts); anything else is Node's. */
const JSON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;
/** Keys Fastify's JSON parser refuses (prototype poisoning): such a body is left to it, to refuse. */
const POISON = [Buffer.from('__proto__'), Buffer.from('constructor')];

/**
 * The tracking endpoints answered at the front door (front-door.ts), on the
 * same service as the routes (ingestion.service.ts): an event or a batch of a
 * known site, valid, is spooled and answered 202 here with the answer Fastify
 * would give, without Fastify's per-request work, and on every worker of an
 * embedded cluster (whose connections would otherwise be relayed to the
 * writer). Whatever would not be a 202 (a body that is not JSON or not valid,
 * an unknown site, a plan's limit, a full disk) is declined before or after
 * looking, having stored nothing, and the routes answer it with their errors
 * in the user's language.
 */
export function createIngestionDoor(d: IngestionDoorDeps): (req: PostRequest, reply: PostReply) => boolean {
  return (req, reply) => {
    if (d.isClosing()) return false;
    const q = req.url.indexOf('?');
    const path = q === -1 ? req.url : req.url.slice(0, q);
    const batch = path === BATCH_PATH;
    if (!batch && path !== EVENT_PATH) return false;
    if (req.body.length > (batch ? BATCH_BODY_LIMIT : EVENT_BODY_LIMIT)) return false;
    const type = req.headers['content-type'];
    if (type !== undefined && !JSON_TYPE.test(type)) return false;
    const host = d.reader.host(req).toLowerCase();
    if (!d.hosts.isOwnHost(host) && d.hosts.peekDomain(host, Date.now()) !== null) return false;
    if (POISON.some((key) => req.body.includes(key))) return false;
    let json: unknown;
    try {
      json = JSON.parse(req.body.toString('utf8'));
    } catch {
      return false;
    }
    const facts = ingestRequestOf(d.reader.ip(req), req.headers);
    let work: Promise<unknown>;
    if (batch) {
      const parsed = eventBatchSchema.safeParse(json);
      if (!parsed.success) return false;
      work = ingestBatch(d.ingestion, facts, parsed.data);
    } else {
      const parsed = webEventSchema.safeParse(json);
      if (!parsed.success) return false;
      work = ingestWebEvent(d.ingestion, facts, parsed.data);
    }
    const secure = d.reader.protocol(req) === 'https';
    const id = d.requestId(req as unknown as IncomingMessage);
    work.then(
      (data) => {
        reply.json(202, JSON.stringify({ status: true, data }), secure, [
          ['x-request-id', id],
          ['access-control-allow-origin', '*'],
        ]);
        d.answered(path, 202);
      },
      () => reply.decline(),
    );
    return true;
  };
}
