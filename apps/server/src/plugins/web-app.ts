import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** answers with the single-page app's index.html (or the "not built" page) */
    sendWebApp(reply: FastifyReply): FastifyReply;
  }
}

// Vite names every chunk by its content hash, so a cached copy is never stale.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current chunks: browsers must revalidate it on every load.
const NO_CACHE = 'no-cache';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OSM5</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>OSM5 is running, but the web app is not built</h1>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds first), then reload this page.</p>
<p>The API answers under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/**
 * Serves the built web app from config.webDist. Missing files fall through to
 * the app's 404 handler, which calls `sendWebApp` for page routes so that the
 * web app's router renders them (its own not-found page included).
 */
export const webAppPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const built = existsSync(join(config.webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        prefix: '/',
        wildcard: true,
        setHeaders: (reply, path) => {
          const isIndex = path.endsWith('index.html');
          reply.header('cache-control', isIndex ? NO_CACHE : cacheControlFor(path, config.webDist));
        },
      });
    } else {
      app.log.warn({ webDist: config.webDist }, 'web app not built: run `npm run build`');
    }
    app.decorate('sendWebApp', (reply: FastifyReply) =>
      built
        ? reply.header('cache-control', NO_CACHE).sendFile('index.html')
        : reply.status(503).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(notBuiltPage),
    );
  },
  { name: 'web-app' },
);

function cacheControlFor(path: string, root: string): string {
  return path.startsWith(join(root, 'static')) ? IMMUTABLE : NO_CACHE;
}
