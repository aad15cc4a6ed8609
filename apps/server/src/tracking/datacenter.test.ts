import { isIpOrCidr } from '@osm5/shared/links/ip-match';
import { describe, expect, it } from 'vitest';
import { createDatacenterMatcher } from './datacenter.ts';
import { datacenterRanges } from './datacenter-ranges.ts';

describe('data-centre addresses', () => {
  const dc = createDatacenterMatcher();

  it('ships only valid ranges', () => {
    const all = Object.values(datacenterRanges).flat();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((r) => !isIpOrCidr(r))).toEqual([]);
  });

  it.each([
    ['3.5.140.2', true], // AWS
    ['54.239.28.85', true], // AWS (54.224/11)
    ['8.8.8.8', false], // Google's resolver: Google, but not its cloud
    ['35.200.10.10', true], // Google Cloud
    ['20.42.65.92', true], // Azure
    ['104.131.0.1', true], // DigitalOcean
    ['5.9.10.20', true], // Hetzner
    ['2a01:4f8:c17:1::1', true], // Hetzner v6
    ['::ffff:5.9.10.20', true], // a v4-mapped address reads as v4
    ['51.15.0.1', true], // Scaleway
    ['81.2.69.160', false], // a British broadband address
    ['192.0.2.1', false],
    ['10.1.2.3', false],
    ['2001:db8::1', false],
    ['not an ip', false],
    ['', false],
  ])('%s → %s', (ip, expected) => {
    expect(dc.has(ip)).toBe(expected);
  });

  it('finds the edges of a range and nothing beside them', () => {
    const m = createDatacenterMatcher(['10.0.0.0/8', '10.1.0.0/16', '192.168.1.0/24', '198.51.100.7']);
    expect(m.has('10.0.0.0')).toBe(true);
    expect(m.has('10.255.255.255')).toBe(true);
    expect(m.has('11.0.0.0')).toBe(false);
    expect(m.has('9.255.255.255')).toBe(false);
    expect(m.has('192.168.1.255')).toBe(true);
    expect(m.has('192.168.2.0')).toBe(false);
    expect(m.has('198.51.100.7')).toBe(true);
    expect(m.has('198.51.100.8')).toBe(false);
  });
});
