import { type LinkKind, linkKinds } from '../links/link-kinds.ts';

/**
 * The plans and add-ons of domain.md "Plans", defined once: the server
 * enforces them (plan-check.ts), the web app compares them (settings/plans)
 * and the manual provider invoices them. `null` means unlimited.
 */

export const planIds = ['free', 'pro', 'business', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** Quantities a plan caps; each is a `PLAN_LIMIT` field name. */
export const limitKeys = [
  'newLinksPerMonth',
  'trackedEventsPerMonth',
  'sites',
  'workspaces',
  'members',
  'customDomains',
] as const;
export type LimitKey = (typeof limitKeys)[number];
export type PlanLimits = Record<LimitKey, number | null>;

export type AiTier = 'lite' | 'pro';

/**
 * Features a plan includes or not (not quantities): every link kind, plus the
 * link options and capabilities domain.md places by plan.
 */
export const extraFeatures = ['utm', 'qr', 'link_expiry', 'api_writes', 'ai_pro'] as const;
export type PlanFeature = LinkKind | (typeof extraFeatures)[number];

/** Currencies the plans are priced in; an organisation whose currency is not here is billed in USD. */
export const billingCurrencies = ['USD', 'EUR', 'GBP', 'CNY'] as const;
export type BillingCurrency = (typeof billingCurrencies)[number];
export const fallbackBillingCurrency: BillingCurrency = 'USD';

/** A monthly price in minor units (cents) per currency. */
export type Price = Record<BillingCurrency, number>;

export interface Plan {
  id: PlanId;
  limits: PlanLimits;
  features: readonly PlanFeature[];
  ai: AiTier;
  /** how long events are kept; null = unlimited */
  retentionMonths: number | null;
  /** per month */
  price: Price;
}

const targetingKinds: readonly LinkKind[] = [
  'password_protected',
  'app_download',
  'language_based',
  'location_based',
  'device_based',
  'browser_based',
  'source_based',
  'os_based',
  'ip_based',
];

const freeFeatures: readonly PlanFeature[] = ['simple', 'utm', 'qr'];
const proFeatures: readonly PlanFeature[] = [...freeFeatures, ...targetingKinds, 'link_expiry', 'ai_pro'];
const businessFeatures: readonly PlanFeature[] = [...proFeatures, 'rlsurl', 'rule_based', 'api_writes'];
const allFeatures: readonly PlanFeature[] = [...linkKinds, ...extraFeatures];

export const plans: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    limits: {
      newLinksPerMonth: 50,
      trackedEventsPerMonth: 10_000,
      sites: 1,
      workspaces: 1,
      members: 2,
      customDomains: 0,
    },
    features: freeFeatures,
    ai: 'lite',
    retentionMonths: 6,
    price: { USD: 0, EUR: 0, GBP: 0, CNY: 0 },
  },
  pro: {
    id: 'pro',
    limits: {
      newLinksPerMonth: 5_000,
      trackedEventsPerMonth: 500_000,
      sites: 10,
      workspaces: 5,
      members: 10,
      customDomains: 3,
    },
    features: proFeatures,
    ai: 'pro',
    retentionMonths: 24,
    price: { USD: 2_900, EUR: 2_700, GBP: 2_300, CNY: 19_900 },
  },
  business: {
    id: 'business',
    limits: {
      newLinksPerMonth: 50_000,
      trackedEventsPerMonth: 5_000_000,
      sites: 100,
      workspaces: 25,
      members: 50,
      customDomains: 25,
    },
    features: businessFeatures,
    ai: 'pro',
    retentionMonths: 60,
    price: { USD: 19_900, EUR: 18_500, GBP: 15_900, CNY: 139_900 },
  },
  enterprise: {
    id: 'enterprise',
    limits: {
      newLinksPerMonth: null,
      trackedEventsPerMonth: null,
      sites: null,
      workspaces: null,
      members: null,
      customDomains: null,
    },
    features: allFeatures,
    ai: 'pro',
    retentionMonths: null,
    price: { USD: 99_900, EUR: 92_900, GBP: 79_900, CNY: 699_900 },
  },
};

/** Plans in ascending order: a move to a later one is an upgrade. */
export function planRank(id: PlanId): number {
  return planIds.indexOf(id);
}

export const addonIds = ['extra_events', 'extra_members', 'ai_pro', 'extra_custom_domains'] as const;
export type AddonId = (typeof addonIds)[number];

export interface Addon {
  id: AddonId;
  /** what one unit adds to a limit (none for a feature add-on) */
  adds?: { limit: LimitKey; amount: number };
  /** what the add-on unlocks (none for a quantity add-on) */
  feature?: PlanFeature;
  /** the most units an organisation may hold (1 for a feature add-on) */
  maxQuantity: number;
  /** per unit per month */
  price: Price;
}

export const addons: Record<AddonId, Addon> = {
  extra_events: {
    id: 'extra_events',
    adds: { limit: 'trackedEventsPerMonth', amount: 100_000 },
    maxQuantity: 100,
    price: { USD: 1_000, EUR: 900, GBP: 800, CNY: 6_900 },
  },
  extra_members: {
    id: 'extra_members',
    adds: { limit: 'members', amount: 5 },
    maxQuantity: 100,
    price: { USD: 1_500, EUR: 1_400, GBP: 1_200, CNY: 9_900 },
  },
  ai_pro: {
    id: 'ai_pro',
    feature: 'ai_pro',
    maxQuantity: 1,
    price: { USD: 900, EUR: 800, GBP: 700, CNY: 5_900 },
  },
  extra_custom_domains: {
    id: 'extra_custom_domains',
    adds: { limit: 'customDomains', amount: 3 },
    maxQuantity: 100,
    price: { USD: 500, EUR: 500, GBP: 400, CNY: 3_500 },
  },
};

export interface AddonQuantity {
  addon: AddonId;
  quantity: number;
}

/** What an organisation may use: its plan plus its add-ons. */
export interface EffectiveLimits {
  plan: PlanId;
  limits: PlanLimits;
  features: readonly PlanFeature[];
  ai: AiTier;
  retentionMonths: number | null;
}

/** The plan's limits raised by each add-on held; an unlimited limit stays unlimited. */
export function effectiveLimits(planId: PlanId, held: readonly AddonQuantity[]): EffectiveLimits {
  const plan = plans[planId];
  const limits: PlanLimits = { ...plan.limits };
  const features = new Set<PlanFeature>(plan.features);
  for (const { addon: id, quantity } of held) {
    const addon = addons[id];
    if (quantity <= 0) continue;
    if (addon.adds) {
      const current = limits[addon.adds.limit];
      if (current !== null) limits[addon.adds.limit] = current + addon.adds.amount * quantity;
    }
    if (addon.feature) features.add(addon.feature);
  }
  return {
    plan: planId,
    limits,
    features: [...features],
    ai: features.has('ai_pro') ? 'pro' : plan.ai,
    retentionMonths: plan.retentionMonths,
  };
}

/** The currency an organisation is billed in: its own when the plans are priced in it. */
export function billingCurrencyFor(orgCurrency: string | null | undefined): BillingCurrency {
  const upper = orgCurrency?.toUpperCase();
  return (billingCurrencies as readonly string[]).includes(upper ?? '')
    ? (upper as BillingCurrency)
    : fallbackBillingCurrency;
}

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}
