import { describe, expect, it } from 'vitest';
import { customSegment, presetsFor, segmentChoice, segmentPresets } from './report-segments.ts';

describe('report segments', () => {
  it('names a segment by its preset, or custom, or every visit when empty', () => {
    expect(segmentChoice([])).toBe('all');
    for (const preset of segmentPresets) expect(segmentChoice([...preset.filters])).toBe(preset.key);
    expect(segmentChoice([{ dimension: 'country', op: 'eq', value: 'FR' }])).toBe('custom');
  });

  it('offers a link only the segments its clicks can match', () => {
    expect(presetsFor('surl').map((p) => p.key)).toEqual(['mobile', 'search', 'social', 'campaigns']);
    expect(presetsFor('analytics')).toHaveLength(segmentPresets.length);
  });

  it('makes a custom segment of a trimmed value, and none of an empty one', () => {
    expect(customSegment('path', 'contains', ' /pricing ')).toEqual([
      { dimension: 'path', op: 'contains', value: '/pricing' },
    ]);
    expect(customSegment('path', 'eq', '  ')).toEqual([]);
  });
});
