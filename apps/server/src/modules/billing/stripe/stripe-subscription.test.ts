import { describe, expect, it } from 'vitest';
import { stripePeriodOf } from './stripe-subscription.ts';

describe('stripePeriodOf', () => {
  const start = 1_790_000_000;
  const end = start + 30 * 86_400;

  it('reads the period from the subscription items (API 2025-03-31 and later)', () => {
    expect(
      stripePeriodOf({
        items: {
          data: [{ id: 'si_1', price: { product: 'p' }, current_period_start: start, current_period_end: end }],
        },
      }),
    ).toEqual({ start: new Date(start * 1000), end: new Date(end * 1000) });
  });

  it('falls back to the subscription’s own period (older API versions)', () => {
    expect(stripePeriodOf({ current_period_start: start, current_period_end: end, items: { data: [] } })).toEqual({
      start: new Date(start * 1000),
      end: new Date(end * 1000),
    });
  });

  it('answers null when the event carries no period', () => {
    expect(stripePeriodOf({ id: 'sub_1' })).toBeNull();
  });
});
