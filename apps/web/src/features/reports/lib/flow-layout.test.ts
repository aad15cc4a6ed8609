import type { FlowResult } from '@osm5/shared/analytics/query';
import { describe, expect, it } from 'vitest';
import { layoutFlow } from './flow-layout.ts';

const flow: FlowResult = {
  steps: 3,
  visits: 4,
  nodes: [
    { step: 1, page: '/', visits: 3 },
    { step: 1, page: '/blog', visits: 1 },
    { step: 2, page: '/pricing', visits: 2 },
    { step: 2, page: null, visits: 1 },
  ],
  links: [
    { step: 1, from: '/', to: '/pricing', visits: 2 },
    { step: 1, from: '/', to: null, visits: 1 },
  ],
  dropOffs: [
    { step: 1, page: '/blog', visits: 1 },
    { step: 2, page: '/pricing', visits: 2 },
    { step: 2, page: null, visits: 1 },
  ],
};
const options = { width: 500, height: 110, nodeWidth: 10, gap: 10, rtl: false };

describe('layoutFlow', () => {
  it('stacks each step in a column, as tall as its visits on one scale, drop-offs attached', () => {
    const { columns, nodes } = layoutFlow(flow, options);
    expect(columns).toBe(2);
    // the tallest column: 4 visits and one gap in 110 → 25 per visit
    expect(nodes.map((n) => [n.page, n.x, n.y, n.height, n.dropOffs])).toEqual([
      ['/', 0, 0, 75, 0],
      ['/blog', 0, 85, 25, 1],
      ['/pricing', 490, 0, 50, 2],
      [null, 490, 60, 25, 1],
    ]);
  });

  it('draws one band per transition, leaving and reaching each page in order, mirrored right to left', () => {
    const ltr = layoutFlow(flow, options);
    expect(ltr.bands.map((b) => [b.to, b.width, b.path])).toEqual([
      ['/pricing', 50, 'M10,25 C250,25 250,25 490,25'],
      [null, 25, 'M10,62.5 C250,62.5 250,72.5 490,72.5'],
    ]);
    const rtl = layoutFlow(flow, { ...options, rtl: true });
    expect(rtl.nodes[0]?.x).toBe(490);
    expect(rtl.bands[0]?.path).toBe('M490,25 C250,25 250,25 10,25');
  });

  it('lays out nothing without visits', () => {
    expect(layoutFlow({ steps: 5, visits: 0, nodes: [], links: [], dropOffs: [] }, options)).toEqual({
      columns: 1,
      nodes: [],
      bands: [],
    });
  });
});
