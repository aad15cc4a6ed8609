import { z } from 'zod';
import { type Goal, goalPropertyKeyPattern } from '../analytics/query.ts';
import { nameField } from '../validation/fields.ts';
import { selectionQueryFields } from './json-filters.ts';
import { pageQuerySchema, periodInOrder, periodOrderError, timestamp, workspaceParamsSchema } from './tenancy.ts';

/**
 * A site's goals and KPI targets (domain: "A site has ... goals and KPIs"):
 * the goals/add form, the goals overview and the KPI page. A goal is what a
 * visit must do to convert; the engine counts it through its query `goal`.
 */

export const MAX_GOALS_PER_SITE = 50;
export const MAX_KPIS_PER_SITE = 50;

export const goalKinds = ['page', 'event', 'revenue'] as const;
export type GoalKind = (typeof goalKinds)[number];

export const siteGoalParamsSchema = workspaceParamsSchema.extend({ siteId: z.uuid() });
export const goalParamsSchema = siteGoalParamsSchema.extend({ goalId: z.uuid() });
export const kpiParamsSchema = siteGoalParamsSchema.extend({ kpiId: z.uuid() });

/** A page path: exact (`/thanks`) or a prefix ending in `*` (`/blog/*`). */
export const goalPathField = z
  .string({ error: 'validation.goal_path_invalid' })
  .trim()
  .min(1, { error: 'validation.goal_path_invalid' })
  .max(1000, { error: 'validation.goal_path_invalid' })
  .refine((p) => p.startsWith('/') && !p.slice(0, -1).includes('*'), { error: 'validation.goal_path_invalid' });

export const goalEventField = z
  .string({ error: 'validation.goal_event_required' })
  .trim()
  .min(1, { error: 'validation.goal_event_required' })
  .max(200, { error: 'validation.goal_event_required' });

/** What one conversion is worth, in the site's currency (optional). */
const moneyField = z
  .number({ error: 'validation.goal_value_invalid' })
  .min(0, { error: 'validation.goal_value_invalid' })
  .max(1_000_000_000, { error: 'validation.goal_value_invalid' });

/** A custom event property's key a goal tests: the plain keys of the engine's goal (letters, digits, - and _). */
export const goalPropertyKeyField = z
  .string({ error: 'validation.goal_property_invalid' })
  .trim()
  .regex(goalPropertyKeyPattern, { error: 'validation.goal_property_invalid' });
export const goalPropertyValueField = z
  .string({ error: 'validation.goal_property_value_required' })
  .trim()
  .min(1, { error: 'validation.goal_property_value_required' })
  .max(500, { error: 'validation.goal_property_value_required' });

/** The least order revenue a revenue goal counts, in the site's currency. */
const minRevenueField = z
  .number({ error: 'validation.goal_min_revenue_invalid' })
  .min(0, { error: 'validation.goal_min_revenue_invalid' })
  .max(1_000_000_000, { error: 'validation.goal_min_revenue_invalid' });

export const goalBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('page'), name: nameField, path: goalPathField, value: moneyField.nullish() }),
    z
      .object({
        kind: z.literal('event'),
        name: nameField,
        eventName: goalEventField,
        /** with a value: only events whose property `propertyKey` holds `propertyValue` convert */
        propertyKey: goalPropertyKeyField.nullish(),
        propertyValue: goalPropertyValueField.nullish(),
        value: moneyField.nullish(),
      })
      .refine((g) => !g.propertyKey || g.propertyValue, {
        error: 'validation.goal_property_value_required',
        path: ['propertyValue'],
      })
      .refine((g) => !g.propertyValue || g.propertyKey, {
        error: 'validation.goal_property_invalid',
        path: ['propertyKey'],
      }),
    z.object({
      kind: z.literal('revenue'),
      name: nameField,
      minRevenue: minRevenueField.nullish(),
      value: moneyField.nullish(),
    }),
  ],
  { error: 'validation.goal_kind_invalid' },
);
export type GoalBody = z.input<typeof goalBodySchema>;

export const goalSchema = z
  .object({
    id: z.uuid(),
    siteId: z.uuid(),
    name: z.string(),
    kind: z.enum(goalKinds),
    path: z.string().nullable(),
    eventName: z.string().nullable(),
    propertyKey: z.string().nullable(),
    propertyValue: z.string().nullable(),
    minRevenue: z.number().nullable(),
    value: z.number().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AnalyticsGoal' });
export type SiteGoal = z.infer<typeof goalSchema>;

/** The engine's goal for a stored one: a page, an event name (and property), or an order (of a least revenue). */
export function engineGoal(
  goal: Pick<SiteGoal, 'kind' | 'path' | 'eventName'> &
    Partial<Pick<SiteGoal, 'propertyKey' | 'propertyValue' | 'minRevenue'>>,
): Goal {
  if (goal.kind === 'page') return { kind: 'page', path: goal.path ?? '/' };
  if (goal.kind === 'event') {
    const name = goal.eventName ?? '';
    return goal.propertyKey && goal.propertyValue
      ? { kind: 'event', name, property: { key: goal.propertyKey, value: goal.propertyValue } }
      : { kind: 'event', name };
  }
  return goal.minRevenue == null ? { kind: 'order' } : { kind: 'order', minRevenue: goal.minRevenue };
}

export const goalListQuerySchema = pageQuerySchema;

/**
 * The goals overview: every goal of the site over a range, compared with the
 * range before, with the reports' filters (the events that count) and segment
 * (the visits that count).
 */
const goalPeriodFields = { from: timestamp.optional(), to: timestamp.optional(), ...selectionQueryFields };
export const goalOverviewQuerySchema = z.object(goalPeriodFields).refine(periodInOrder, periodOrderError);
/** What a goal's sources may be sorted by (most conversions first by default). */
export const goalSourceSorts = ['visitors', 'conversions', 'conversionRate'] as const;
/** A page of one goal's sources and campaigns, over the same period, filters and segment, in the order asked. */
export const goalSourcesQuerySchema = z
  .object({
    ...goalPeriodFields,
    ...pageQuerySchema.shape,
    sort: z.enum(goalSourceSorts, { error: 'validation.report_sort' }).default('conversions'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine(periodInOrder, periodOrderError);

const figures = z.object({
  conversions: z.number(),
  conversionRate: z.number().nullable(),
  /** the revenue of the visits that converted */
  revenue: z.number(),
  /** conversions × the goal's value, when it has one */
  value: z.number().nullable(),
});
export type GoalFigures = z.infer<typeof figures>;

export const goalOverviewSchema = z
  .object({
    range: z.object({ from: timestamp, to: timestamp }),
    compareRange: z.object({ from: timestamp, to: timestamp }),
    timeZone: z.string(),
    currency: z.string(),
    visitors: z.number(),
    goals: z.array(
      z.object({
        goal: goalSchema,
        current: figures,
        previous: figures,
        /** conversions by day (or hour for two days or less) of the range */
        trend: z.array(z.object({ bucket: z.string(), conversions: z.number() })),
      }),
    ),
  })
  .meta({ id: 'AnalyticsGoalOverview' });
export type GoalOverview = z.infer<typeof goalOverviewSchema>;

/** What a KPI measures: the site's visitors, revenue or orders, or one goal's conversions or rate. */
export const kpiMetrics = ['visitors', 'revenue', 'orders', 'conversions', 'conversion_rate'] as const;
export type KpiMetric = (typeof kpiMetrics)[number];
export const kpiNeedsGoal = (metric: KpiMetric) => metric === 'conversions' || metric === 'conversion_rate';

export const kpiPeriods = ['month', 'quarter', 'custom'] as const;
export type KpiPeriod = (typeof kpiPeriods)[number];

const isoDate = z.iso.date({ error: 'validation.kpi_dates_invalid' });

export const kpiBodySchema = z
  .object({
    metric: z.enum(kpiMetrics, { error: 'validation.kpi_metric_invalid' }),
    goalId: z.uuid({ error: 'validation.kpi_goal_required' }).nullish(),
    target: z
      .number({ error: 'validation.kpi_target_invalid' })
      .positive({ error: 'validation.kpi_target_invalid' })
      .max(1_000_000_000_000, { error: 'validation.kpi_target_invalid' }),
    period: z.enum(kpiPeriods, { error: 'validation.kpi_period_invalid' }),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
  })
  .superRefine((k, ctx) => {
    if (kpiNeedsGoal(k.metric) && !k.goalId) {
      ctx.addIssue({ code: 'custom', message: 'validation.kpi_goal_required', path: ['goalId'] });
    }
    if (k.metric === 'conversion_rate' && k.target > 1) {
      ctx.addIssue({ code: 'custom', message: 'validation.kpi_rate_invalid', path: ['target'] });
    }
    if (k.period === 'custom') {
      if (!k.startDate) ctx.addIssue({ code: 'custom', message: 'validation.kpi_dates_invalid', path: ['startDate'] });
      if (!k.endDate || (k.startDate && k.endDate < k.startDate)) {
        ctx.addIssue({ code: 'custom', message: 'validation.kpi_dates_invalid', path: ['endDate'] });
      }
    }
  });
export type KpiBody = z.input<typeof kpiBodySchema>;

export const kpiSchema = z
  .object({
    id: z.uuid(),
    siteId: z.uuid(),
    metric: z.enum(kpiMetrics),
    goalId: z.uuid().nullable(),
    goalName: z.string().nullable(),
    target: z.number(),
    period: z.enum(kpiPeriods),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AnalyticsKpi' });
export type SiteKpi = z.infer<typeof kpiSchema>;

export const kpiProgressSchema = z
  .object({
    kpi: kpiSchema,
    /** the current period (month, quarter) or the custom one, in the site's time zone */
    range: z.object({ from: timestamp, to: timestamp }),
    actual: z.number().nullable(),
    /** the share of the period gone by, 0 to 1 */
    elapsed: z.number(),
    /** where the value ends at this pace (a rate stays what it is) */
    projection: z.number().nullable(),
  })
  .meta({ id: 'AnalyticsKpiProgress' });
export type KpiProgress = z.infer<typeof kpiProgressSchema>;

/** One goal's conversions among the visits that came through one tagged source and campaign (UTM). */
export const goalSourceSchema = z
  .object({
    source: z.string(),
    campaign: z.string(),
    visitors: z.number(),
    conversions: z.number(),
    conversionRate: z.number().nullable(),
  })
  .meta({ id: 'AnalyticsGoalSource' });
export type GoalSource = z.infer<typeof goalSourceSchema>;
