import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsGzip, isFresh, loadTrackerScript } from './tracker-script.service.ts';

/** The stable path sites embed: `<script defer src="https://…/js/osm5.js" data-site="…">`. */
export const TRACKER_SCRIPT_PATH = '/js/osm5.js';

/**
 * GET (and HEAD) /js/osm5.js: the web tracking script, built once when the
 * server starts (a build failure fails the start), served to any site: cached
 * for a day and revalidated for a week by ETag, readable cross-origin, and
 * gzipped for the clients that take it. It never sets a cookie.
 */
export const trackerScriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const script = await loadTrackerScript();
  app.get(
    TRACKER_SCRIPT_PATH,
    {
      logLevel: 'warn',
      config: { xsrfCookie: false },
      // a public asset, not part of the JSON API's document
      schema: { hide: true },
    },
    async (request, reply) => {
      const version = acceptsGzip(request.headers['accept-encoding']) ? script.gzip : script.plain;
      reply.headers({
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        etag: version.etag,
        vary: 'accept-encoding',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
      if (isFresh(request.headers['if-none-match'], version.etag)) return reply.status(304).send();
      if (version === script.gzip) reply.header('content-encoding', 'gzip');
      return reply.type('application/javascript; charset=utf-8').send(version.body);
    },
  );
};
