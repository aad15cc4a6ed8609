import { describe, expect, it } from 'vitest';
import { readSettings, writeSettings } from './report-search.ts';

const now = new Date(2026, 10, 25, 15, 30);

describe('report settings in the address', () => {
  it('opens on the last 30 days, without comparison or filters', () => {
    expect(readSettings(new URLSearchParams(), now)).toEqual({
      choice: { preset: '30d', from: '2026-10-27', to: '2026-11-25' },
      compare: false,
      filters: [],
      segment: [],
    });
  });

  it('reads back what it wrote', () => {
    const settings = {
      choice: { preset: 'custom' as const, from: '2026-11-01', to: '2026-11-03' },
      compare: true,
      filters: [{ dimension: 'country' as const, op: 'eq' as const, value: 'FR' }],
      segment: [],
    };
    expect(readSettings(writeSettings(settings), now)).toEqual(settings);
    const mobile = {
      ...settings,
      segment: [{ dimension: 'device_type' as const, op: 'eq' as const, value: 'mobile' }],
    };
    expect(readSettings(writeSettings(mobile), now)).toEqual(mobile);
    expect(writeSettings({ ...settings, choice: { preset: '7d', from: 'x', to: 'y' } }).toString()).toBe(
      'range=7d&compare=previous&filters=%5B%7B%22dimension%22%3A%22country%22%2C%22op%22%3A%22eq%22%2C%22value%22%3A%22FR%22%7D%5D',
    );
  });

  it('ignores an unknown period and filters that are not filters', () => {
    const read = readSettings(
      new URLSearchParams('range=forever&filters=%5B%7B%22dimension%22%3A%22nope%22%7D%5D'),
      now,
    );
    expect(read.choice.preset).toBe('30d');
    expect(read.filters).toEqual([]);
    expect(readSettings(new URLSearchParams('filters=%7Bbroken'), now).filters).toEqual([]);
  });
});
