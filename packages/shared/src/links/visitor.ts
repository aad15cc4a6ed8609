import type { DeviceType, OsFamily } from './rule-condition.ts';

/** What the redirect server (or the editor's preview panel) knows about one request. */
export interface Visitor {
  /** IPv4, IPv6, or IPv4-mapped IPv6 (treated as IPv4) */
  ip?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  region?: string;
  city?: string;
  /** the raw Accept-Language header */
  acceptLanguage?: string;
  deviceType?: DeviceType;
  os?: OsFamily;
  /** browser family, lower-case (chrome, safari, firefox, edge, …) */
  browser?: string;
  referrerHost?: string;
  /** query parameters of the short-link request */
  query?: Readonly<Record<string, string | undefined>>;
  /** stable per visitor (the cookieless visitor hash); keeps rotation sticky */
  visitorId?: string;
}
