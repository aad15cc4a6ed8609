import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { ensureReady } from '../cache/redis-cache.ts';
import { VersionWatch } from '../cluster/version-watch.ts';
import { walPosition, walText } from '../db/replicas.ts';
import { sharedKeyPrefix } from '../modules/instance-settings/instance-settings.service.ts';

/** Something the redirect server (or ingestion, for a site) may hold in its cache and must forget. */
export type LinkChange =
  | { type: 'link'; id: string; domain: string; slug: string }
  | { type: 'domain'; hostname: string }
  | { type: 'profile'; handle: string }
  /** an analytics site's settings or status: ingestion's cached copy is stale */
  | { type: 'site'; id: string }
  /** a change was missed (see VersionWatch): forget everything cached */
  | { type: 'all' };

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

/** A change as it travels through Redis: who made it, and the primary's WAL position after it when there are read replicas. */
interface Envelope {
  from: string;
  change: LinkChange;
  readAfter?: string;
}

/** How often the change counter is read: a lost message is noticed within two readings. */
export const VERSION_CHECK_MS = 250;

/** Changes kept while Redis fails, beyond which they are sent as one `all`. */
const MAX_UNSENT = 1_000;

/** INCR the counter and PUBLISH the change with its number, in one step (a script is atomic). */
const PUBLISH_SCRIPT = `local v = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], v .. ' ' .. ARGV[1])
return v`;

/**
 * `app.linkChanges`: the fan-out that keeps every instance's link cache honest.
 * Writers publish after their transaction commits; caches subscribe. Embedded
 * mode has one process, so the local call is all there is. With Redis, each
 * change is numbered by one counter and the counter is read every
 * VERSION_CHECK_MS, so that a message pub/sub lost costs at most about twice
 * that in stale answers (every cache is then dropped) instead of a stale link
 * for ever. Channel and counter carry the installation's prefix: two
 * installations (or test databases) on one Redis never mix their changes.
 * With read replicas, a change carries the primary's WAL position after it,
 * and no instance that heard it reads from a replica that has not replayed
 * it (db/replicas.ts): a cache dropped by the change never loads it back
 * stale.
 *
 * While Redis fails, nothing a writer saved is refused for it: its change is
 * applied here, kept, and published once Redis answers again (many kept
 * changes go as one `all`). And an instance that cannot read the counter
 * cannot know what others changed, so it drops its caches at every failed
 * reading: links load from the database meanwhile, and an edit made anywhere
 * still reaches every answer within about two readings.
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

    const redis = app.redis;
    const replicas = app.db.replicas;
    let watch: VersionWatch | undefined;
    let keys: { version: string; channel: string } | undefined;
    /** changes applied here and not published yet (Redis failed), oldest first */
    let unsent: Envelope[] = [];
    const send = async (envelope: Envelope) => {
      if (!redis || !keys) return;
      ensureReady(redis);
      const version = await redis.eval(PUBLISH_SCRIPT, 2, keys.version, keys.channel, JSON.stringify(envelope));
      watch?.received(Number(version));
    };
    const keep = (envelope: Envelope) => {
      if (unsent.length >= MAX_UNSENT) unsent = [{ from: instance, change: { type: 'all' } }];
      unsent.push(envelope);
    };
    const sendUnsent = async () => {
      while (unsent.length > 0) {
        await send(unsent[0] as Envelope);
        unsent.shift();
      }
    };

    if (redis) {
      const prefix = await sharedKeyPrefix(app.db.db);
      const current = { version: `${prefix}:link-version`, channel: `${prefix}:link-changes` };
      keys = current;
      const subscriber = redis.duplicate();
      // its outages are the main connection's too, logged by the cache and the counter's readings
      subscriber.on('error', () => {});
      await subscriber.subscribe(current.channel);
      const started = new VersionWatch(Number((await redis.get(current.version)) ?? 0));
      watch = started;
      subscriber.on('message', (_channel: string, message: string) => {
        try {
          const space = message.indexOf(' ');
          const version = Number(message.slice(0, space));
          const { from, change, readAfter } = JSON.parse(message.slice(space + 1)) as Envelope;
          if (from !== instance) {
            // a cache that loads again after this must load what the change wrote (db/replicas.ts)
            if (readAfter) replicas?.heard(walPosition(readAfter));
            else replicas?.avoid();
            notify(change);
          }
          started.received(version);
        } catch (error) {
          app.log.warn({ err: error }, 'unreadable link change message');
        }
      });
      let unreachable = false;
      let checking = false;
      /** what others changed is unknown: every cache goes, and what loads again is read where it is current */
      const dropAll = () => {
        replicas?.avoid();
        notify({ type: 'all' });
      };
      const check = async () => {
        if (checking) return;
        checking = true;
        try {
          ensureReady(redis);
          const value = await redis.get(current.version);
          if (unreachable) app.log.info('link change counter readable again');
          unreachable = false;
          if (started.checked(Number(value ?? 0))) {
            app.log.warn('a link change message was missed: every cached link is dropped');
            dropAll();
          }
          await sendUnsent();
        } catch (error) {
          if (!unreachable)
            app.log.warn(
              { err: error },
              'link change counter unreadable: cached links are dropped until it is read again',
            );
          unreachable = true;
          dropAll();
        } finally {
          checking = false;
        }
      };
      const timer = setInterval(() => void check(), VERSION_CHECK_MS).unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await subscriber.quit().catch(() => subscriber.disconnect());
      });
    }

    app.decorate('linkChanges', {
      async publish(change) {
        const position = await replicas?.heardNow();
        notify(change);
        if (!redis || !keys) return;
        const envelope: Envelope = { from: instance, change };
        if (position !== undefined) envelope.readAfter = walText(position);
        // in order: after the ones kept, which the next reading of the counter sends
        if (unsent.length > 0) return keep(envelope);
        try {
          await send(envelope);
        } catch (error) {
          app.log.warn({ err: error }, 'link change not published: kept until Redis answers');
          keep(envelope);
        }
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies LinkChanges);
  },
  { name: 'link-changes', dependencies: ['database', 'cache'] },
);
