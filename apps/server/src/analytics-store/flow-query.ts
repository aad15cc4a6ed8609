import {
  type FlowDescriptionInput,
  type FlowPage,
  type FlowResult,
  flowDescriptionSchema,
  queryDescriptionSchema,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { and, type MillisRange, whereSql } from './query-builder.ts';
import type { ExecuteSql } from './run-query.ts';

/** One row of a dialect's flowStepsSql: how many visits were on `page` at `step`, went on to `next` or ended there. */
interface StepRow {
  step: number;
  page: string;
  next: string;
  ended: boolean;
  visits: number;
}

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
/** Pages in byte order, "other pages" (null) last. */
const pageOrder = (a: FlowPage, b: FlowPage) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : byteOrder(a, b));

/** Sums `visits` by key, keeping the first row of each key for its fields. */
function sumBy<T extends { visits: number }>(rows: T[], key: (row: T) => string): T[] {
  const sums = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    const seen = sums.get(k);
    if (seen) seen.visits += row.visits;
    else sums.set(k, { ...row });
  }
  return [...sums.values()];
}

/**
 * The flow from the per-step rows: at each step the `pagesPerStep` pages with
 * the most visits (ties in byte order) keep their path, the others become
 * null, and transitions, drop-offs and nodes are summed over those names.
 */
export function flowFromSteps(rows: StepRow[], steps: number, pagesPerStep: number): FlowResult {
  const nodeRows = sumBy(
    rows.map((r) => ({ step: r.step, page: r.page as FlowPage, visits: r.visits })),
    (n) => JSON.stringify([n.step, n.page]),
  );
  const kept = new Map<number, Set<string>>();
  for (let step = 1; step <= steps; step++) {
    const ranked = nodeRows
      .filter((n) => n.step === step)
      .sort((a, b) => b.visits - a.visits || pageOrder(a.page, b.page))
      .slice(0, pagesPerStep);
    kept.set(step, new Set(ranked.map((n) => n.page as string)));
  }
  const name = (step: number, page: string): FlowPage => (kept.get(step)?.has(page) ? page : null);
  const key = (...parts: unknown[]) => JSON.stringify(parts);
  const nodes = sumBy(
    nodeRows.map((n) => ({ ...n, page: name(n.step, n.page as string) })),
    (n) => key(n.step, n.page),
  ).sort((a, b) => a.step - b.step || b.visits - a.visits || pageOrder(a.page, b.page));
  const links = sumBy(
    rows
      .filter((r) => r.step < steps && !r.ended)
      .map((r) => ({ step: r.step, from: name(r.step, r.page), to: name(r.step + 1, r.next), visits: r.visits })),
    (l) => key(l.step, l.from, l.to),
  ).sort((a, b) => a.step - b.step || b.visits - a.visits || pageOrder(a.from, b.from) || pageOrder(a.to, b.to));
  const dropOffs = sumBy(
    rows.filter((r) => r.ended).map((r) => ({ step: r.step, page: name(r.step, r.page), visits: r.visits })),
    (d) => key(d.step, d.page),
  ).sort((a, b) => a.step - b.step || b.visits - a.visits || pageOrder(a.page, b.page));
  const visits = nodes.filter((n) => n.step === 1).reduce((sum, n) => sum + n.visits, 0);
  return { steps, visits, nodes, links, dropOffs };
}

/** Validates the description, reads each visit's first page views in one statement, then caps the pages per step. */
export async function runFlow(dialect: Dialect, execute: ExecuteSql, input: FlowDescriptionInput): Promise<FlowResult> {
  const flow = flowDescriptionSchema.parse(input);
  // the same scope, range, filters and segment as any report: the flow is one more reading of them
  const q = queryDescriptionSchema.parse({ ...flow, metrics: ['sessions'] });
  const range: MillisRange = { fromMs: Date.parse(flow.range.from), toMs: Date.parse(flow.range.to) };
  const where = and([whereSql(dialect, q, range), "type IN ('pageview', 'screenview')", "session_id <> ''"]);
  const raw = await execute(dialect.flowStepsSql(where, flow.steps));
  const rows: StepRow[] = raw.map((r) => ({
    step: Number(r.step),
    page: String(r.page ?? ''),
    next: String(r.next ?? ''),
    ended: Number(r.ended) === 1,
    visits: Number(r.visits),
  }));
  return flowFromSteps(rows, flow.steps, flow.pagesPerStep);
}
