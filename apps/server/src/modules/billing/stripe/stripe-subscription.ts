import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import type { SubscriptionTerms } from '../payment-provider.ts';
import { addonPrice, planPrice } from '../pricing.ts';
import { type StripeClient, StripeError } from './stripe-client.ts';
import { stripeCustomerOf } from './stripe-customer.ts';

/**
 * The Stripe copy of a subscription: one item per thing the next period
 * charges (the plan when it costs, each add-on with its quantity), priced
 * with `price_data` on products OSM5 names itself (`osm5_plan_pro`,
 * `osm5_addon_extra_members`, made once). Stripe renews it at our period's
 * end (`billing_cycle_anchor`) and charges each new period; changes within a
 * period are never prorated by Stripe (`proration_behavior=none`): OSM5
 * invoices its own prorations, the ones shown before confirming.
 */

/** The part of a Stripe subscription read here (periods per item since API 2025-03-31, on the subscription before). */
export interface StripeSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start?: number;
  current_period_end?: number;
  items: {
    data: { id: string; price: { product: string }; current_period_start?: number; current_period_end?: number }[];
  };
}

/** The period Stripe is in for a subscription, whichever API version answered. */
export function stripePeriodOf(sub: Partial<StripeSubscription>): { start: Date; end: Date } | null {
  const item = sub.items?.data?.[0];
  const start = item?.current_period_start ?? sub.current_period_start;
  const end = item?.current_period_end ?? sub.current_period_end;
  if (typeof start !== 'number' || typeof end !== 'number') return null;
  return { start: new Date(start * 1000), end: new Date(end * 1000) };
}

interface Wanted {
  product: string;
  name: string;
  amount: number;
  quantity: number;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

function wantedItems(terms: SubscriptionTerms): Wanted[] {
  const items: Wanted[] = [];
  const planAmount = planPrice(terms.plan, terms.currency);
  if (planAmount > 0) {
    items.push({ product: `osm5_plan_${terms.plan}`, name: `OSM5 ${terms.plan}`, amount: planAmount, quantity: 1 });
  }
  for (const held of terms.addons) {
    if (held.quantity <= 0) continue;
    items.push({
      product: `osm5_addon_${held.addon}`,
      name: `OSM5 ${held.addon}`,
      amount: addonPrice(held.addon, terms.currency),
      quantity: held.quantity,
    });
  }
  return items;
}

export class StripeSubscriptions {
  private readonly products = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly stripe: StripeClient,
  ) {}

  /** Makes OSM5's product once (looked up first, so a restart does not make another). */
  private async product(item: Wanted): Promise<void> {
    if (this.products.has(item.product)) return;
    try {
      await this.stripe.get(`/v1/products/${item.product}`);
    } catch (err) {
      if (!(err instanceof StripeError) || err.status !== 404) throw err;
      await this.stripe.post('/v1/products', { id: item.product, name: item.name }, `osm5-product-${item.product}`);
    }
    this.products.add(item.product);
  }

  private itemParams(i: number, item: Wanted, currency: string, existing?: string) {
    const p = `items[${i}]`;
    return {
      [`${p}[id]`]: existing,
      [`${p}[price_data][currency]`]: currency,
      [`${p}[price_data][product]`]: item.product,
      [`${p}[price_data][unit_amount]`]: item.amount,
      [`${p}[price_data][recurring][interval]`]: 'month',
      [`${p}[quantity]`]: item.quantity,
    };
  }

  /** Creates or updates the Stripe subscription to `terms`; its id, or null when nothing is to be renewed there. */
  async sync(terms: SubscriptionTerms): Promise<string | null> {
    const wanted = wantedItems(terms);
    const currency = terms.currency.toLowerCase();
    for (const item of wanted) await this.product(item);

    let current: StripeSubscription | null = null;
    if (terms.providerRef) {
      current = await this.stripe.get<StripeSubscription>(`/v1/subscriptions/${terms.providerRef}`);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') current = null;
    }

    if (!current) {
      // nothing charges next period: no Stripe subscription (our own renewal ends it)
      if (wanted.length === 0 || terms.ending) return null;
      const customer = await stripeCustomerOf(this.db, this.stripe, terms.orgId);
      let params: Record<string, string | number | boolean | undefined> = {
        customer,
        billing_cycle_anchor: unix(terms.periodEnd),
        proration_behavior: 'none',
        'metadata[osm5_org_id]': terms.orgId,
      };
      wanted.forEach((item, i) => {
        params = { ...params, ...this.itemParams(i, item, currency) };
      });
      const created = await this.stripe.post<{ id: string }>(
        '/v1/subscriptions',
        params,
        `osm5-subscription-${terms.orgId}-${terms.periodStart.getTime()}`,
      );
      return created.id;
    }

    // a subscription needs an item: when nothing charges next period, it only ends at the period's end
    let params: Record<string, string | number | boolean | undefined> = {
      proration_behavior: 'none',
      cancel_at_period_end: terms.ending || wanted.length === 0,
    };
    if (wanted.length > 0) {
      const byProduct = new Map(current.items.data.map((it) => [it.price.product, it.id]));
      let i = 0;
      for (const item of wanted) {
        params = { ...params, ...this.itemParams(i++, item, currency, byProduct.get(item.product)) };
        byProduct.delete(item.product);
      }
      for (const stale of byProduct.values()) {
        params[`items[${i}][id]`] = stale;
        params[`items[${i++}][deleted]`] = true;
      }
    }
    // each change is its own request (a cancel, a resume, the cancel again): a fresh key
    await this.stripe.post(`/v1/subscriptions/${current.id}`, params, `osm5-subscription-update-${randomUUID()}`);
    return current.id;
  }
}
