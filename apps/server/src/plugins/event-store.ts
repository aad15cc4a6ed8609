import fp from 'fastify-plugin';
import { type EventStore, openEventStore } from '../analytics-store/index.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the analytics event store: its buffered writer and the query compiler */
    events: EventStore;
  }
}

/**
 * `app.events`: DuckDB when embedded, ClickHouse when CLICKHOUSE_URL is set.
 * On close the writer's buffer is flushed before the store closes, so a
 * graceful stop loses no accepted event.
 */
export const eventStorePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const store = await openEventStore(config, app.log);
    app.log.info({ kind: store.kind }, 'event store ready');
    app.decorate('events', store);
    // close() stores everything acknowledged before it closes the connection
    app.addHook('onClose', () => store.close());
  },
  { name: 'event-store' },
);
