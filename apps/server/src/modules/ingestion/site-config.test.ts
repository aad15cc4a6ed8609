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
