import {
  type FlowDescriptionInput,
  type FlowPage,
  type FlowResult,
  flowDescriptionSchema,
  queryDescriptionSchema,
} from '@osm5/shared';
import type { EventRow } from '../event-row.ts';
import { select } from './reference-query.ts';

/**
 * The users flow in plain TypeScript, visit by visit: the oracle both
 * dialects' flowStepsSql (and the capping after it) must agree with.
 */
export function referenceFlow(rows: EventRow[], input: FlowDescriptionInput): FlowResult {
  const flow = flowDescriptionSchema.parse(input);
  const q = queryDescriptionSchema.parse({ ...flow, metrics: ['sessions'] });
  const picked = select(rows, q, Date.parse(q.range.from), Date.parse(q.range.to)).filter(
    (r) => (r.type === 'pageview' || r.type === 'screenview') && r.session_id !== '',
  );
  const bytes = (s: string) => Buffer.from(s, 'utf8');
  const visits = new Map<string, EventRow[]>();
  for (const r of picked) visits.set(r.session_id, [...(visits.get(r.session_id) ?? []), r]);
  const paths = [...visits.values()].map((v) =>
    v
      .sort((a, b) => a.time - b.time || Buffer.compare(bytes(a.id), bytes(b.id)))
      .map((r) => r.path)
      .slice(0, flow.steps),
  );
  const ended = [...visits.values()].map((v) => v.length);

  // the top pages of each step, by visits then bytes
  const named: ((page: string) => FlowPage)[] = [];
  for (let step = 1; step <= flow.steps; step++) {
    const counts = new Map<string, number>();
    for (const p of paths)
      if (p.length >= step) counts.set(p[step - 1] as string, (counts.get(p[step - 1] as string) ?? 0) + 1);
    const top = new Set(
      [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || Buffer.compare(bytes(a[0]), bytes(b[0])))
        .slice(0, flow.pagesPerStep)
        .map(([page]) => page),
    );
    named[step] = (page) => (top.has(page) ? page : null);
  }
  const tally = new Map<string, number>();
  const add = (key: unknown[]) => {
    const k = JSON.stringify(key);
    tally.set(k, (tally.get(k) ?? 0) + 1);
  };
  paths.forEach((p, i) => {
    p.forEach((page, at) => {
      const step = at + 1;
      const name = (named[step] as (page: string) => FlowPage)(page);
      add(['node', step, name]);
      if (step < p.length)
        add(['link', step, name, (named[step + 1] as (page: string) => FlowPage)(p[at + 1] as string)]);
      if (step === ended[i]) add(['drop', step, name]);
    });
  });
  const entries = [...tally.entries()].map(([k, visits]) => ({
    key: JSON.parse(k) as [string, number, FlowPage, FlowPage?],
    visits,
  }));
  const order = (a: FlowPage, b: FlowPage) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : Buffer.compare(bytes(a), bytes(b));
  const nodes = entries
    .filter((e) => e.key[0] === 'node')
    .map((e) => ({ step: e.key[1], page: e.key[2], visits: e.visits }))
    .sort((a, b) => a.step - b.step || b.visits - a.visits || order(a.page, b.page));
  const links = entries
    .filter((e) => e.key[0] === 'link')
    .map((e) => ({ step: e.key[1], from: e.key[2], to: e.key[3] as FlowPage, visits: e.visits }))
    .sort((a, b) => a.step - b.step || b.visits - a.visits || order(a.from, b.from) || order(a.to, b.to));
  const dropOffs = entries
    .filter((e) => e.key[0] === 'drop')
    .map((e) => ({ step: e.key[1], page: e.key[2], visits: e.visits }))
    .sort((a, b) => a.step - b.step || b.visits - a.visits || order(a.page, b.page));
  return { steps: flow.steps, visits: paths.length, nodes, links, dropOffs };
}
