import type { FlowPage, FlowResult } from '@osm5/shared/analytics/query';

/**
 * The users flow laid out as a sankey: one column per step, each page a bar
 * as tall as its visits (the part that left the site there marked), and a
 * band per transition as thick as its visits. Columns run with the reading
 * direction: left to right, or right to left for Arabic.
 */
export interface FlowNode {
  key: string;
  step: number;
  page: FlowPage;
  visits: number;
  /** visits that ended at this page and step */
  dropOffs: number;
  x: number;
  y: number;
  height: number;
}

export interface FlowBand {
  key: string;
  step: number;
  from: FlowPage;
  to: FlowPage;
  visits: number;
  source: FlowNode;
  target: FlowNode;
  /** the band's centre line (an SVG path) and thickness */
  path: string;
  width: number;
}

export interface FlowLayout {
  columns: number;
  nodes: FlowNode[];
  bands: FlowBand[];
}

export interface FlowLayoutOptions {
  width: number;
  height: number;
  nodeWidth: number;
  /** the space between two pages of a step */
  gap: number;
  rtl: boolean;
}

export const nodeKey = (step: number, page: FlowPage) => JSON.stringify([step, page]);

export function layoutFlow(flow: FlowResult, o: FlowLayoutOptions): FlowLayout {
  const columns = Math.max(1, ...flow.nodes.map((n) => n.step));
  const byStep = (step: number) => flow.nodes.filter((n) => n.step === step);
  // one scale for every column, so that a bar's height means the same number of visits everywhere
  let scale = Number.POSITIVE_INFINITY;
  for (let step = 1; step <= columns; step++) {
    const nodes = byStep(step);
    const total = nodes.reduce((sum, n) => sum + n.visits, 0);
    if (total > 0) scale = Math.min(scale, (o.height - Math.max(0, nodes.length - 1) * o.gap) / total);
  }
  if (!Number.isFinite(scale)) scale = 0;
  const columnX = (step: number) => {
    const x = columns === 1 ? 0 : ((step - 1) * (o.width - o.nodeWidth)) / (columns - 1);
    return o.rtl ? o.width - o.nodeWidth - x : x;
  };
  const dropped = new Map(flow.dropOffs.map((d) => [nodeKey(d.step, d.page), d.visits]));
  const nodes: FlowNode[] = [];
  for (let step = 1; step <= columns; step++) {
    let y = 0;
    for (const n of byStep(step)) {
      const height = Math.max(2, n.visits * scale);
      const key = nodeKey(step, n.page);
      nodes.push({
        key,
        step,
        page: n.page,
        visits: n.visits,
        dropOffs: dropped.get(key) ?? 0,
        x: columnX(step),
        y,
        height,
      });
      y += height + o.gap;
    }
  }
  const nodeOf = new Map(nodes.map((n) => [n.key, n]));
  const raw = flow.links.flatMap((l) => {
    const source = nodeOf.get(nodeKey(l.step, l.from));
    const target = nodeOf.get(nodeKey(l.step + 1, l.to));
    return source && target ? [{ ...l, source, target, width: Math.max(1, l.visits * scale) }] : [];
  });
  // bands leave a page in the order of their targets, and reach a page in the order of their sources
  const outOffset = new Map<FlowBand | (typeof raw)[number], number>();
  const inOffset = new Map<FlowBand | (typeof raw)[number], number>();
  for (const node of nodes) {
    let y = node.y;
    for (const b of raw.filter((b) => b.source === node).sort((a, b) => a.target.y - b.target.y)) {
      outOffset.set(b, y + b.width / 2);
      y += b.width;
    }
    y = node.y;
    for (const b of raw.filter((b) => b.target === node).sort((a, b) => a.source.y - b.source.y)) {
      inOffset.set(b, y + b.width / 2);
      y += b.width;
    }
  }
  const bands: FlowBand[] = raw.map((b) => {
    const x0 = o.rtl ? b.source.x : b.source.x + o.nodeWidth;
    const x1 = o.rtl ? b.target.x + o.nodeWidth : b.target.x;
    const y0 = outOffset.get(b) ?? b.source.y;
    const y1 = inOffset.get(b) ?? b.target.y;
    const mid = (x0 + x1) / 2;
    return {
      key: JSON.stringify([b.step, b.from, b.to]),
      step: b.step,
      from: b.from,
      to: b.to,
      visits: b.visits,
      source: b.source,
      target: b.target,
      width: b.width,
      path: `M${x0},${y0} C${mid},${y0} ${mid},${y1} ${x1},${y1}`,
    };
  });
  return { columns, nodes, bands };
}
