import type { MobilePlatform, SiteKind, SiteStatus } from '@osm5/shared/schemas/analytics-sites';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { links } from './links.ts';
import { orgRef, workspaces } from './tenancy.ts';

const byUser = () => uuid().references(() => users.id, { onDelete: 'set null' });
const noStrings = () => text().array().notNull().default(sql`'{}'::text[]`);

/**
 * An analytics site (web) or app (mobile) of a workspace. Its events live in
 * the event store under `item_id = id`; this row holds what ingestion checks
 * (status, hosts, exclusions) and what reports read (time zone, currency).
 */
export const analyticsSites = pgTable(
  'analytics_sites',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text().$type<SiteKind>().notNull(),
    name: text().notNull(),
    status: text().$type<SiteStatus>().notNull().default('not_verified'),
    currency: text().notNull(),
    /** the region (`Europe`) and the zone (`Europe/Paris`) of the form; reports use the zone */
    timeZone: text().notNull(),
    subTimeZone: text().notNull(),
    /** web: the main host and any others its pages are served from */
    domain: text(),
    allowedHosts: noStrings(),
    excludedIps: noStrings(),
    excludedPaths: noStrings(),
    trackQueryStrings: boolean().notNull().default(false),
    siteSearchParams: noStrings(),
    respectDnt: boolean().notNull().default(false),
    uptimeEnabled: boolean().notNull().default(false),
    uptimeIntervalMinutes: integer().notNull().default(5),
    uptimeUrl: text(),
    /** when an instance last claimed the site's check (the claim is the update: one instance checks each time) */
    uptimeCheckedAt: timestamp({ withTimezone: true }),
    /** mobile */
    platform: text().$type<MobilePlatform>(),
    bundleId: text(),
    firstEventAt: timestamp({ withTimezone: true }),
    createdBy: byUser(),
    updatedBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('analytics_sites_workspace_created_idx').on(t.workspaceId, t.createdAt),
    index('analytics_sites_org_idx').on(t.orgId),
  ],
);

/** One outage of a site's uptime monitor: opened by a failed check, closed by the next good one. */
export const uptimeIncidents = pgTable(
  'uptime_incidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    siteId: uuid()
      .notNull()
      .references(() => analyticsSites.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** what the failing check saw: an HTTP status, a time-out, a connection error */
    cause: text().notNull(),
  },
  (t) => [index('uptime_incidents_site_started_idx').on(t.siteId, t.startedAt)],
);

/**
 * The uptime monitor of a short link's destination (its main destination, as
 * lists show it): off until someone turns it on from the link's outage report.
 */
export const linkMonitors = pgTable(
  'link_monitors',
  {
    linkId: uuid()
      .primaryKey()
      .references(() => links.id, { onDelete: 'cascade' }),
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    intervalMinutes: integer().notNull().default(5),
    /** when the last check was claimed (the same claim as a site's) */
    checkedAt: timestamp({ withTimezone: true }),
    createdBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('link_monitors_due_idx').on(t.enabled, t.checkedAt)],
);

/** One outage of a link's destination: opened by a failed check, closed by the next good one. */
export const linkIncidents = pgTable(
  'link_incidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    linkId: uuid()
      .notNull()
      .references(() => links.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    cause: text().notNull(),
  },
  (t) => [index('link_incidents_link_started_idx').on(t.linkId, t.startedAt)],
);
