import type { EventBatch } from '@osm5/shared/analytics/tracking-payload';
import { eventBatchSchema, MAX_BATCH_EVENTS } from '@osm5/shared/analytics/tracking-payload';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_LIMIT, createOsm5, type FetchLike, type Osm5Options } from './create-osm5.ts';
import { memoryStorage } from './storage.ts';

/** A fake server: answers each request with the next planned status (202 once the plan runs out). */
function fakeServer(plan: (number | 'offline')[] = []) {
  const batches: EventBatch[] = [];
  const urls: string[] = [];
  const fetch: FetchLike = async (url, init) => {
    urls.push(url);
    const answer = plan.shift() ?? 202;
    if (answer === 'offline') throw new TypeError('fetch failed');
    const batch = JSON.parse(init.body) as EventBatch;
    if (answer === 202) batches.push(batch);
    return { status: answer, text: async () => '{"status":false,"code":"VALIDATION_ERROR"}' };
  };
  const sent = () => batches.flatMap((b) => b.events.map((e) => e.name ?? e.screen ?? e.order?.id));
  return { fetch, batches, urls, sent, plan };
}

const make = (overrides: Partial<Osm5Options>) =>
  createOsm5({
    endpoint: 'https://osm5.example/',
    siteId: 'app-1',
    storage: memoryStorage(),
    log: () => {},
    ...overrides,
  });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createOsm5', () => {
  it('sends the waiting events in one batch, in order, as the contract says', async () => {
    const server = fakeServer();
    const osm5 = make({ fetch: server.fetch, appVersion: '2.1.0', device: { os: 'iOS', type: 'mobile' } });
    osm5.screen('Home', { tab: 'new' });
    osm5.track('signup', { plan: 'pro' });
    osm5.order({ id: 'A-1', revenue: 42.5, currency: 'EUR', items: [{ id: 'sku', quantity: 1 }] });
    await osm5.flush();

    expect(server.urls).toEqual(['https://osm5.example/api/event/batch']);
    expect(server.sent()).toEqual(['Home', 'signup', 'A-1']);
    const batch = server.batches[0]!;
    expect(eventBatchSchema.safeParse(batch).success).toBe(true);
    expect(batch).toMatchObject({ site: 'app-1', appVersion: '2.1.0', device: { os: 'iOS', type: 'mobile' } });
    expect(batch.installId).toMatch(/^[0-9a-f]{32}$/);
    expect(batch.events.map((e) => e.type)).toEqual(['screenview', 'custom', 'ecommerce']);
    expect(new Set(batch.events.map((e) => e.id)).size).toBe(3);
    expect(batch.events[0]!.time).toBe(Date.parse('2026-11-20T10:00:00Z'));
  });

  it('sends on its own after the flush interval', async () => {
    const server = fakeServer();
    const osm5 = make({ fetch: server.fetch, flushIntervalMs: 5_000 });
    osm5.track('a');
    await vi.advanceTimersByTimeAsync(4_900);
    expect(server.sent()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(server.sent()).toEqual(['a']);
  });

  it('sends at once when a batch is full, and never more than maxBatch events a request', async () => {
    const server = fakeServer();
    const osm5 = make({ fetch: server.fetch, maxBatch: 2 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) osm5.track(name);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.batches.length).toBeGreaterThanOrEqual(2);
    await osm5.flush();
    expect(server.batches.map((b) => b.events.length)).toEqual([2, 2, 1]);
    expect(server.sent()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a flush asked for while a send is finishing also sends what was queued meanwhile', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    let holdWrites = false;
    let release = () => {};
    const slowStorage = {
      getItem: storage.getItem,
      setItem: async (key: string, value: string) => {
        if (holdWrites) await new Promise<void>((resolve) => (release = resolve));
        await storage.setItem(key, value);
      },
    };
    const osm5 = make({ fetch: server.fetch, storage: slowStorage });
    osm5.track('a');
    await vi.advanceTimersByTimeAsync(0);
    holdWrites = true;
    const first = osm5.flush();
    await vi.advanceTimersByTimeAsync(0); // 'a' is sent; the queue's write after it waits
    osm5.track('b');
    const second = osm5.flush();
    holdWrites = false;
    release();
    await Promise.all([first, second]);
    expect(server.batches.map((b) => b.events.map((e) => e.name))).toEqual([['a'], ['b']]);
  });

  it('keeps one install id per storage across restarts', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const first = make({ fetch: server.fetch, storage });
    first.track('a');
    await first.shutdown();
    const second = make({ fetch: server.fetch, storage });
    second.track('b');
    await second.flush();
    const other = make({ fetch: server.fetch });
    other.track('c');
    await other.flush();
    const [a, b, c] = server.batches.map((batch) => batch.installId);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('keeps the unsent queue across a restart and sends it soon after the next start, ids unchanged', async () => {
    const storage = memoryStorage();
    const offline = fakeServer(['offline', 'offline']);
    const before = make({ fetch: offline.fetch, storage });
    before.track('a');
    before.track('b');
    await before.shutdown();
    expect(offline.batches).toEqual([]);
    const stored = JSON.parse(storage.data.get('osm5:queue:app-1')!) as { id: string }[];
    expect(stored).toHaveLength(2);

    const online = fakeServer();
    make({ fetch: online.fetch, storage });
    await vi.advanceTimersByTimeAsync(10);
    expect(online.sent()).toEqual(['a', 'b']);
    expect(online.batches[0]!.events.map((e) => e.id)).toEqual(stored.map((e) => e.id));
    expect(JSON.parse(storage.data.get('osm5:queue:app-1')!)).toEqual([]);
  });

  it('retries with a growing back-off after network errors and 5xx, then sends the same events', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: 1 s, 2 s, 4 s
    const server = fakeServer(['offline', 503, 'offline']);
    const osm5 = make({ fetch: server.fetch });
    osm5.track('a');
    await osm5.flush();
    expect(server.urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(server.urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(server.urls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(server.sent()).toEqual(['a']);
    vi.mocked(Math.random).mockRestore();
  });

  it('does not send early while backing off, even when the batch fills', async () => {
    const server = fakeServer(['offline']);
    const osm5 = make({ fetch: server.fetch, maxBatch: 2 });
    osm5.track('a');
    osm5.track('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.urls).toHaveLength(1);
    osm5.track('c');
    osm5.track('d');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_300);
    await osm5.flush();
    expect(server.sent()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('retries a 429', async () => {
    const server = fakeServer([429]);
    const osm5 = make({ fetch: server.fetch });
    osm5.track('a');
    await osm5.flush();
    await vi.advanceTimersByTimeAsync(1_300);
    expect(server.sent()).toEqual(['a']);
  });

  it('drops a batch the server refuses as malformed (400), says so, and goes on with the next', async () => {
    const log = vi.fn();
    const server = fakeServer([400]);
    const osm5 = make({ fetch: server.fetch, maxBatch: 2, log });
    for (const name of ['a', 'b', 'c']) osm5.track(name);
    await osm5.flush();
    expect(server.sent()).toEqual(['c']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refused 2 events (400'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.urls).toHaveLength(2);
  });

  it('caps the offline queue, dropping the oldest events first', async () => {
    const storage = memoryStorage();
    const server = fakeServer(['offline']);
    const osm5 = make({ fetch: server.fetch, storage, maxQueue: 3, maxBatch: 50 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) osm5.track(name);
    await osm5.flush();
    await vi.advanceTimersByTimeAsync(1_300);
    expect(server.sent()).toEqual(['c', 'd', 'e']);
  });

  it('drops events older than the server takes instead of sending them', async () => {
    const storage = memoryStorage();
    const offline = fakeServer(['offline']);
    const before = make({ fetch: offline.fetch, storage });
    before.track('old');
    await before.shutdown();
    vi.setSystemTime(Date.now() + 7 * 24 * 3_600_000);
    const server = fakeServer();
    const after = make({ fetch: server.fetch, storage });
    after.track('new');
    await after.flush();
    expect(server.sent()).toEqual(['new']);
  });

  it('batches no more than the contract allows', () => {
    expect(BATCH_LIMIT).toBe(MAX_BATCH_EVENTS);
  });
});
