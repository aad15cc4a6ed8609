import { describe, expect, it } from 'vitest';
import {
  addMonth,
  addonProrationLines,
  directionOf,
  periodLines,
  planProrationLines,
  remainingFraction,
  totalOf,
} from './pricing.ts';

const at = (iso: string) => new Date(iso);

describe('billing periods and proration', () => {
  it('runs a month from the start, clamped to the shorter month', () => {
    expect(addMonth(at('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonth(at('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonth(at('2028-01-31T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonth(at('2026-12-10T00:00:00Z')).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });

  it('measures the part of the period left, between 0 and 1', () => {
    const period = { start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') };
    expect(remainingFraction(period, at('2026-04-16T00:00:00Z'))).toBe(0.5);
    expect(remainingFraction(period, at('2026-03-01T00:00:00Z'))).toBe(1);
    expect(remainingFraction(period, at('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('credits the unused old price and charges the rest at the new one (Pro to Business halfway: 99.50 - 14.50)', () => {
    const period = { start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') };
    const lines = planProrationLines('pro', 'business', 'USD', period, at('2026-04-16T00:00:00Z'));
    expect(lines.map((l) => [l.kind, l.item, l.amount])).toEqual([
      ['proration_credit', 'pro', -1450],
      ['proration_charge', 'business', 9950],
    ]);
    expect(totalOf(lines)).toBe(8500);
    // from Free there is nothing to credit
    expect(planProrationLines('free', 'pro', 'EUR', period, at('2026-04-16T00:00:00Z'))).toMatchObject([
      { kind: 'proration_charge', amount: 1350 },
    ]);
  });

  it('invoices a whole period: the plan when it costs, then each add-on by quantity', () => {
    const period = { start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') };
    const lines = periodLines('pro', [{ addon: 'extra_members', quantity: 2 }], 'GBP', period);
    expect(lines.map((l) => [l.kind, l.item, l.quantity, l.unitAmount, l.amount])).toEqual([
      ['plan', 'pro', 1, 2300, 2300],
      ['addon', 'extra_members', 2, 1200, 2400],
    ]);
    expect(periodLines('free', [], 'USD', period)).toEqual([]);
  });

  it('charges only added add-on units, for the rest of the period', () => {
    const period = { start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') };
    const quarter = at('2026-04-23T12:00:00Z');
    expect(addonProrationLines('extra_events', 3, 'USD', period, quarter)).toMatchObject([
      { quantity: 3, unitAmount: 250, amount: 750 },
    ]);
    expect(addonProrationLines('extra_events', -1, 'USD', period, quarter)).toEqual([]);
  });

  it('orders plans free < pro < business < enterprise', () => {
    expect(directionOf('free', 'pro')).toBe('upgrade');
    expect(directionOf('enterprise', 'business')).toBe('downgrade');
    expect(directionOf('pro', 'pro')).toBe('same');
  });
});
