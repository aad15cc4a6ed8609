import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * A body over the route's limit is refused by its declared length, first thing. Otherwise an
 * earlier answer (the CSRF check, sign-in required) goes out while the client is still sending a
 * large body, and a client that asked for the connection to close sees it reset under its upload
 * instead of an answer; every /api route now says 413 in the one error shape. A chunked body has
 * no declared length and is measured by the body parser as it arrives, with the same answer. An
 * upload (multipart) is measured by its route, which names the file field and the file's limit.
 */
export const bodyLimitPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (request.headers['content-type']?.startsWith('multipart/form-data')) return;
      const declared = Number(request.headers['content-length']);
      if (!Number.isFinite(declared)) return;
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
      if (declared > limit) throw new AppError('PAYLOAD_TOO_LARGE');
    });
  },
  { name: 'body-limit' },
);
