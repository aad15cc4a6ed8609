import { z } from 'zod';

/**
 * What the web tracker and the mobile SDKs send, validated by the ingestion
 * endpoints (`POST /api/event`, `POST /api/event/batch`) and typed for the
 * senders. The web form uses one-letter keys because every byte of the
 * tracker counts (≤ 1.5 KB gzipped); the batch form is the documented
 * contract native SDKs follow, so its keys read as words.
 *
 * Everything the server can learn itself (country, device, browser, channel,
 * visitor and session ids) is not sent: it is derived at ingestion.
 */

/** Event kinds a client may send; `click` and `uptime_check` are written by the server only. */
export const webEventKinds = [
  'pageview',
  'custom',
  'outbound',
  'download',
  'site_search',
  'vital',
  'ecommerce',
  'engagement',
] as const;
export type WebEventKind = (typeof webEventKinds)[number];

export const mobileEventKinds = ['screenview', 'custom', 'ecommerce'] as const;
export type MobileEventKind = (typeof mobileEventKinds)[number];

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

export const MAX_PROPS = 30;
export const MAX_ORDER_ITEMS = 100;
export const MAX_BATCH_EVENTS = 500;

const text = (max: number) => z.string().max(max);
const propValue = z.union([text(500), z.number().finite(), z.boolean()]);
/** Custom event properties: flat, at most 30 keys, stored as JSON. */
export const eventPropsSchema = z
  .record(text(64).min(1), propValue)
  .refine((p) => Object.keys(p).length <= MAX_PROPS, { message: `at most ${MAX_PROPS} properties` });
export type EventProps = z.infer<typeof eventPropsSchema>;

const currencyCode = z.string().regex(/^[A-Za-z]{3}$/, 'a 3-letter currency code');

export const orderItemSchema = z.object({
  id: text(200).optional(),
  name: text(500).optional(),
  price: z.number().finite().optional(),
  quantity: z.number().int().min(0).max(1_000_000).optional(),
});

/** An order (the sales tracker): its id makes a resent order count once in reports. */
export const orderSchema = z.object({
  id: text(200).min(1),
  revenue: z.number().finite().min(0).max(1e12),
  currency: currencyCode.optional(),
  items: z.array(orderItemSchema).max(MAX_ORDER_ITEMS).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * One event of the web tracker, sent as `text/plain` JSON (no CORS preflight).
 * `u` is the page's full URL (the server keeps the query string only when the
 * site says so, and reads site search terms from it).
 */
export const webEventSchema = z
  .object({
    /** site id */
    s: z.string().min(1).max(64),
    /** kind */
    e: z.enum(webEventKinds),
    /** page URL */
    u: z.url({ protocol: /^https?$/ }).max(2048),
    /** referrer, on the first pageview of a page load */
    r: text(2048).optional(),
    /** page title */
    t: text(500).optional(),
    /** screen width in CSS pixels */
    w: z.number().int().min(0).max(100_000).optional(),
    /** custom event name, or the vital's name */
    n: text(200).optional(),
    /** custom properties */
    p: eventPropsSchema.optional(),
    /** the followed link (outbound, download) */
    h: text(2048).optional(),
    /** the vital's value (ms, or unitless for CLS) */
    v: z.number().finite().min(0).max(1e9).optional(),
    /** the order (ecommerce) */
    o: orderSchema.optional(),
    /** deepest scroll of the page, percent (engagement) */
    d: z.number().min(0).max(100).optional(),
    /** engaged time on the page, ms (engagement) */
    g: z.number().int().min(0).max(86_400_000).optional(),
  })
  .superRefine((ev, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (ev.e === 'custom') need(ev.n, 'n', 'a custom event needs a name');
    if (ev.e === 'outbound' || ev.e === 'download') need(ev.h, 'h', 'the followed link is required');
    if (ev.e === 'vital') {
      need((webVitalNames as readonly string[]).includes(ev.n ?? ''), 'n', `one of ${webVitalNames.join(', ')}`);
      need(ev.v !== undefined, 'v', 'the vital value is required');
    }
    if (ev.e === 'ecommerce') need(ev.o, 'o', 'the order is required');
  });
export type WebEvent = z.infer<typeof webEventSchema>;

/** A batch may carry web and mobile events alike. */
export const batchEventKinds = [...webEventKinds, 'screenview'] as const;

/** One event of a batch: `time` lets an offline queue send events hours later, in order. */
export const batchEventSchema = z
  .object({
    type: z.enum(batchEventKinds),
    /** UTC milliseconds or an ISO date; at most 7 days old and 1 hour ahead; now when absent */
    time: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]).optional(),
    /** an id the client makes per event, so a retried batch is stored once */
    id: text(64).optional(),
    /** web: the page URL */
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    /** mobile: the screen's name */
    screen: text(500).optional(),
    title: text(500).optional(),
    referrer: text(2048).optional(),
    name: text(200).optional(),
    props: eventPropsSchema.optional(),
    href: text(2048).optional(),
    value: z.number().finite().min(0).max(1e9).optional(),
    order: orderSchema.optional(),
    scrollDepth: z.number().min(0).max(100).optional(),
    engagedMs: z.number().int().min(0).max(86_400_000).optional(),
  })
  .superRefine((ev, ctx) => {
    if ((ev.type === 'custom' || ev.type === 'vital') && !ev.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'a name is required' });
    if (ev.type === 'pageview' && !ev.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'url is required' });
    if (ev.type === 'screenview' && !ev.screen)
      ctx.addIssue({ code: 'custom', path: ['screen'], message: 'screen is required' });
    if (ev.type === 'ecommerce' && !ev.order)
      ctx.addIssue({ code: 'custom', path: ['order'], message: 'the order is required' });
  });
export type BatchEvent = z.infer<typeof batchEventSchema>;

/**
 * The batch contract (mobile SDKs, server-side senders, imports): one site or
 * app, who sends (a mobile install id replaces the cookieless visitor hash),
 * and up to 500 events in time order.
 */
export const eventBatchSchema = z.object({
  site: z.string().min(1).max(64),
  /** a random id the app makes once per install and keeps */
  installId: text(64).optional(),
  appVersion: text(64).optional(),
  /** device facts a native SDK knows better than a user agent says */
  device: z
    .object({
      os: text(64).optional(),
      osVersion: text(64).optional(),
      model: text(128).optional(),
      type: z.enum(['mobile', 'tablet', 'desktop', 'tv', 'wearable']).optional(),
      locale: text(35).optional(),
      screen: text(32).optional(),
    })
    .optional(),
  events: z.array(batchEventSchema).min(1).max(MAX_BATCH_EVENTS),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

/** What ingestion answers: how many events were stored and how many dropped (bots, excluded, paused). */
export const ingestResultSchema = z.object({
  accepted: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  /** why the whole request was dropped, when it was (dnt: the browser asked not to be tracked and the site honours it) */
  reason: z.enum(['bot', 'dnt', 'excluded_ip', 'excluded_path', 'host_not_allowed', 'archived', 'disabled']).optional(),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;
