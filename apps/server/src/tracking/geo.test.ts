import { describe, expect, it, vi } from 'vitest';
import { openGeo } from './geo.ts';

describe('openGeo', () => {
  it('places public addresses, IPv4, IPv4-mapped and IPv6, and nothing for private ones', async () => {
    const geo = await openGeo({ warn: () => {} });
    expect(geo.available).toBe(true);
    const v4 = geo.lookup('8.8.8.8');
    expect(v4?.country).toBe('US');
    // the city's coordinates, to 0.01°, for the location map's dots
    expect(v4?.point).toMatch(/^-?\d{1,2}\.\d{2},-?\d{1,3}\.\d{2}$/);
    expect(geo.lookup('::ffff:8.8.8.8')).toEqual(v4);
    expect(geo.lookup('2a00:1450:4001::1')?.country).toMatch(/^[A-Z]{2}$/);
    expect(geo.lookup('10.0.0.1')).toBeUndefined();
    expect(geo.lookup('not an ip')).toBeUndefined();
    expect(geo.lookup(undefined)).toBeUndefined();
  });

  it('degrades to no geography, with a warning, when the files are missing', async () => {
    const warn = vi.fn();
    const geo = await openGeo({ warn }, '/nonexistent/dbip');
    expect(geo.available).toBe(false);
    expect(geo.lookup('8.8.8.8')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
