import { randomBytes } from 'node:crypto';
import { columnDimensions, type EventTrigger, type EventType, eventTriggers, eventTypes } from '@osm5/shared';

/**
 * The one `events` table, described once: both dialects' DDL, the DuckDB
 * appender, the ClickHouse JSON rows and the spool all follow this list.
 * Strings are never null (empty string instead) so that grouping, filters and
 * distinct counts behave the same in DuckDB and ClickHouse.
 */
export const stringColumns = [
  'tenant_id',
  'visitor_id',
  'session_id',
  // every column a report may group or filter by is a string column too: one list, in the shared package
  ...columnDimensions,
  // stored, never grouped by: a custom event's properties or an order's items (JSON), the order's id
  'props',
  'order_id',
  // an order's lines as the product reports read them (order-lines.ts)
  'order_lines',
] as const;
export type StringColumn = (typeof stringColumns)[number];

/**
 * scroll_depth: percent of the page seen; engaged_ms: time the page was in front (engagement events);
 * quantity: the items of an order.
 */
export const numberColumns = ['value', 'revenue', 'vital_value', 'scroll_depth', 'engaged_ms', 'quantity'] as const;
export type NumberColumn = (typeof numberColumns)[number];

/** A stored event. `time` is UTC milliseconds; `id` makes spool replay idempotent. */
export type EventRow = { id: string; time: number; is_bot: boolean } & Record<StringColumn, string> &
  Record<NumberColumn, number>;

/**
 * What callers append: tenant, item and type are required, everything else defaults to empty or zero.
 * `id` is made here unless given: a caller that derives it from the sender's own event id (ingestion)
 * makes a resent event carry the same id, which the writer's retries and replays skip when stored.
 */
export type EventInput = {
  id?: string;
  tenant_id: string;
  item_id: string;
  type: EventType;
  time?: number;
  is_bot?: boolean;
} & Partial<Record<Exclude<StringColumn, 'tenant_id' | 'item_id' | 'type' | 'trigger'>, string>> & {
    trigger?: EventTrigger | '';
  } & Partial<Record<NumberColumn, number>>;

/** Longer values are cut: a URL or title past this is noise, and it bounds row size. */
export const maxStringLength = 2048;
/** props holds JSON (30 properties, or an order's items), order_lines the lines: the caller keeps them under this, so they are never cut. */
export const maxPropsLength = 32_768;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** String.prototype.toWellFormed, which the ES2023 library does not declare yet. */
export function toWellFormed(s: string): string {
  return s.replace(loneSurrogate, '\uFFFD');
}

/**
 * Event ids only need to be unique (spool replay and retries skip the ids
 * already stored): a random prefix per process and a counter, shaped like a
 * UUID, cost far less than a random UUID per event. 80 random bits keep
 * processes apart; the 48-bit counter does not wrap in any process's life.
 */
const idPrefix = randomBytes(10)
  .toString('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})$/, '$1-$2-$3-$4-');
let idCounter = 0;
export const nextEventId = (): string => idPrefix + (idCounter++).toString(16).padStart(12, '0');

/** ClickHouse's DateTime ends in 2106; anything past 2100 is a client bug, not an event. */
const maxTime = Date.UTC(2100, 0, 1);

const typeSet = new Set<string>(eventTypes);
const triggerSet = new Set<string>(['', ...eventTriggers]);

/** Characters that need a second look: NUL and any surrogate (paired ones are fine, lone ones are not). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters looked for
const suspicious = /[\u0000\uD800-\uDFFF]/;

/**
 * NUL and lone surrogates would be stored differently by the two databases (or
 * rejected by ClickHouse's JSON parser), so they are removed at the door. The
 * common case (a short, plain string) costs one regex test.
 */
export function eventString(value: unknown, column: string): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string') throw new TypeError(`event.${column} must be a string`);
  const max = column === 'props' || column === 'order_lines' ? maxPropsLength : maxStringLength;
  let s = value.length > max ? value.slice(0, max) : value;
  if (!suspicious.test(s)) return s;
  if (s.includes('\u0000')) s = s.replaceAll('\u0000', '');
  return toWellFormed(s);
}

export function eventNumber(value: unknown, column: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new TypeError(`event.${column} must be a finite number`);
  return value;
}

/**
 * Light validation: enough to keep the store consistent, cheap enough for the
 * redirect path. The row is one literal (not built column by column) so that
 * every row shares one object shape, which keeps this and the spool fast.
 */
export function toEventRow(input: EventInput, now: number): EventRow {
  let time = now;
  if (input.time !== undefined) {
    if (!Number.isSafeInteger(input.time) || input.time < 0 || input.time >= maxTime)
      throw new TypeError('event.time must be UTC milliseconds');
    time = input.time;
  }
  const row: EventRow = {
    id: input.id === undefined ? nextEventId() : eventId(input.id),
    time,
    tenant_id: eventString(input.tenant_id, 'tenant_id'),
    workspace_id: eventString(input.workspace_id, 'workspace_id'),
    item_id: eventString(input.item_id, 'item_id'),
    type: eventString(input.type, 'type'),
    visitor_id: eventString(input.visitor_id, 'visitor_id'),
    session_id: eventString(input.session_id, 'session_id'),
    path: eventString(input.path, 'path'),
    hostname: eventString(input.hostname, 'hostname'),
    title: eventString(input.title, 'title'),
    referrer: eventString(input.referrer, 'referrer'),
    referrer_host: eventString(input.referrer_host, 'referrer_host'),
    channel: eventString(input.channel, 'channel'),
    utm_source: eventString(input.utm_source, 'utm_source'),
    utm_medium: eventString(input.utm_medium, 'utm_medium'),
    utm_campaign: eventString(input.utm_campaign, 'utm_campaign'),
    utm_term: eventString(input.utm_term, 'utm_term'),
    utm_content: eventString(input.utm_content, 'utm_content'),
    country: eventString(input.country, 'country'),
    region: eventString(input.region, 'region'),
    city: eventString(input.city, 'city'),
    city_point: eventString(input.city_point, 'city_point'),
    language: eventString(input.language, 'language'),
    timezone: eventString(input.timezone, 'timezone'),
    browser: eventString(input.browser, 'browser'),
    browser_version: eventString(input.browser_version, 'browser_version'),
    os: eventString(input.os, 'os'),
    os_version: eventString(input.os_version, 'os_version'),
    device_type: eventString(input.device_type, 'device_type'),
    device_model: eventString(input.device_model, 'device_model'),
    app_version: eventString(input.app_version, 'app_version'),
    screen: eventString(input.screen, 'screen'),
    network: eventString(input.network, 'network'),
    trigger: eventString(input.trigger, 'trigger'),
    event_name: eventString(input.event_name, 'event_name'),
    event_category: eventString(input.event_category, 'event_category'),
    event_action: eventString(input.event_action, 'event_action'),
    event_label: eventString(input.event_label, 'event_label'),
    currency: eventString(input.currency, 'currency'),
    vital_name: eventString(input.vital_name, 'vital_name'),
    search_term: eventString(input.search_term, 'search_term'),
    destination: eventString(input.destination, 'destination'),
    props: eventString(input.props, 'props'),
    order_id: eventString(input.order_id, 'order_id'),
    order_lines: eventString(input.order_lines, 'order_lines'),
    value: eventNumber(input.value, 'value'),
    revenue: eventNumber(input.revenue, 'revenue'),
    vital_value: eventNumber(input.vital_value, 'vital_value'),
    scroll_depth: eventNumber(input.scroll_depth, 'scroll_depth'),
    engaged_ms: eventNumber(input.engaged_ms, 'engaged_ms'),
    quantity: eventNumber(input.quantity, 'quantity'),
    is_bot: input.is_bot === true,
  };
  checkRequired(row);
  return row;
}

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A given id: short and plain, since it goes into SQL lists of ids (escaped anyway) and the spool unquoted-safe. */
function eventId(value: unknown): string {
  if (typeof value !== 'string' || !idPattern.test(value))
    throw new TypeError('event.id must be 1-64 of [A-Za-z0-9_-]');
  return value;
}

/** What every event must have, checked on cleaned values: throws a TypeError naming the column. */
export function checkRequired(row: Pick<EventRow, 'tenant_id' | 'item_id' | 'type' | 'trigger'>): void {
  if (!row.tenant_id) throw new TypeError('event.tenant_id is required');
  if (!row.item_id) throw new TypeError('event.item_id is required');
  if (!typeSet.has(row.type)) throw new TypeError(`event.type must be one of ${eventTypes.join(', ')}`);
  if (!triggerSet.has(row.trigger)) throw new TypeError(`event.trigger must be one of ${eventTriggers.join(', ')}`);
}
