import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

/** Something the redirect server (or ingestion, for a site) may hold in its cache and must forget. */
export type LinkChange =
  | { type: 'link'; id: string; domain: string; slug: string }
  | { type: 'domain'; hostname: string }
  | { type: 'profile'; handle: string }
  /** an analytics site's settings or status: ingestion's cached copy is stale */
  | { type: 'site'; id: string };

export type LinkChangeListener = (change: LinkChange) => void;

export interface LinkChanges {
  /** tells this instance at once, and every other instance through Redis when there is one */
  publish(change: LinkChange): Promise<void>;
  subscribe(listener: LinkChangeListener): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    linkChanges: LinkChanges;
  }
}

const CHANNEL = 'osm5:link-changes';

/**
 * `app.linkChanges`: the fan-out that keeps every instance's link cache honest.
 * Writers publish after their transaction commits; caches subscribe. Embedded
 * mode has one process, so the local call is all there is.
 */
export const linkChangesPlugin = fp(
  async (app) => {
    const listeners = new Set<LinkChangeListener>();
    const instance = randomUUID();
    const notify = (change: LinkChange) => {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          app.log.error({ err: error }, 'link change listener failed');
        }
      }
    };

    const subscriber = app.redis?.duplicate() ?? null;
    if (subscriber) {
      await subscriber.subscribe(CHANNEL);
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const { from, change } = JSON.parse(message) as { from: string; change: LinkChange };
          if (from !== instance) notify(change);
        } catch (error) {
          app.log.warn({ err: error }, 'unreadable link change message');
        }
      });
      app.addHook('onClose', async () => {
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }

    app.decorate('linkChanges', {
      async publish(change) {
        notify(change);
        await app.redis?.publish(CHANNEL, JSON.stringify({ from: instance, change }));
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies LinkChanges);
  },
  { name: 'link-changes', dependencies: ['cache'] },
);
