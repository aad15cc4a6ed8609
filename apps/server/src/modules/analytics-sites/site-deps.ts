import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import type { LinkChanges } from '../../plugins/link-changes.ts';

/** What the sites service needs from the app. */
export interface SiteDeps {
  db: Database;
  /** a site's change is published so that ingestion's cached copy is dropped on every instance */
  linkChanges: LinkChanges;
  events: EventStore;
  logger: { warn(obj: object, msg: string): void };
}
