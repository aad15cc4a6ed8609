import type { EventStore } from '../../analytics-store/index.ts';
import type { AiItem } from './ai-item.repository.ts';

/** How far back a question reads the names of a site's products: a year and a day, the longest preset range. */
const LOOKBACK_MS = 366 * 24 * 60 * 60 * 1000;
/** The products read at most, most ordered first: a shop's best sellers. */
export const MAX_KNOWN_PRODUCTS = 500;

/**
 * The names of the products a site's orders held over the last year, most
 * ordered first, so that the planner can read one named without quotes
 * (AiPlanRequest.products). A link sells nothing: none.
 */
export async function knownProductsOf(
  events: EventStore,
  item: Pick<AiItem, 'app' | 'id' | 'orgId'>,
  now: Date,
): Promise<string[]> {
  if (item.app !== 'analytics') return [];
  const result = await events.query({
    scope: { tenantId: item.orgId, itemId: item.id },
    range: { from: new Date(now.getTime() - LOOKBACK_MS).toISOString(), to: now.toISOString() },
    metrics: ['orders'],
    dimensions: ['product'],
    orderBy: [
      { key: 'orders', direction: 'desc' },
      { key: 'product', direction: 'asc' },
    ],
    limit: MAX_KNOWN_PRODUCTS,
  });
  return result.rows.map((r) => String(r.product ?? '')).filter((name) => name !== '');
}
