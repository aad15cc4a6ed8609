import { describe, expect, it } from 'vitest';
import { ipInList, isIpOrCidr, parseIp } from './ip-match.ts';

describe('isIpOrCidr', () => {
  it.each(['1.2.3.4', '10.0.0.0/8', '2001:db8::1', '2001:db8::/32', '::ffff:1.2.3.4', ' 192.168.1.1 '])(
    'accepts %s',
    (v) => {
      expect(isIpOrCidr(v)).toBe(true);
    },
  );
  it.each(['', '1.2.3', '256.1.1.1', '10.0.0.0/33', '2001:db8::/129', 'example.com', '1.2.3.4/abc'])(
    'refuses %s',
    (v) => {
      expect(isIpOrCidr(v)).toBe(false);
    },
  );
});

describe('ipInList', () => {
  it('matches exact IPv4 and IPv4 CIDR', () => {
    expect(ipInList('1.2.3.4', ['1.2.3.4'])).toBe(true);
    expect(ipInList('10.20.30.40', ['10.0.0.0/8'])).toBe(true);
    expect(ipInList('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
  });

  it('matches IPv6 exact (any notation) and IPv6 CIDR', () => {
    expect(ipInList('2001:0db8:0000:0000:0000:0000:0000:0001', ['2001:db8::1'])).toBe(true);
    expect(ipInList('2001:db8:abcd::5', ['2001:db8::/32'])).toBe(true);
    expect(ipInList('2001:db9::5', ['2001:db8::/32'])).toBe(false);
  });

  it('treats IPv4-mapped IPv6 as IPv4, both as visitor and as entry', () => {
    expect(parseIp('::ffff:1.2.3.4')?.toString()).toBe('1.2.3.4');
    expect(ipInList('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipInList('::ffff:1.2.3.4', ['1.2.3.4'])).toBe(true);
    expect(ipInList('10.1.2.3', ['::ffff:10.0.0.0/104'])).toBe(true);
    expect(ipInList('1.2.3.4', ['::ffff:1.2.3.4'])).toBe(true);
  });

  it('never matches across families, a missing address or a garbage address', () => {
    expect(ipInList('1.2.3.4', ['::/0'])).toBe(false);
    expect(ipInList('2001:db8::1', ['0.0.0.0/0'])).toBe(false);
    expect(ipInList(undefined, ['0.0.0.0/0'])).toBe(false);
    expect(ipInList('not-an-ip', ['0.0.0.0/0'])).toBe(false);
  });
});
