import { z } from 'zod';
import { isIpOrCidr } from './ip-match.ts';
import { isTimeZone, weekdays } from './zoned-time.ts';

export const deviceTypes = ['mobile', 'tablet', 'desktop', 'tv', 'wearable', 'bot'] as const;
export type DeviceType = (typeof deviceTypes)[number];
export const osFamilies = ['ios', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const;
export type OsFamily = (typeof osFamilies)[number];

/** ISO 3166-1 alpha-2, stored upper-case as geo databases return it. */
export const countryCode = z
  .string({ error: 'validation.country_required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'validation.invalid_country' });

/** A BCP-47 tag (en, pt-BR, zh-Hant-TW), compared case-insensitively at redirect time. */
export const languageTag = z
  .string({ error: 'validation.language_required' })
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'validation.invalid_language' });

const lowerText = (error: string) => z.string({ error }).trim().toLowerCase().min(1, { error });

/** IP entries carry the API error code too, so the API can answer INVALID_ALLOWED_IP on that field. */
export const ipEntry = (code: 'INVALID_ALLOWED_IP' | 'INVALID_REJECTED_IP') =>
  z
    .string()
    .trim()
    .refine(isIpOrCidr, {
      error: code === 'INVALID_ALLOWED_IP' ? 'validation.invalid_allowed_ip' : 'validation.invalid_rejected_ip',
      params: { code },
    });

export const timeZoneField = z
  .string({ error: 'validation.time_zone_required' })
  .refine(isTimeZone, { error: 'validation.invalid_time_zone' });

const hour = z.number().int().min(0).max(24);

/** Conditions of one rule; every condition given must hold, a list matches any of its values. */
export const ruleConditionsSchema = z
  .object({
    country: z.array(countryCode).min(1).optional(),
    region: z.array(lowerText('validation.region_required')).min(1).optional(),
    city: z.array(lowerText('validation.city_required')).min(1).optional(),
    language: z.array(languageTag).min(1).optional(),
    device: z
      .array(z.enum(deviceTypes, { error: 'validation.invalid_device' }))
      .min(1)
      .optional(),
    os: z
      .array(z.enum(osFamilies, { error: 'validation.invalid_os' }))
      .min(1)
      .optional(),
    browser: z.array(lowerText('validation.browser_required')).min(1).optional(),
    source: z.array(lowerText('validation.source_required')).min(1).optional(),
    ip: z.array(ipEntry('INVALID_ALLOWED_IP')).min(1).optional(),
    /** ISO instants: from inclusive, to exclusive */
    dateFrom: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    dateTo: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    weekdays: z
      .array(z.enum(weekdays, { error: 'validation.invalid_weekday' }))
      .min(1)
      .optional(),
    hours: z.object({ from: hour, to: hour }, { error: 'validation.invalid_hours' }).optional(),
    query: z
      .array(
        z.object({ name: z.string().trim().min(1, { error: 'validation.query_name_required' }), value: z.string() }),
      )
      .min(1)
      .optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'validation.rule_condition_required' })
  .refine((c) => !c.dateFrom || !c.dateTo || Date.parse(c.dateFrom) < Date.parse(c.dateTo), {
    error: 'validation.date_window_order',
    path: ['dateTo'],
  });

export type RuleConditions = z.output<typeof ruleConditionsSchema>;
