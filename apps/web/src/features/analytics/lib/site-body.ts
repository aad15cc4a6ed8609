import {
  mobileAppBodySchema,
  type SiteBodyParsed,
  uptimeSettingsSchema,
  webSiteBodySchema,
} from '@osm5/shared/schemas/analytics-sites';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import type { SiteFormValues } from './site-form.ts';

const DEFAULT_INTERVAL = 5;
const uptimeShape = uptimeSettingsSchema.shape;

/**
 * The uptime settings to send. While the monitor is off its interval and
 * address do not matter, so values that would not pass are dropped rather
 * than reported on fields the user turned off.
 */
const uptimeOf = (v: SiteFormValues) => {
  const typed = v.uptimeInterval.trim();
  const interval = typed === '' ? Number.NaN : Number(typed);
  const url = v.uptimeUrl.trim() || undefined;
  if (v.uptimeEnabled) return { enabled: true, intervalMinutes: interval, url };
  return {
    enabled: false,
    intervalMinutes: uptimeShape.intervalMinutes.safeParse(interval).success ? interval : DEFAULT_INTERVAL,
    url: url && uptimeShape.url.safeParse(url).success ? url : undefined,
  };
};

/** The API body of the form, before validation (the shared schema trims, lower-cases and checks). */
export const siteBodyOf = (v: SiteFormValues): Record<string, unknown> => {
  const common = { kind: v.kind, name: v.name, currency: v.currency, timeZone: v.timeZone, subTimeZone: v.subTimeZone };
  if (v.kind === 'mobile') {
    return { ...common, platform: v.platform || undefined, bundleId: v.bundleId };
  }
  return {
    ...common,
    domain: v.domain,
    allowedHosts: v.allowedHosts,
    excludedIps: v.excludedIps,
    excludedPaths: v.excludedPaths,
    trackQueryStrings: v.trackQueryStrings,
    siteSearchParams: v.siteSearchParams,
    respectDnt: v.respectDnt,
    uptime: uptimeOf(v),
  };
};

/** Validates with the shared schema of the form's kind: the parsed body, or the problems by field path. */
export const validateSite = (
  v: SiteFormValues,
): { ok: true; data: SiteBodyParsed } | { ok: false; errors: FieldErrors } =>
  validate(v.kind === 'mobile' ? mobileAppBodySchema : webSiteBodySchema, siteBodyOf(v));
