import { z } from 'zod';
import { multiLineText, nameField, singleLineText } from '../validation/fields.ts';
import { timestamp } from './tenancy.ts';

/** Profile, preferences, company profile and account defaults (settings pages). */
export const locales = ['en', 'fr', 'ar', 'zh'] as const;

const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, { error: 'validation.too_long' })
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    jobTitle: z.string().nullable(),
    locale: z.enum(locales),
    createdAt: timestamp,
  })
  .meta({ id: 'Profile' });
export type ProfileView = z.infer<typeof profileSchema>;

/** An empty update is rejected (spec §5). */
export const updateProfileSchema = z
  .object({
    name: nameField.optional(),
    phone: optionalText(40).optional(),
    jobTitle: optionalText(100).optional(),
    locale: z.enum(locales).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'validation.empty_update' });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const notificationKeys = [
  'securityAlerts',
  'memberActivity',
  'weeklyReport',
  'usageAlerts',
  'productUpdates',
] as const;
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationKeys.map((k) => [k, z.boolean()])) as Record<
    (typeof notificationKeys)[number],
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const defaultNotificationPreferences: NotificationPreferences = {
  securityAlerts: true,
  memberActivity: true,
  weeklyReport: false,
  usageAlerts: true,
  productUpdates: false,
};

export const themes = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
] as const;

/**
 * Regions whose formats and widget texts (pagination, rating, autocomplete,
 * alerts, breadcrumbs) the web app can show: one per MUI locale pack, as a
 * BCP 47 tag. The interface language stays one of the four; the region only
 * changes those widget texts. No region means the interface language's own.
 */
export const widgetRegions = [
  'am-ET',
  'ar-EG',
  'ar-SA',
  'ar-SD',
  'az-AZ',
  'be-BY',
  'bg-BG',
  'bn-BD',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-US',
  'es-ES',
  'et-EE',
  'fa-IR',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'hy-AM',
  'id-ID',
  'is-IS',
  'it-IT',
  'ja-JP',
  'kh-KH',
  'kk-KZ',
  'ko-KR',
  'ku-CKB',
  'ku-Latn',
  'mk-MK',
  'ms-MS',
  'my-MY',
  'nb-NO',
  'ne-NP',
  'nl-NL',
  'nn-NO',
  'pl-PL',
  'ps-AF',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'si-LK',
  'sk-SK',
  'sr-RS',
  'sv-SE',
  'th-TH',
  'tl-TL',
  'tr-TR',
  'uk-UA',
  'ur-PK',
  'vi-VN',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;
export type WidgetRegion = (typeof widgetRegions)[number];

/** The customizer as a page (spec §3 display preferences); defaults of spec §9. */
export const themePreferencesSchema = z.object({
  activeDir: z.enum(['ltr', 'rtl']),
  activeMode: z.enum(['light', 'dark']),
  activeTheme: z.enum(themes),
  isLayout: z.enum(['boxed', 'full']),
  isCollapse: z.boolean(),
  isHorizontal: z.boolean(),
  isCardShadow: z.boolean(),
  isLanguage: z.enum(locales),
  borderRadius: z.number().int().min(0).max(24),
  /** null (or absent): the interface language's own */
  region: z.enum(widgetRegions).nullable().optional(),
});
export type ThemePreferences = z.infer<typeof themePreferencesSchema>;
export const defaultThemePreferences: ThemePreferences = {
  activeDir: 'ltr',
  activeMode: 'light',
  activeTheme: 'AQUA_THEME',
  isLayout: 'boxed',
  isCollapse: false,
  isHorizontal: false,
  isCardShadow: true,
  isLanguage: 'en',
  borderRadius: 7,
};

export const organizationDetailsSchema = z.object({
  legalName: singleLineText().trim().max(200).optional(),
  website: singleLineText().trim().max(200).optional(),
  email: singleLineText().trim().max(254).optional(),
  phone: singleLineText().trim().max(40).optional(),
  address: multiLineText().trim().max(500).optional(),
  country: singleLineText().trim().max(2).optional(),
  vatNumber: singleLineText().trim().max(40).optional(),
  industry: singleLineText().trim().max(100).optional(),
  size: singleLineText().trim().max(40).optional(),
});

export const companyProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    details: organizationDetailsSchema,
    logoUrl: z.string().nullable(),
    plan: z.string(),
    updatedAt: timestamp,
  })
  .meta({ id: 'CompanyProfile' });
export type CompanyProfileView = z.infer<typeof companyProfileSchema>;

export const updateCompanyProfileSchema = z
  .object({ name: nameField.optional(), details: organizationDetailsSchema.optional() })
  .refine((v) => v.name !== undefined || v.details !== undefined, { error: 'validation.empty_update' });

export const LOGO_MAX_BYTES = 1024 * 1024;
export const logoMimeTypes = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;

/**
 * Time-zone regions (the first part of an IANA name) and the zones of each,
 * plus UTC itself, which the runtime's list leaves out but many teams report in.
 * Built once: the list is fixed for the process's life.
 */
let regionCache: Map<string, string[]> | undefined;
export function timeZoneRegions(): Map<string, string[]> {
  if (regionCache) return regionCache;
  const regions = new Map<string, string[]>([['UTC', ['UTC']]]);
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const region = zone.includes('/') ? (zone.split('/')[0] as string) : zone;
    const list = regions.get(region) ?? [];
    if (!list.includes(zone)) list.push(zone);
    regions.set(region, list);
  }
  regionCache = regions;
  return regions;
}

const currencies = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code the runtime knows (spec §5: must be chosen). */
export const currencyField = z
  .string({ error: 'validation.currency_required' })
  .trim()
  .min(1, { error: 'validation.currency_required' })
  .refine((v) => currencies.has(v), { error: 'validation.currency_invalid' });

/** A time-zone region, the first part of an IANA name (`Europe`). */
export const timeZoneRegionField = z
  .string({ error: 'validation.time_zone_required' })
  .trim()
  .min(1, { error: 'validation.time_zone_required' })
  .refine((v) => timeZoneRegions().has(v), { error: 'validation.time_zone_invalid' });

/** One zone of the chosen region (`Europe/Paris`); checked against it by `subTimeZoneInRegion`. */
export const subTimeZoneField = z
  .string({ error: 'validation.sub_time_zone_required' })
  .trim()
  .min(1, { error: 'validation.sub_time_zone_required' });

/** The refinement that ties a sub-time zone to its region, for any object holding both. */
export const subTimeZoneInRegion: [
  (v: { timeZone: string; subTimeZone: string }) => boolean,
  { error: string; path: string[] },
] = [
  (v) => timeZoneRegions().get(v.timeZone)?.includes(v.subTimeZone) ?? false,
  { error: 'validation.sub_time_zone_invalid', path: ['subTimeZone'] },
];

/**
 * Account defaults (spec §5: currency, time zone and sub-time zone must be chosen).
 * `timeZone` is a region (`Europe`), `subTimeZone` one of its zones (`Europe/Paris`).
 */
export const accountDefaultsSchema = z
  .object({ currency: currencyField, timeZone: timeZoneRegionField, subTimeZone: subTimeZoneField })
  .refine(...subTimeZoneInRegion);
export type AccountDefaults = z.infer<typeof accountDefaultsSchema>;

export const accountDefaultsViewSchema = z.object({
  currency: z.string().nullable(),
  timeZone: z.string().nullable(),
  subTimeZone: z.string().nullable(),
});
