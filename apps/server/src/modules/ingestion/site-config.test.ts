import { describe, expect, it } from 'vitest';
import type { IngestionSiteRow } from './ingestion.repository.ts';
import { SiteConfigs } from './site-config.ts';

const row = (id: string, status: IngestionSiteRow['status'] = 'active'): IngestionSiteRow => ({
  id,
  orgId: 'org',
  workspaceId: 'ws',
  kind: 'web',
  status,
  currency: 'EUR',
  subTimeZone: 'UTC',
  domain: 'example.com',
  allowedHosts: ['*.example.org'],
  excludedIps: [],
  excludedPaths: [],
  trackQueryStrings: false,
  siteSearchParams: [],
  respectDnt: false,
});

function setup() {
  let now = 1_000;
  const loads: string[] = [];
  const rows = new Map<string, IngestionSiteRow>([['a', row('a')]]);
  const sites = new SiteConfigs(
    async (id) => {
      loads.push(id);
      return rows.get(id);
    },
    { ttlMs: 60_000, missTtlMs: 10_000, now: () => now },
  );
  return { sites, loads, rows, tick: (ms: number) => (now += ms) };
}

describe('SiteConfigs', () => {
  it('answers from memory until the entry is old, with one query for concurrent misses', async () => {
    const { sites, loads, tick } = setup();
    const [x, y] = await Promise.all([sites.get('a'), sites.get('A')]);
    expect(x).toBe(y);
    expect(loads).toEqual(['a']);
    expect(sites.get('a')).toBe(x); // synchronous: no promise on a hit
    tick(59_000);
    expect(sites.get('a')).toBe(x);
    tick(2_000);
    await sites.get('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('answers an old entry while reading it again, and while the database cannot be read', async () => {
    let now = 1_000;
    let failing = false;
    const loads: number[] = [];
    const sites = new SiteConfigs(
      async (id) => {
        loads.push(now);
        if (failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        return row(id);
      },
      { ttlMs: 60_000, missTtlMs: 10_000, now: () => now },
    );
    const first = await sites.get('a');
    failing = true;
    now += 61_000;
    // old: answered at once, read again behind it
    expect(sites.get('a')).toBe(first);
    await new Promise((r) => setImmediate(r));
    expect(loads).toEqual([1_000, 62_000]);
    // that read failed: the old entry answers for 10 s more without a query, then is read again
    now += 9_000;
    expect(sites.get('a')).toBe(first);
    expect(loads).toHaveLength(2);
    now += 2_000;
    expect(sites.get('a')).toBe(first);
    await new Promise((r) => setImmediate(r));
    expect(loads).toEqual([1_000, 62_000, 73_000]);
    // the database answers again: the new reading replaces it
    failing = false;
    now += 11_000;
    expect(sites.get('a')).toBe(first);
    await new Promise((r) => setImmediate(r));
    const fresh = sites.get('a');
    expect(fresh).not.toBe(first);
    expect(fresh).toMatchObject({ id: 'a', status: 'active' });
    // a site never read (or forgotten after a change) waits for its reading, and fails with it
    failing = true;
    sites.forget('a');
    await expect(sites.get('a')).rejects.toThrow('ECONNREFUSED');
  });

  it('remembers an unknown id for a shorter time', async () => {
    const { sites, loads, tick } = setup();
    expect(await sites.get('nope')).toBeNull();
    expect(sites.get('nope')).toBeNull();
    tick(11_000);
    expect(await sites.get('nope')).toBeNull();
    expect(loads).toEqual(['nope', 'nope']);
  });

  it('reads a site again after a change, and keeps no answer a change overtook', async () => {
    const { sites, loads, rows } = setup();
    const first = await sites.get('a');
    rows.set('a', row('a', 'archived'));
    sites.forget('a');
    const loading = sites.get('a');
    // a change arrives while that query runs: its answer is served, not kept
    sites.forget('a');
    expect((await loading)?.status).toBe('archived');
    expect((await sites.get('a'))?.status).toBe('archived');
    expect(loads).toEqual(['a', 'a', 'a']);
    expect(first?.status).toBe('active');
  });

  it("knows the site's own hosts", async () => {
    const { sites } = setup();
    const site = await sites.get('a');
    expect(site?.isOwnHost('example.com')).toBe(true);
    expect(site?.isOwnHost('blog.example.org')).toBe(true);
    expect(site?.isOwnHost('example.net')).toBe(false);
    expect(site?.isOwnHost('')).toBe(false);
  });
});
