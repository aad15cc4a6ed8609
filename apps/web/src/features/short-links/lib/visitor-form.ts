import type { DeviceType, OsFamily } from '@osm5/shared/links/rule-condition';
import type { Visitor } from '@osm5/shared/links/visitor';
import { fromLocalInput } from './local-time.ts';

/** The "preview as visitor" inputs, as typed. */
export interface VisitorForm {
  country: string;
  region: string;
  city: string;
  acceptLanguage: string;
  deviceType: DeviceType | '';
  os: OsFamily | '';
  browser: string;
  /** a full referrer URL or only its host */
  referrer: string;
  ip: string;
  /** `a=1&utm_source=x`, with or without the leading `?` */
  query: string;
  /** datetime-local; empty is now */
  at: string;
  /** keeps a rotating link's choice sticky, as the visitor hash does */
  visitorId: string;
}

export const emptyVisitor = (): VisitorForm => ({
  country: '',
  region: '',
  city: '',
  acceptLanguage: '',
  deviceType: '',
  os: '',
  browser: '',
  referrer: '',
  ip: '',
  query: '',
  at: '',
  visitorId: '',
});

const opt = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The host of a referrer, whether typed as a URL or a bare host. */
export const referrerHostOf = (referrer: string): string | undefined => {
  const text = referrer.trim();
  if (!text) return undefined;
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return text.toLowerCase();
  }
};

/** The visitor and the moment `evaluateLink` is asked about. */
export const visitorOf = (form: VisitorForm, now: Date = new Date()): { visitor: Visitor; at: Date } => {
  const at = form.at ? new Date(fromLocalInput(form.at)) : now;
  const query = Object.fromEntries(new URLSearchParams(form.query.trim().replace(/^\?/, '')));
  return {
    visitor: {
      ip: opt(form.ip),
      country: opt(form.country)?.toUpperCase(),
      region: opt(form.region),
      city: opt(form.city),
      acceptLanguage: opt(form.acceptLanguage),
      deviceType: form.deviceType || undefined,
      os: form.os || undefined,
      browser: opt(form.browser)?.toLowerCase(),
      referrerHost: referrerHostOf(form.referrer),
      query,
      visitorId: opt(form.visitorId),
    },
    at: Number.isNaN(at.getTime()) ? now : at,
  };
};
