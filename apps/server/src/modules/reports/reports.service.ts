import { type QueryDescriptionInput, reportEntry, reportShape } from '@osm5/shared';
import { toCsv } from '@osm5/shared/links/csv';
import type {
  ReportItem,
  ReportQueryResult,
  reportGetQuerySchema,
  reportQueryBodySchema,
} from '@osm5/shared/schemas/reports';
import type { z } from 'zod';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { segmentOf } from './period-base.ts';
import { type ItemSettings, itemSettings } from './reports.repository.ts';

export interface ReportDeps {
  db: Database;
  events: EventStore;
}

type QueryBody = z.output<typeof reportQueryBodySchema>;
type ReportGetQuery = z.output<typeof reportGetQuerySchema>;

const DAY_MS = 86_400_000;
const REALTIME_MS = 30 * 60_000;

/**
 * The item a report is about, checked: it must be a link or a site of this
 * workspace (else NOT_FOUND, as for any object another tenant holds), and the
 * member must read that module (links:read or analytics:read). Its settings
 * come back: the time zone it counts days in and a site's currency.
 */
export async function checkedItem(deps: ReportDeps, access: WorkspaceAccess, item: ReportItem): Promise<ItemSettings> {
  const privilege = item.type === 'surl' ? 'links:read' : 'analytics:read';
  if (!access.privileges.has(privilege)) throw new AppError('ACCESS_DENIED');
  const settings = await itemSettings(deps.db, access.workspace.orgId, access.workspace.id, item);
  if (!settings) throw new AppError('NOT_FOUND', { message: 'This link or site does not exist.' });
  return settings;
}

/** Runs a description for one item; the scope is the organisation and the item, whatever the body says. */
export async function runItemQuery(
  deps: ReportDeps,
  access: WorkspaceAccess,
  body: QueryBody,
): Promise<ReportQueryResult> {
  const { item, ...fields } = body;
  const { timeZone, currency } = await checkedItem(deps, access, item);
  const description: QueryDescriptionInput = {
    ...fields,
    timeZone: fields.timeZone ?? timeZone,
    scope: { tenantId: access.workspace.orgId, itemId: item.id },
  };
  const result = await deps.events.query(description);
  return { ...result, timeZone: description.timeZone ?? 'UTC', ...(currency ? { currency } : {}) };
}

/** A catalogue entry over a range (the last 30 days by default; realtime: the last 30 minutes). */
export async function runReport(
  deps: ReportDeps,
  access: WorkspaceAccess,
  query: ReportGetQuery,
  now = Date.now(),
): Promise<ReportQueryResult> {
  const entry = reportEntry(query.route);
  if (!entry) throw new AppError('NOT_FOUND');
  const item = { type: query.type, id: query.id };
  const metrics = entry.metrics[query.type];
  if (!entry.appliesTo.includes(query.type) || metrics.length === 0) {
    throw new AppError('VALIDATION_ERROR', { field: 'route', message: 'validation.report_not_for_item' });
  }
  // conversions need a goal: the goals pages ask one query per stored goal
  if (metrics.some((m) => m === 'conversions' || m === 'conversion_rate') && !entry.goal) {
    throw new AppError('VALIDATION_ERROR', { field: 'route', message: 'validation.report_per_goal' });
  }
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - (entry.realtime ? REALTIME_MS : 30 * DAY_MS);
  const shape = reportShape(entry, query.type);
  const dimensions = shape.dimensions.map((d) => (d === 'day' && toMs - fromMs <= 2 * DAY_MS ? ('hour' as const) : d));
  const sortable = [...metrics, ...dimensions] as string[];
  if (query.sort !== undefined && !sortable.includes(query.sort)) {
    throw new AppError('VALIDATION_ERROR', { field: 'sort', message: 'validation.report_sort' });
  }
  return runItemQuery(deps, access, {
    item,
    range: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
    metrics,
    dimensions,
    filters: [...(shape.filters ?? []), ...query.filters],
    orderBy: query.sort ? [{ key: query.sort as (typeof metrics)[number], direction: query.direction }] : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    compare: query.compare === 'previous' ? { type: 'previous' } : undefined,
    includeBots: entry.includeBots ?? false,
    // the table pages say "1–25 of 312"
    withTotal: true,
    goal: entry.goal,
    segment: segmentOf(query.segment),
  } as QueryBody);
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written as text. */
const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The rows as CSV: one column per dimension and metric, named as in the API. */
export function resultCsv(result: Pick<ReportQueryResult, 'columns' | 'rows'>): string {
  const header = result.columns.map((c) => c.name);
  const lines = result.rows.map((row) =>
    result.columns.map((c) => {
      const v = row[c.name];
      if (v === null || v === undefined) return '';
      return typeof v === 'number' ? String(v) : spreadsheetSafe(v);
    }),
  );
  return `\uFEFF${toCsv([header, ...lines])}`;
}
