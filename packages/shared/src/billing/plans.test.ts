import { describe, expect, it } from 'vitest';
import { linkKinds } from '../links/link-kinds.ts';
import { billingCurrencies, billingCurrencyFor, effectiveLimits, planIds, plans } from './plans.ts';

describe('plans and add-ons', () => {
  it('holds domain.md’s table', () => {
    expect(plans.free.limits).toEqual({
      newLinksPerMonth: 50,
      trackedEventsPerMonth: 10_000,
      sites: 1,
      workspaces: 1,
      members: 2,
      customDomains: 0,
    });
    expect(plans.business.limits.trackedEventsPerMonth).toBe(5_000_000);
    expect(Object.values(plans.enterprise.limits).every((v) => v === null)).toBe(true);
    expect(planIds.map((id) => plans[id].retentionMonths)).toEqual([6, 24, 60, null]);
    expect(planIds.map((id) => plans[id].ai)).toEqual(['lite', 'pro', 'pro', 'pro']);
  });

  it('gives each plan at least the features of the one below, enterprise every link kind', () => {
    for (let i = 1; i < planIds.length; i++) {
      const lower = plans[planIds[i - 1] as (typeof planIds)[number]].features;
      const higher = new Set(plans[planIds[i] as (typeof planIds)[number]].features);
      for (const f of lower) expect(higher.has(f), f).toBe(true);
    }
    expect(plans.free.features).toEqual(['simple', 'utm', 'qr']);
    expect(plans.pro.features).not.toContain('rule_based');
    expect(plans.business.features).toContain('api_writes');
    for (const kind of linkKinds) expect(plans.enterprise.features).toContain(kind);
  });

  it('prices every plan and add-on in every billing currency', () => {
    for (const id of planIds) for (const c of billingCurrencies) expect(plans[id].price[c]).toBeGreaterThanOrEqual(0);
  });

  it('raises limits by add-on quantity, unlocks OSM5GPT Pro, and leaves unlimited alone', () => {
    const free = effectiveLimits('free', [
      { addon: 'extra_members', quantity: 2 },
      { addon: 'extra_events', quantity: 3 },
      { addon: 'ai_pro', quantity: 1 },
    ]);
    expect(free.limits.members).toBe(12);
    expect(free.limits.trackedEventsPerMonth).toBe(310_000);
    expect(free.ai).toBe('pro');
    expect(free.features).toContain('ai_pro');
    expect(effectiveLimits('enterprise', [{ addon: 'extra_members', quantity: 5 }]).limits.members).toBeNull();
  });

  it('bills in the organisation’s currency when the plans are priced in it, else USD', () => {
    expect(billingCurrencyFor('eur')).toBe('EUR');
    expect(billingCurrencyFor('JPY')).toBe('USD');
    expect(billingCurrencyFor(undefined)).toBe('USD');
  });
});
