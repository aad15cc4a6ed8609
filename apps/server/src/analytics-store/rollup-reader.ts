import type { AnalyticsDimension, QueryDescription } from '@osm5/shared';
import type { MillisRange } from './query-builder.ts';

/**
 * What a store tells the rollup reader (rollup-read.ts) about its rollups:
 * how its dialect reads the stored parts back, and where it keeps whole units
 * (whole-visits.ts), visitor firsts (visitor-firsts.ts) and whole sums
 * (whole-sums.ts), how a read takes them.
 */

/** How a dialect reads the rollup's stored parts back (plain aggregates, or ClickHouse's -Merge of states). */
export interface RollupReader {
  table: string;
  /** the range over the rollup's hours, when the dialect's own reads columns the rollup lacks */
  range?: (fromMs: number, toMs: number) => string;
  sum(column: string): string;
  min(column: string): string;
  max(column: string): string;
  /**
   * A time bucket's label read from `labels`, the label of each hour of the
   * range from `fromMs` in order: a list lookup by the row's hour instead of a
   * time zone conversion and formatting per row (DuckDB's are costly), exact
   * since a rollup row's hour lies in one bucket (rollupFor). Unset: the
   * dialect's own expression.
   */
  hourBucket?(labels: readonly string[], fromMs: number, once?: NameOnce, column?: string): string;
  /**
   * Where the store keeps whole rows (DuckDB's rollups, whole-visits.ts): how
   * a read of the rows meeting `where`, grouped by `dims`, takes them.
   * Undefined: every row is grouped into its visit.
   */
  wholeRows?(where: string, q: QueryDescription, dims: readonly AnalyticsDimension[]): WholeRows | undefined;
  /**
   * Where the store keeps visitor firsts (visitor-firsts.ts): how a row says
   * it is its visitor's first for this description, if firsts can count its
   * visitors.
   */
  firstRow?(
    q: QueryDescription,
    dims: readonly AnalyticsDimension[],
    range: MillisRange,
    once?: NameOnce,
  ): FirstRow | undefined;
  /**
   * Where the store keeps whole sums (whole-sums.ts): the table summing, per
   * hour, the whole rows a read of `q` grouped by `dims` takes, if one does.
   */
  wholeSum?(q: QueryDescription, dims: readonly AnalyticsDimension[]): string | undefined;
  /**
   * The rows keep their page views as a plain count (s_pv, not a state to
   * merge): a rollup keyed by type has one type a row, so a read of page views
   * only takes its rows with page views, an integer compared in the scan
   * (`type IN (…)` compares strings, after it).
   */
  viewsCounted?: true;
}

/**
 * Writes a list once before a statement's cases (a common table expression)
 * and gives the SQL that reads it: DuckDB plans a list literal at each
 * mention (the trend's hour labels, ~720 of them, took half its statement's
 * CPU when written in each of its four scans).
 */
export type NameOnce = (list: string) => string;

/**
 * How a read of whole rows is answered in the state its rows were found in
 * (whole-visits.ts wholeRowsOf), and the common table expressions (`name AS
 * (…)`) its FROM items read, written once before them (among them the check
 * of that state in the statement's own snapshot).
 */
export interface WholeRows {
  with: string;
  /**
   * `table` joined with the check of the state: a statement applies it to one
   * FROM item, so that the check runs once and the other scans stay plain
   * (DuckDB prunes a plain scan by the filters its joins push down, `time IN
   * (SELECT time FROM held)` say, not one joined with the check).
   */
  on(table: string): string;
  case: WholeRowCase;
  /** the live state, which a read adding the whole sums answers with them (else as `case`) */
  live?: LiveRows;
  /**
   * The rows of the unit, as a condition a scan applies before it reads the
   * other columns (the page rollup's page views: `s_pv > 0`, where the read's
   * `type IN (…)` is applied after), so that the grouped rows skip the others
   * at once.
   */
  within: string;
  /**
   * The rows keep their visits' spans (visit-spans.ts), which the whole sums
   * hold: what a read over the range (and bucket) takes of them.
   */
  spans?(fromMs: number, toMs: number, bucketOf?: (column: string) => string): { covered: string; summed: string };
}

/**
 * The live state's reading with the whole sums: the settled reading but for
 * the sessions with a row without firsts (`opened`), whose rows are grouped,
 * and the hours holding their rows (`held`), whose whole rows are read as they
 * are rather than summed; a row without firsts (`pending`) counts its visitor
 * by id unless the visitor has a row with firsts in its group.
 */
export interface LiveRows {
  /** the common table expressions `opened` and `held` */
  with: string;
  case: WholeRowCase;
  /** the whole rows of the opened sessions, grouped with the case's others (in held hours: a scan of those only) */
  reopened: string;
  opened: string;
  held(column: string): string;
  pending: string;
  /** `pending` as a scan looking for those rows applies it: in the unsettled hours they lie in only */
  unsettled: string;
}

/**
 * One case of whole rows: the condition on a row (of the rows meeting `rows`)
 * that it is its visit's only one there.
 * Such rows are visits as they are, and only the others are grouped (`others`,
 * where it is simpler than `NOT alone`). A whole row always has a session
 * (only such rows are marked), so its session id is not read. `firsts`: every
 * row read has its visitor firsts in this case (and the whole sums may stand
 * for its whole rows).
 */
export interface WholeRowCase {
  alone(rows: string): string;
  others?: string;
  firsts: boolean;
}

/**
 * A row is its visitor's first (for a description) when its `column` is below
 * `before` (see visitor-firsts.ts): always when it has no previous row (the
 * whole sums count those rows in `none`), else when `returning` and below.
 */
export interface FirstRow {
  column: string;
  before: string;
  returning: string;
  none: string;
}
