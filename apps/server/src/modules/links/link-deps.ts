import type { EventStore } from '../../analytics-store/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Listening } from '../../lib/own-server.ts';
import type { LinkChanges } from '../../plugins/link-changes.ts';

/** What the links service needs from the app: routes pass the app's own, the bulk import the same. */
export interface LinkDeps {
  db: Database;
  config: Config;
  linkChanges: LinkChanges;
  events: EventStore;
  logger: { warn(obj: object, msg: string): void };
  /** the HTTP server: the port it listens on is one a destination may not loop back to */
  server: Listening;
}
