import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Dotted-quad IPv4 or IPv6 only: ipaddr also takes inet_aton forms (1.2.3, 0x7f.1) nobody means in a list. */
const isStrictAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

/**
 * Parses an address, folding IPv4-mapped IPv6 (::ffff:1.2.3.4) into IPv4 so a
 * dual-stack socket's view of a v4 client matches v4 entries.
 */
export const parseIp = (value: string): Address | undefined => {
  const text = value.trim();
  if (!isStrictAddress(text)) return undefined;
  const addr = ipaddr.parse(text);
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
    ? (addr as ipaddr.IPv6).toIPv4Address()
    : addr;
};

const parseEntry = (entry: string): [Address, number] | undefined => {
  const text = entry.trim();
  if (text.includes('/')) {
    if (!ipaddr.isValidCIDR(text) || !isStrictAddress(text.slice(0, text.indexOf('/')))) return undefined;
    const [addr, bits] = ipaddr.parseCIDR(text);
    // A mapped v6 range (::ffff:10.0.0.0/104) is the v4 range 10.0.0.0/8.
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [addr, bits];
  }
  const addr = parseIp(text);
  if (!addr) return undefined;
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
};

/** True when the entry is a single IPv4/IPv6 address or a CIDR range of either family. */
export const isIpOrCidr = (entry: string): boolean => parseEntry(entry) !== undefined;

/** True when the visitor's address falls in any entry; addresses of another family never match. */
export const ipInList = (ip: string | undefined, entries: readonly string[]): boolean => {
  const addr = ip ? parseIp(ip) : undefined;
  if (!addr) return false;
  return entries.some((entry) => {
    const parsed = parseEntry(entry);
    if (!parsed || parsed[0].kind() !== addr.kind()) return false;
    return addr.match(parsed as [Address, number]);
  });
};
