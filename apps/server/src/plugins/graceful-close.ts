import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the moment close() begins (SIGTERM): /api/ready answers 503 from then on */
    readonly draining: boolean;
  }
}

/**
 * The drain, in Fastify's close order: preClose marks the process draining
 * (readiness turns 503 at once, so a load balancer stops sending it
 * requests); the server stops accepting connections and drops the idle ones;
 * requests in flight finish; then the onClose hooks run (the event store's
 * flushes every acknowledged event before it closes).
 *
 * On close, Node stops accepting connections and drops the idle ones, but a
 * keep-alive connection busy with a request becomes idle only after it, and
 * then holds the close open until its keep-alive time-out (72 s). Answering
 * the requests still in flight with `Connection: close` ends those sockets
 * as soon as their response is sent.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.decorate('draining', {
      getter: () => closing,
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
