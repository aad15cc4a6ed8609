import { z } from 'zod';
import { singleLineText } from '../validation/fields.ts';
import { goalKinds } from './analytics-goals.ts';
import { pageQuerySchema, timestamp } from './tenancy.ts';

/**
 * Webhooks (/settings/api_keys/webhooks): an organisation's endpoints receive
 * its events as signed JSON POSTs. Each request carries
 * `OSM5-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 * endpoint's secret>`, `OSM5-Event` (the type) and `OSM5-Delivery` (the
 * delivery's id). A delivery that gets no 2xx in WEBHOOK_TIMEOUT_MS is retried
 * after each of WEBHOOK_RETRY_DELAYS_S; an endpoint whose last
 * WEBHOOK_DISABLE_AFTER_FAILURES attempts all failed is disabled and its
 * organisation's owners are told by e-mail.
 */

/** What an endpoint can subscribe to. `ping` is only ever sent by "Send test". */
export const webhookEventTypes = [
  'link.created',
  'link.updated',
  'link.deleted',
  /** a batch of a workspace's clicks (see linkClickedDataSchema): at most every WEBHOOK_CLICK_WINDOW_MS, or WEBHOOK_CLICK_BATCH clicks */
  'link.clicked',
  'site.created',
  'site.updated',
  'site.deleted',
  /** a site's uptime monitor opened an incident (the site stopped answering), or closed it */
  'site.down',
  'site.up',
  /** a batch of a workspace's goal conversions (see goalConvertedDataSchema): at most every WEBHOOK_CLICK_WINDOW_MS, or WEBHOOK_CLICK_BATCH conversions */
  'goal.converted',
] as const;
export type SubscribableWebhookEvent = (typeof webhookEventTypes)[number];
export type WebhookEventType = SubscribableWebhookEvent | 'ping';
export const webhookEventTypeSchema = z.enum(webhookEventTypes);

export const WEBHOOK_SECRET_MARK = 'whsec_';
export const WEBHOOK_SIGNATURE_HEADER = 'osm5-signature';
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** waits before the 2nd, 3rd, … attempt: 7 attempts over about 9 hours */
export const WEBHOOK_RETRY_DELAYS_S = [10, 60, 300, 1_800, 7_200, 21_600] as const;
export const WEBHOOK_DISABLE_AFTER_FAILURES = 15;
/** how much of a receiver's answer the delivery log keeps */
export const WEBHOOK_RESPONSE_KEEP_CHARS = 1_024;
/** how long a delivery and its attempts stay in the log */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
/** link.clicked and goal.converted: the clicks (conversions) of a workspace gathered for at most this long… */
export const WEBHOOK_CLICK_WINDOW_MS = 10_000;
/** …or until this many are gathered, then sent as one event */
export const WEBHOOK_CLICK_BATCH = 100;

const nameField = singleLineText({ error: 'validation.name_required' })
  .trim()
  .min(1, { error: 'validation.name_required' })
  .max(60, { error: 'validation.too_long' });

/** http or https; the server also refuses hosts that resolve to private addresses. */
export const webhookUrlField = z
  .url({ protocol: /^https?$/, error: 'validation.url_invalid' })
  .max(2048, { error: 'validation.too_long' });

const eventsField = z
  .array(webhookEventTypeSchema)
  .min(1, { error: 'validation.webhook_events_required' })
  .transform((list) => webhookEventTypes.filter((e) => list.includes(e)));

export const webhookCreateSchema = z.object({
  name: nameField,
  url: webhookUrlField,
  /** null: the events of every workspace */
  workspaceId: z.uuid().nullable().default(null),
  events: eventsField,
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  name: nameField.optional(),
  url: webhookUrlField.optional(),
  events: eventsField.optional(),
  /** true turns a disabled endpoint back on (its failure count starts again) */
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  workspace: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  events: z.array(webhookEventTypeSchema),
  /** `whsec_` and the next 6 characters of the secret */
  secretPrefix: z.string(),
  enabled: z.boolean(),
  disabledReason: z.enum(['manual', 'failures']).nullable(),
  failureCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a creation or a secret roll: the only time the secret is sent. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.enum([...webhookEventTypes, 'ping']),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  nextAttemptAt: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  /** the receiver's HTTP status; null when no answer came */
  responseStatus: z.number().int().nullable(),
  /** the start of the receiver's answer */
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** why the last attempt failed when no answer came (timeout, refused, private address…) */
  error: z.string().nullable(),
  redeliveryOf: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** One attempt of a delivery, as it went. */
export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  /** 1 for the first attempt */
  attempt: z.number().int(),
  ok: z.boolean(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One click of a `link.clicked` batch (robots' fetches are left out, as from click totals). */
export const webhookClickSchema = z.object({
  linkId: z.uuid(),
  slug: z.string(),
  /** ISO time of the click */
  at: timestamp,
  /** ISO 3166 alpha-2, '' when unknown */
  country: z.string(),
  /** desktop, mobile, tablet, … ('' when unknown) */
  device: z.string(),
  /** the referring page, '' when none */
  referrer: z.string(),
  /** link, qr (a QR scan) or profile (a profile page button) */
  trigger: z.string(),
});
/** The `data` of a `link.clicked` event: the clicks of one workspace in one window, oldest first. */
export const linkClickedDataSchema = z.object({
  count: z.number().int(),
  clicks: z.array(webhookClickSchema),
});
export type WebhookClick = z.infer<typeof webhookClickSchema>;

/** One conversion of a `goal.converted` batch: a visit's first event that reached one of its site's goals. */
export const webhookConversionSchema = z.object({
  goalId: z.uuid(),
  goalName: z.string(),
  /** page, event or revenue */
  goalKind: z.enum(goalKinds),
  siteId: z.uuid(),
  /** ISO time of the event that converted */
  at: timestamp,
  visitorId: z.string(),
  sessionId: z.string(),
  /** the page's path (an app's screen) */
  path: z.string(),
  /** an order's revenue and currency (revenue goals); null otherwise */
  revenue: z.number().nullable(),
  currency: z.string().nullable(),
  /** what the goal says one conversion is worth, in the site's currency; null when it says nothing */
  value: z.number().nullable(),
  /** ISO 3166 alpha-2, '' when unknown */
  country: z.string(),
  /** desktop, mobile, tablet, … ('' when unknown) */
  device: z.string(),
  /** the referring page of another site, '' when none */
  referrer: z.string(),
});
/** The `data` of a `goal.converted` event: the conversions of one workspace in one window, oldest first. */
export const goalConvertedDataSchema = z.object({
  count: z.number().int(),
  conversions: z.array(webhookConversionSchema),
});
export type WebhookConversion = z.infer<typeof webhookConversionSchema>;

export const webhookListQuerySchema = pageQuerySchema;
export const webhookAttemptListQuerySchema = pageQuerySchema;
export const webhookDeliveryListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...webhookDeliveryStatuses]).default('all'),
});
