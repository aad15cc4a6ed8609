import {
  defaultSiteSearchParams,
  type MobilePlatform,
  type Site,
  type SiteKind,
} from '@osm5/shared/schemas/analytics-sites';

/** The editor's state: text as typed, lists as chips; `siteBodyOf` turns it into the API body. */
export interface SiteFormValues {
  kind: SiteKind;
  name: string;
  currency: string;
  timeZone: string;
  subTimeZone: string;
  /** web */
  domain: string;
  allowedHosts: string[];
  excludedIps: string[];
  excludedPaths: string[];
  trackQueryStrings: boolean;
  siteSearchParams: string[];
  respectDnt: boolean;
  uptimeEnabled: boolean;
  /** minutes, as typed */
  uptimeInterval: string;
  uptimeUrl: string;
  /** mobile */
  platform: MobilePlatform | '';
  bundleId: string;
}

export interface RegionalDefaults {
  currency: string | null;
  timeZone: string | null;
  subTimeZone: string | null;
}

/** A new site or app: the organisation's account defaults for currency and time zone, when it has them. */
export const newSiteValues = (kind: SiteKind, defaults?: RegionalDefaults): SiteFormValues => ({
  kind,
  name: '',
  currency: defaults?.currency ?? '',
  timeZone: defaults?.timeZone ?? '',
  subTimeZone: defaults?.subTimeZone ?? '',
  domain: '',
  allowedHosts: [],
  excludedIps: [],
  excludedPaths: [],
  trackQueryStrings: false,
  siteSearchParams: [...defaultSiteSearchParams],
  respectDnt: false,
  uptimeEnabled: false,
  uptimeInterval: '5',
  uptimeUrl: '',
  platform: '',
  bundleId: '',
});

/** A saved site as the editor shows it. */
export const valuesOfSite = (site: Site): SiteFormValues => ({
  kind: site.kind,
  name: site.name,
  currency: site.currency,
  timeZone: site.timeZone,
  subTimeZone: site.subTimeZone,
  domain: site.domain ?? '',
  allowedHosts: site.allowedHosts,
  excludedIps: site.excludedIps,
  excludedPaths: site.excludedPaths,
  trackQueryStrings: site.trackQueryStrings,
  siteSearchParams: site.siteSearchParams,
  respectDnt: site.respectDnt,
  uptimeEnabled: site.uptime?.enabled ?? false,
  uptimeInterval: String(site.uptime?.intervalMinutes ?? 5),
  uptimeUrl: site.uptime?.url ?? '',
  platform: site.platform ?? '',
  bundleId: site.bundleId ?? '',
});
