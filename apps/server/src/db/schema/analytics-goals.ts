import type { GoalKind, KpiMetric, KpiPeriod } from '@osm5/shared/schemas/analytics-goals';
import { date, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { analyticsSites } from './analytics.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef, workspaces } from './tenancy.ts';

const byUser = () => uuid().references(() => users.id, { onDelete: 'set null' });
const workspaceRef = () =>
  uuid()
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });
/** a site's goals and targets go with it */
const siteRef = () =>
  uuid()
    .notNull()
    .references(() => analyticsSites.id, { onDelete: 'cascade' });

/**
 * A goal of a site: a visit converts when it sees a page (`path`, exact or a
 * prefix ending in `*`), sends a custom event (`eventName`, with a property
 * of a value when given) or places an order (`revenue`, of at least
 * `minRevenue` when given). `value` is what one conversion is worth, in the site's currency.
 */
export const analyticsGoals = pgTable(
  'analytics_goals',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    siteId: siteRef(),
    name: text().notNull(),
    kind: text().$type<GoalKind>().notNull(),
    path: text(),
    eventName: text(),
    /** an event goal's property that must hold a value (both or neither) */
    propertyKey: text(),
    propertyValue: text(),
    /** a revenue goal's least order revenue, in the site's currency (none: any order) */
    minRevenue: doublePrecision(),
    value: doublePrecision(),
    createdBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('analytics_goals_site_idx').on(t.siteId, t.createdAt), index('analytics_goals_org_idx').on(t.orgId)],
);

/**
 * A KPI target of a site: a metric (of the site, or of one goal) to reach over
 * the current month or quarter, or between two days (custom), in the site's zone.
 */
export const analyticsKpis = pgTable(
  'analytics_kpis',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: workspaceRef(),
    siteId: siteRef(),
    metric: text().$type<KpiMetric>().notNull(),
    goalId: uuid().references(() => analyticsGoals.id, { onDelete: 'cascade' }),
    target: doublePrecision().notNull(),
    period: text().$type<KpiPeriod>().notNull(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    createdBy: byUser(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('analytics_kpis_site_idx').on(t.siteId, t.createdAt), index('analytics_kpis_org_idx').on(t.orgId)],
);
