import fp from 'fastify-plugin';

/**
 * On close, Node stops accepting connections and drops the idle ones, but a
 * keep-alive connection busy with a request becomes idle only after it, and
 * then holds the close open until its keep-alive time-out (72 s). Answering
 * the requests still in flight with `Connection: close` ends those sockets
 * as soon as their response is sent.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
