import { bigint, date, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { analyticsSites } from './analytics.ts';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef, workspaces } from './tenancy.ts';

/** One imported cost sheet of a site: its rows go with it, and with the site. */
export const adCostImports = pgTable(
  'ad_cost_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    siteId: uuid()
      .notNull()
      .references(() => analyticsSites.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    rowCount: integer().notNull(),
    totalCost: doublePrecision().notNull(),
    firstDay: date({ mode: 'string' }).notNull(),
    lastDay: date({ mode: 'string' }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ad_cost_imports_site_idx').on(t.siteId, t.createdAt), index('ad_cost_imports_org_idx').on(t.orgId)],
);

/** What a source and campaign cost a site on a day (in the site's currency), from one import. */
export const adCosts = pgTable(
  'ad_costs',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    siteId: uuid()
      .notNull()
      .references(() => analyticsSites.id, { onDelete: 'cascade' }),
    importId: uuid()
      .notNull()
      .references(() => adCostImports.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    campaign: text().notNull(),
    cost: doublePrecision().notNull(),
    clicks: bigint({ mode: 'number' }),
    impressions: bigint({ mode: 'number' }),
  },
  (t) => [index('ad_costs_site_day_idx').on(t.siteId, t.day), index('ad_costs_import_idx').on(t.importId)],
);
