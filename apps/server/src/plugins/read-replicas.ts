import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { readScope, scopeWrote, walPosition, walText } from '../db/replicas.ts';
import { sharedKeyPrefix } from '../modules/instance-settings/instance-settings.service.ts';

/** The browser's last write: its WAL position, which its reads must see. */
export const READ_AFTER_COOKIE = 'osm5_read_after';

/** A position no replica reaches: the primary's own could not be read after a write, so reads stay there. */
const PRIMARY_ONLY = 0xffffffffffffffffn;

/**
 * Read-your-writes over PostgreSQL's read replicas (db/replicas.ts), for
 * every instance: a GET or HEAD request reads from a replica only once that
 * replica has replayed the caller's last write. A request that wrote answers
 * with the primary's position after it, in the `osm5_read_after` cookie for a
 * browser (sign-up and sign-in included) and in the shared cache under the
 * API key for a script, which cannot keep cookies. Other requests run in a
 * scope that only notes whether they wrote.
 *
 * Registered after the permissions plugin: sessions, API keys, memberships
 * and privileges are read from the primary before the scope opens, so a
 * revoked session, key or membership takes effect at once.
 */
export const readReplicasPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const replicas = app.db.replicas;
    if (!replicas) return;
    const prefix = await sharedKeyPrefix(app.db.db);
    const keyOf = (apiKeyId: string) => `${prefix}:read-after:${apiKeyId}`;
    // the need is moot once every replica within DATABASE_REPLICA_MAX_LAG_MS has replayed it
    const keepMs = config.databaseReplicas.maxLagMs + 60_000;
    const cookie = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.publicUrl.startsWith('https:'),
      maxAge: keepMs / 1000,
    };

    app.addHook('preValidation', (request, _reply, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return readScope(false, 0n, done);
      if (!request.apiKey) return readScope(true, walPosition(request.cookies[READ_AFTER_COOKIE]), done);
      app.cache.get(keyOf(request.apiKey.id)).then(
        (position) => readScope(true, walPosition(position), done),
        // the cache is down: the primary answers, which has everything
        () => readScope(false, 0n, done),
      );
    });

    const remember = async (request: FastifyRequest, reply: FastifyReply) => {
      let position: string;
      try {
        position = walText(await replicas.primaryPosition());
      } catch (err) {
        request.log.warn({ err }, 'the primary’s WAL position could not be read after a write');
        position = walText(PRIMARY_ONLY);
      }
      if (!request.apiKey) {
        reply.setCookie(READ_AFTER_COOKIE, position, cookie);
        return;
      }
      // what was written stays written: a cache that cannot keep the position costs the key a stale read at worst
      await app.cache.set(keyOf(request.apiKey.id), position, keepMs).catch((err: unknown) => {
        request.log.warn({ err }, 'the position of an API key’s write could not be kept');
      });
    };

    app.addHook('onSend', async (request, reply, payload) => {
      if (scopeWrote()) await remember(request, reply);
      return payload;
    });
  },
  { name: 'read-replicas', dependencies: ['database', 'cache', 'cookies', 'permissions'] },
);
