import type { EventType } from '@osm5/shared';
import type { EventInput } from '../event-row.ts';

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
    }
    if (type === 'custom') {
      event.event_name = pick(['signup', 'download', 'play']);
      event.value = Math.floor(random() * 80) / 8;
    }
    if (type === 'vital') {
      event.vital_name = pick(['LCP', 'INP', 'CLS']);
      event.vital_value = Math.floor(random() * 40_000) / 8;
    }
    events.push(event);
  }
  return events;
}
