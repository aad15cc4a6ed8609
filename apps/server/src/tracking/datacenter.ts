import { isIpOrCidr, parseIp } from '@osm5/shared/links/ip-match';
import { datacenterRanges } from './datacenter-ranges.ts';

type Address = NonNullable<ReturnType<typeof parseIp>>;

/**
 * Whether an address belongs to a data centre (datacenter-ranges.ts). IPv4
 * blocks become sorted [start, end] integer pairs searched by halving (a few
 * comparisons, the common case); IPv6 blocks, few, are matched one by one.
 * Addresses are read with the shared parser, so `::ffff:1.2.3.4` is 1.2.3.4.
 */
export interface DatacenterMatcher {
  has(ip: string | undefined): boolean;
}

export function createDatacenterMatcher(
  ranges: readonly string[] = Object.values(datacenterRanges).flat(),
): DatacenterMatcher {
  const v4: [number, number][] = [];
  const v6: [Address, number][] = [];
  for (const entry of ranges) {
    if (!isIpOrCidr(entry)) throw new Error(`not an address range: ${entry}`);
    const [base = '', bitsText] = entry.split('/');
    const addr = parseIp(base) as Address;
    if (addr.kind() === 'ipv4') {
      const bits = bitsText === undefined ? 32 : Number(bitsText);
      const start = (toUint32(addr.toByteArray()) & maskOf(bits)) >>> 0;
      v4.push([start, start + 2 ** (32 - bits) - 1]);
    } else {
      v6.push([addr, bitsText === undefined ? 128 : Number(bitsText)]);
    }
  }
  v4.sort((a, b) => a[0] - b[0]);
  // merge overlaps, so that one halving search finds the only candidate
  const merged: [number, number][] = [];
  for (const range of v4) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const starts = Float64Array.from(merged, (r) => r[0]);
  const ends = Float64Array.from(merged, (r) => r[1]);

  return {
    has(ip) {
      const addr = ip ? parseIp(ip) : undefined;
      if (!addr) return false;
      if (addr.kind() === 'ipv6') return v6.some((range) => (addr as Address).match(range as never));
      const n = toUint32(addr.toByteArray());
      let lo = 0;
      let hi = starts.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if ((starts[mid] as number) > n) hi = mid - 1;
        else if ((ends[mid] as number) < n) lo = mid + 1;
        else return true;
      }
      return false;
    },
  };
}

const toUint32 = (b: number[]) => (((b[0] ?? 0) << 24) | ((b[1] ?? 0) << 16) | ((b[2] ?? 0) << 8) | (b[3] ?? 0)) >>> 0;
const maskOf = (bits: number) => (bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0);
