import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the relational store: `app.db.db` is the Drizzle database */
    db: DatabaseHandle;
  }
}

/** `app.db`: opened and migrated before any route is ready, closed last. */
export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const handle = await openDatabase(config, app.log);
    app.log.info({ kind: handle.kind }, 'relational store ready');
    app.decorate('db', handle);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
