import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import fp from 'fastify-plugin';

/** What an X-Request-Id may be to be kept: a uuid, a trace id, nginx's $request_id; nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's request id (the `reqId` of every log line of the request): the
 * X-Request-Id a trusted proxy (TRUSTED_PROXIES) sent, so that one id follows
 * a request through the proxy's log and ours; else a fresh uuid. A client
 * that is not a trusted proxy cannot choose the id its requests are logged under.
 */
export function requestIdGenerator(trustedProxies: readonly string[]): (req: IncomingMessage) => string {
  const trust = trustedProxies.length > 0 ? proxyAddr.compile([...trustedProxies]) : undefined;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (trust && typeof given === 'string' && REQUEST_ID.test(given)) {
      const from = req.socket.remoteAddress;
      if (from && trust(from, 0)) return given;
    }
    return randomUUID();
  };
}

/** Every answer Fastify sends names its request: `X-Request-Id`, the id its log lines carry. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
