import type { EventType } from '@osm5/shared';
import type { EventInput } from '../event-row.ts';
import { encodeOrderLines, orderLinesOf } from '../order-lines.ts';

/**
 * A deterministic fixture for the contract suite: a few thousand events over two
 * tenants (sharing an item id, to prove scoping), several items and workspaces,
 * the EU spring-forward and fall-back weekends and a month boundary, with
 * values that need escaping. Revenue and vitals are multiples of 1/8 so that
 * sums are exact in binary floating point in every database.
 */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Paths a filter must match byte for byte: quotes, backslashes, a NUL, accents, an emoji. */
export const nastyPaths = [
  "/it's",
  '/back\\slash',
  "/both\\'",
  '/nul\u0000byte',
  '/ünïcödé',
  '/emoji/😀',
  '/quote"d',
  "/'; DROP TABLE events; --",
];

const plainPaths = ['/', '/pricing', '/blog', '/blog/post-1', '/blog/post-2', '/docs', '/docs/api', '/about'];
const countries = ['FR', 'IN', 'US', 'DE', 'GB', 'BR', ''];
const browsers = ['Chrome', 'Firefox', 'Safari', 'Edge'];
const devices = ['desktop', 'mobile', 'tablet'];
const referrers = ['google.com', 'news.ycombinator.com', 't.co', ''];
const types: EventType[] = [
  'pageview',
  'pageview',
  'pageview',
  'click',
  'click',
  'custom',
  'vital',
  'ecommerce',
  'screenview',
  'uptime_check',
];

/** Products as [id, name]: an unnamed one reads as its id. */
const products: [string, string][] = [
  ['sku-1', 'Mug'],
  ['sku-2', 'T-shirt "logo"'],
  ['sku-3', 'Thé vert 🍵'],
  ['sku-4', ''],
];

const items = [
  { tenant_id: 'tenant-a', workspace_id: 'ws-a1', item_id: 'item-1' },
  { tenant_id: 'tenant-a', workspace_id: 'ws-a1', item_id: 'item-2' },
  { tenant_id: 'tenant-a', workspace_id: 'ws-a2', item_id: 'item-3' },
  { tenant_id: 'tenant-b', workspace_id: 'ws-b1', item_id: 'item-1' },
  { tenant_id: 'tenant-b', workspace_id: 'ws-b1', item_id: 'item-9' },
];

/** Windows the events fall in: around the EU spring-forward (and the month end), and around the fall-back. */
const windows = [
  { from: Date.parse('2026-03-20T00:00:00Z'), to: Date.parse('2026-04-12T00:00:00Z') },
  { from: Date.parse('2026-10-20T00:00:00Z'), to: Date.parse('2026-11-03T00:00:00Z') },
];
/** Dense hours around the transitions, so that the DST buckets are never empty by chance. */
const transitions = [Date.parse('2026-03-29T01:00:00Z'), Date.parse('2026-10-25T01:00:00Z')];

export function buildFixture(count = 4000, seed = 20260329): EventInput[] {
  const random = mulberry32(seed);
  // the order lines draw from their own stream, so that every other value stays what it was before they existed
  const lineRandom = mulberry32(seed + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const events: EventInput[] = [];
  for (let i = 0; i < count; i++) {
    const item = pick(items);
    let time: number;
    if (i % 10 === 0) {
      time = pick(transitions) - 3 * 3_600_000 + Math.floor(random() * 6 * 3_600_000);
    } else {
      const w =
        i % 3 === 0 ? (windows[1] as { from: number; to: number }) : (windows[0] as { from: number; to: number });
      time = w.from + Math.floor(random() * (w.to - w.from));
    }
    const type = pick(types);
    const visitor = type === 'uptime_check' ? '' : `v${Math.floor(random() * 300)}`;
    const event: EventInput = {
      ...item,
      type,
      time,
      visitor_id: visitor,
      session_id: visitor ? `${visitor}-s${Math.floor(random() * 4)}` : '',
      path: random() < 0.1 ? pick(nastyPaths) : pick(plainPaths),
      country: pick(countries),
      browser: pick(browsers),
      device_type: pick(devices),
      referrer_host: pick(referrers),
      utm_campaign: random() < 0.2 ? 'spring' : '',
      trigger: type === 'click' ? 'link' : 'web',
      is_bot: random() < 0.05,
    };
    if (type === 'ecommerce') {
      event.revenue = Math.floor(random() * 400) / 8;
      event.currency = 'EUR';
      // most orders hold products (one repeated, to be merged; a name that needs escaping), some none
      const count = Math.floor(lineRandom() * 4);
      const lines = orderLinesOf({
        id: `o${i}`,
        revenue: event.revenue,
        items: Array.from({ length: count }, () => {
          const [id, name] = products[Math.floor(lineRandom() * products.length)] as [string, string];
          return { id, name, price: Math.floor(lineRandom() * 160) / 8, quantity: 1 + Math.floor(lineRandom() * 3) };
        }),
      });
      event.order_lines = encodeOrderLines(lines, 32_000);
      event.quantity = lines.reduce((n, l) => n + l.quantity, 0);
    }
    if (type === 'custom') {
      event.event_name = pick(['signup', 'download', 'play']);
      event.value = Math.floor(random() * 80) / 8;
      // properties a goal may test: a string, a number, a boolean, a key that only prefixes another
      const plan = ['pro', 'free', 'pro "max"'][Math.floor(lineRandom() * 3)] as string;
      const seats = Math.floor(lineRandom() * 4);
      if (lineRandom() < 0.8) event.props = JSON.stringify({ xplan: 'pro', plan, seats, trial: seats === 0 });
    }
    if (type === 'vital') {
      event.vital_name = pick(['LCP', 'INP', 'CLS']);
      event.vital_value = Math.floor(random() * 40_000) / 8;
    }
    events.push(event);
  }
  return events;
}
