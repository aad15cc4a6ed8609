import type { AnalyticsFilter } from '../analytics/query.ts';

/**
 * A dimension a filter holds to one value ("revenue of Mug", read on the
 * product's own lines with the product as a dimension): it ranks nothing,
 * charts nothing and is not said as a breakdown; the query keeps it so that
 * the engine reads what it must.
 */
export const heldToOne = (dimension: string, filters: readonly AnalyticsFilter[]): boolean =>
  filters.some((f) => f.dimension === dimension && f.op === 'eq');
