import { describe, expect, it } from 'vitest';
import { type QueryDescriptionInput, queryDescriptionSchema } from './query.ts';

const valid: QueryDescriptionInput = {
  scope: { tenantId: 't1', itemId: 'i1' },
  range: { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00+02:00' },
  metrics: ['visitors'],
};

const fails = (patch: Partial<QueryDescriptionInput>) =>
  !queryDescriptionSchema.safeParse({ ...valid, ...patch }).success;

describe('queryDescriptionSchema', () => {
  it('fills defaults', () => {
    const q = queryDescriptionSchema.parse(valid);
    expect(q).toMatchObject({
      timeZone: 'UTC',
      dimensions: [],
      filters: [],
      limit: 100,
      offset: 0,
      includeBots: false,
    });
  });

  it('refuses what would shape bad SQL or a meaningless report', () => {
    expect(fails({ timeZone: 'Nowhere/Land' })).toBe(true);
    expect(fails({ range: { from: '2026-04-01T00:00:00Z', to: '2026-03-01T00:00:00Z' } })).toBe(true);
    expect(fails({ range: { from: '2026-03-01', to: '2026-04-01' } })).toBe(true);
    expect(fails({ metrics: [] })).toBe(true);
    expect(fails({ metrics: ['visitors', 'visitors'] })).toBe(true);
    expect(fails({ metrics: ['sum(1)' as 'events'] })).toBe(true);
    expect(fails({ dimensions: ['day', 'hour'] })).toBe(true);
    expect(fails({ dimensions: ['path; DROP' as 'path'] })).toBe(true);
    expect(fails({ orderBy: [{ key: 'country', direction: 'asc' }] })).toBe(true);
    expect(fails({ scope: { tenantId: 't1', itemId: 'a', itemIds: ['b'] } })).toBe(true);
    expect(fails({ scope: { tenantId: '' } })).toBe(true);
    expect(fails({ filters: [{ dimension: 'path', op: 'contains', value: '' }] })).toBe(true);
    expect(fails({ filters: [{ dimension: 'path', op: 'in', values: [] }] })).toBe(true);
    expect(fails({ limit: 0 })).toBe(true);
    expect(fails({ dimensions: ['hour'], range: { from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } })).toBe(
      true,
    );
    expect(fails({ dimensions: ['day'], range: { from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } })).toBe(
      false,
    );
    expect(fails({ compare: { type: 'range', from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } })).toBe(true);
  });

  it('accepts a full description', () => {
    expect(
      fails({
        timeZone: 'Asia/Kolkata',
        metrics: ['events', 'avg_vital'],
        dimensions: ['week', 'country'],
        filters: [
          { dimension: 'path', op: 'starts_with', value: "/it's" },
          { dimension: 'country', op: 'not_in', values: ['FR', ''] },
        ],
        orderBy: [{ key: 'avg_vital', direction: 'asc' }],
        compare: { type: 'previous' },
      }),
    ).toBe(false);
  });
});

describe('goals, segments and visit metrics', () => {
  it('asks a goal of conversions, and keeps p75 away from visit metrics', () => {
    expect(fails({ metrics: ['conversions'] })).toBe(true);
    expect(fails({ metrics: ['conversion_rate'], goal: { kind: 'event', name: 'signup' } })).toBe(false);
    expect(fails({ metrics: ['p75_vital', 'bounce_rate'] })).toBe(true);
    expect(fails({ metrics: ['p75_vital', 'avg_vital'] })).toBe(false);
  });

  it('takes a page goal as an exact path or a prefix ending in *', () => {
    const goal = (path: string) => fails({ metrics: ['conversions'], goal: { kind: 'page', path } });
    expect(goal('/pricing')).toBe(false);
    expect(goal('/blog/*')).toBe(false);
    expect(goal('/b*og')).toBe(true);
    expect(goal('')).toBe(true);
  });

  it('takes a segment of one to twenty filters', () => {
    const filter = { dimension: 'country', op: 'eq', value: 'FR' } as const;
    expect(fails({ segment: { filters: [] } })).toBe(true);
    expect(fails({ segment: { filters: [filter] } })).toBe(false);
    expect(fails({ segment: { filters: Array(21).fill(filter) } })).toBe(true);
  });
});
