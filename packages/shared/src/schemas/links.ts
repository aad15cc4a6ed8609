import { z } from 'zod';
import type { DestinationOptions } from '../links/destination-url.ts';
import { destinationUrl } from '../links/destination-url.ts';
import { linkKinds, linkTargetingSchema } from '../links/link-rules.ts';
import { timeZoneField } from '../links/rule-condition.ts';
import { multiLineText, singleLineText } from '../validation/fields.ts';
import { periodInOrder, periodOrderError, timestamp } from './tenancy.ts';

/**
 * The short-link API's shapes, shared by the server's routes and the web
 * editor's form, so that both refuse the same input with the same message keys.
 */

export const SLUG_MIN = 1;
export const SLUG_MAX = 64;
/** Generated slugs: 7 characters of base62 (3.5 × 10¹² per domain). */
export const GENERATED_SLUG_LENGTH = 7;

/**
 * Words a custom slug may not take: the product's own paths on the shared short
 * domain, and words people would mistake for the product speaking.
 */
export const reservedSlugs = [
  'api',
  'app',
  'apps',
  'auth',
  'd',
  'edit',
  'settings',
  'static',
  'assets',
  'p',
  'qr',
  'admin',
  'login',
  'logout',
  'register',
  'signup',
  'onboarding',
  'index.html',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'health',
  'metrics',
  'status',
  'docs',
  'help',
  'support',
  'osm5',
  '.well-known',
] as const;
const reserved = new Set<string>(reservedSlugs);
export const isReservedSlug = (slug: string) => reserved.has(slug.toLowerCase());

export const slugField = z
  .string()
  .trim()
  .min(SLUG_MIN, { error: 'validation.slug_required' })
  .max(SLUG_MAX, { error: 'validation.slug_too_long' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'validation.invalid_slug' })
  .refine((s) => !isReservedSlug(s), { error: 'validation.slug_reserved' });

export const linkStatuses = ['active', 'inactive'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

const text = (max: number) => singleLineText().trim().max(max, { error: 'validation.too_long' });

export const utmSchema = z.object({
  source: text(200).optional(),
  medium: text(200).optional(),
  campaign: text(200).optional(),
  term: text(200).optional(),
  content: text(200).optional(),
});
export type Utm = z.infer<typeof utmSchema>;

export const socialPreviewSchema = z.object({
  title: text(200).optional(),
  description: text(500).optional(),
  /** an absolute http(s) image address */
  image: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || /^https?:\/\//i.test(v), { error: 'validation.url_scheme' })
    .optional(),
});

export const qrStyleSchema = z.object({
  foreground: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid_colour' })
    .optional(),
  background: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid_colour' })
    .optional(),
  dotStyle: z.enum(['square', 'rounded', 'dots']).optional(),
  cornerStyle: z.enum(['square', 'rounded', 'dot']).optional(),
  logoFileId: z.uuid().optional(),
  errorCorrection: z.enum(['L', 'M', 'Q', 'H']).optional(),
  size: z.number().int().min(128).max(2048).optional(),
  margin: z.number().int().min(0).max(16).optional(),
});
export type QrStyleInput = z.infer<typeof qrStyleSchema>;

export const LINK_PASSWORD_MIN = 8;
export const LINK_PASSWORD_MAX = 128;
const linkPassword = z
  .string()
  .min(LINK_PASSWORD_MIN, { error: 'validation.link_password_too_short' })
  .max(LINK_PASSWORD_MAX, { error: 'validation.too_long' });

const tags = z
  .array(singleLineText().trim().min(1).max(40, { error: 'validation.too_long' }))
  .max(20, { error: 'validation.too_many_tags' });

/** The fields every kind shares; the kind and its rules come from `linkTargetingSchema`. */
const commonFields = (options: DestinationOptions) => ({
  /** empty or absent: generated */
  slug: slugField.optional().or(z.literal('')),
  /** absent: the workspace's default domain */
  domain: singleLineText().trim().toLowerCase().max(253).optional(),
  title: text(200).default(''),
  notes: multiLineText().trim().max(2000, { error: 'validation.too_long' }).default(''),
  tags: tags.default([]),
  status: z.enum(linkStatuses).default('active'),
  expiresAt: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).nullable().optional(),
  maxClicks: z.number().int().min(1, { error: 'validation.invalid_max_clicks' }).nullable().optional(),
  expiredUrl: destinationUrl(options).nullable().optional(),
  timeZone: timeZoneField.default('UTC'),
  utm: utmSchema.nullable().optional(),
  socialPreview: socialPreviewSchema.nullable().optional(),
  qrStyle: qrStyleSchema.nullable().optional(),
  /** password_protected: required on create, absent on edit keeps the current one */
  password: linkPassword.optional(),
});

/**
 * A link as the editor sends it (create, or replace on edit). The server calls it
 * with its own short domains so a destination there is refused as a loop.
 */
export const linkBodySchema = (options: DestinationOptions = {}) =>
  linkTargetingSchema(options).and(z.object(commonFields(options)));
export type LinkBody = z.input<ReturnType<typeof linkBodySchema>>;
export type LinkBodyParsed = z.output<ReturnType<typeof linkBodySchema>>;

const userRefSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const linkSchema = z
  .object({
    id: z.uuid(),
    workspaceId: z.uuid(),
    domain: z.string(),
    slug: z.string(),
    /** the address to share: scheme, domain and slug */
    shortUrl: z.string(),
    kind: z.enum(linkKinds),
    rules: z.record(z.string(), z.unknown()),
    hasPassword: z.boolean(),
    title: z.string(),
    notes: z.string(),
    tags: z.array(z.string()),
    status: z.enum(linkStatuses),
    expiresAt: timestamp.nullable(),
    maxClicks: z.number().int().nullable(),
    expiredUrl: z.string().nullable(),
    timeZone: z.string(),
    utm: utmSchema.nullable(),
    socialPreview: socialPreviewSchema.nullable(),
    qrStyle: qrStyleSchema.nullable(),
    clicks: z.number().int().nonnegative(),
    version: z.number().int().min(1),
    starred: z.boolean(),
    createdBy: userRefSchema,
    updatedBy: userRefSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Link' });
export type Link = z.infer<typeof linkSchema>;

export const linkSorts = ['created_desc', 'created_asc', 'updated_desc', 'clicks_desc', 'title_asc'] as const;

export const linkListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLineText().trim().max(200).optional(),
  kind: z.enum(linkKinds).optional(),
  tag: singleLineText().trim().max(40).optional(),
  status: z.enum(linkStatuses).optional(),
  domain: singleLineText().trim().toLowerCase().max(253).optional(),
  starred: z.stringbool().optional(),
  sort: z.enum(linkSorts).default('created_desc'),
});
export type LinkListQuery = z.input<typeof linkListQuerySchema>;

export const linkVersionSchema = z
  .object({
    version: z.number().int().min(1),
    changedFields: z.array(z.string()),
    changedBy: userRefSchema,
    changedAt: timestamp,
    snapshot: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'LinkVersion' });

export const linkDomainSchema = z
  .object({
    id: z.uuid(),
    hostname: z.string(),
    verified: z.boolean(),
    verifiedAt: timestamp.nullable(),
    isDefault: z.boolean(),
    /** put this in a TXT record at _osm5.{hostname}, or serve it at /.well-known/osm5-verification */
    verificationToken: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'LinkDomain' });

/** A host name a workspace may claim: letters, digits, hyphens and dots, an optional port. */
export const domainBodySchema = z.object({
  hostname: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}(:|$))([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$/, {
      error: 'validation.invalid_hostname',
    }),
});

export const utmTemplateBodySchema = z.object({
  name: singleLineText().trim().min(1, { error: 'validation.name_required' }).max(60, { error: 'validation.too_long' }),
  params: utmSchema.refine((p) => Object.values(p).some((v) => !!v), { error: 'validation.utm_required' }),
});

export const utmTemplateSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    params: utmSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'UtmTemplate' });

/** PATCH /links/:linkId/status */
export const linkStatusBodySchema = z.object({
  status: z.enum(linkStatuses, { error: 'validation.invalid' }),
});

/** GET /links/by-slug/:slug?domain= (the editor's /edit/{type}/{sURL}) */
export const linkBySlugQuerySchema = z.object({
  domain: singleLineText().trim().toLowerCase().max(253).optional(),
});

/** GET /links/:linkId/stats; without a range, the last 30 days. */
export const linkStatsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    timeZone: timeZoneField.default('UTC'),
  })
  .refine(periodInOrder, periodOrderError);

/** The bucket of a link's click series, chosen from the length of the range. */
export const linkStatsGranularities = ['hour', 'day', 'week', 'month'] as const;

const statsBreakdown = z.array(z.object({ value: z.string(), clicks: z.number().int().nonnegative() }));

/** A link's report: bots left out, every bucket of the range listed (empty ones at 0). */
export const linkStatsSchema = z
  .object({
    range: z.object({ from: timestamp, to: timestamp }),
    timeZone: z.string(),
    granularity: z.enum(linkStatsGranularities),
    totals: z.object({ clicks: z.number().int().nonnegative(), uniqueVisitors: z.number().int().nonnegative() }),
    series: z.array(z.object({ bucket: z.string(), clicks: z.number().int().nonnegative() })),
    countries: statsBreakdown,
    devices: statsBreakdown,
    browsers: statsBreakdown,
    os: statsBreakdown,
    referrers: statsBreakdown,
    languages: statsBreakdown,
    /** link, qr or profile: how visitors reached it */
    triggers: statsBreakdown,
  })
  .meta({ id: 'LinkStats' });
export type LinkStats = z.infer<typeof linkStatsSchema>;

/** Counts for the links module's home and storage pages. */
export const linkSummarySchema = z
  .object({
    total: z.number().int().nonnegative(),
    byStatus: z.record(z.enum(linkStatuses), z.number().int().nonnegative()),
    byKind: z.record(z.enum(linkKinds), z.number().int().nonnegative()),
    clicks: z.number().int().nonnegative(),
    starred: z.number().int().nonnegative(),
  })
  .meta({ id: 'LinkSummary' });
export type LinkSummary = z.infer<typeof linkSummarySchema>;
