import {
  checkRequired,
  type EventInput,
  type EventRow,
  eventNumber,
  eventString,
  type NumberColumn,
  numberColumns,
  type StringColumn,
  stringColumns,
} from './event-row.ts';

/**
 * An event's line in the spool: one JSON object holding the non-default fields
 * only (most of the 40 columns are empty for any one event). A sealed segment
 * is then, byte for byte, what ClickHouse's JSONEachRow and DuckDB's read_json
 * ingest: a flush moves no row through JS.
 *
 * A line is written for every click on the redirect path, so both ways of
 * making one are compiled from the column lists into straight-line code (one
 * property read per column, no loop over keys): the lists stay the one
 * description of a row.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON must escape
const needsJsonEscape = /["\\\u0000-\u001f\u2028\u2029]/;

/** Most values (ids, paths, country codes) need no escaping: skip JSON.stringify for them. */
const quote = (s: string) => (needsJsonEscape.test(s) ? JSON.stringify(s) : `"${s}"`);

/**
 * The same text as one piece. A string built by concatenation is a tree of
 * its pieces, and V8 copies a tree piece by piece each time it is written
 * out: the turn's spool text would walk every remembered part's tree again at
 * every click (about half of that write's cost). A remembered string is made
 * one piece once, when it is remembered. (Lossless: these strings are well
 * formed, lone surrogates being cleaned or escaped before.)
 */
const flat = (s: string): string => Buffer.from(s, 'utf8').toString('utf8');

/**
 * Most of an event's values repeat from event to event (a link's tenant,
 * workspace, id, title and destination; the browser, OS, device; the channel):
 * their JSON form is remembered rather than tested and built again. Bounded in
 * entries and in length, and simply emptied when full.
 */
const QUOTED_ENTRIES = 4_096;
const QUOTED_MAX_LENGTH = 256;
const quoted = new Map<string, string>();
function jsonString(s: string): string {
  if (s.length > QUOTED_MAX_LENGTH) return quote(s);
  let json = quoted.get(s);
  if (json === undefined) {
    json = flat(quote(s));
    if (quoted.size >= QUOTED_ENTRIES) quoted.clear();
    quoted.set(s, json);
  }
  return json;
}

/** Values new with nearly every event: quoted directly, so they never crowd the remembered ones out. */
const unrepeated = new Set<string>(['visitor_id', 'session_id']);

const safeName = /^[a-z_]+$/;
const isNumberColumn = (c: string): c is NumberColumn => (numberColumns as readonly string[]).includes(c);

/** Code appending `,"column":value` to `line` when the value (an expression read once) is not the default. */
function columnCode(column: StringColumn | NumberColumn, value: string): string {
  if (!safeName.test(column)) throw new Error('event column names must be [a-z_]+');
  if (isNumberColumn(column)) return `{ const v = ${value}; if (v !== 0) line += ',"${column}":' + v; }`;
  const q = unrepeated.has(column) ? 'quote' : 'q';
  return `{ const v = ${value}; if (v !== '') line += ',"${column}":' + ${q}(v); }`;
}

function compile<T>(name: string, param: string, body: string[]): T {
  return new Function(
    'q',
    'quote',
    'clean',
    'cleanNumber',
    `return function ${name}(${param}) {\n${body.join('\n')}\n};`,
  )(jsonString, quote, eventString, eventNumber);
}

/** The line of a row made by toEventRow (already clean). */
export const toJsonLine: (row: EventRow) => string = compile('toJsonLine', 'row', [
  `let line = '{"id":' + quote(row.id) + ',"time":' + row.time;`,
  ...[...stringColumns, ...numberColumns].map((c) => columnCode(c, `row.${c}`)),
  `if (row.is_bot) line += ',"is_bot":true';`,
  `return line + '}';`,
]);

declare const kind: unique symbol;
/** Some columns of an event, cleaned and in the line's JSON (`,"column":value…`), to be remembered and reused. */
export type EventPart = string & { readonly [kind]: 'part' };
/** A part holding the columns every event needs (tenant, item, type), checked: what an event is composed from. */
export type EventHead = string & { readonly [kind]: 'head' };
/** A whole event but its id and time, which the writer gives it when it is spooled. */
export type ComposedEvent = string & { readonly [kind]: 'event' };

type PartValues<C extends StringColumn | NumberColumn> = { [K in C]?: EventInput[K & keyof EventInput] };

/**
 * A part maker for a fixed set of columns, compiled like toJsonLine, for the
 * values that change with each event. Every value is cleaned as toEventRow
 * cleans it, so a composed event's line says what toEventRow's would.
 */
export function compileEventPart<C extends StringColumn | NumberColumn>(
  columns: readonly C[],
): (values: PartValues<C>) => EventPart {
  return compile('eventPart', 'values', [
    `let line = '';`,
    ...columns.map((c) => columnCode(c, `${isNumberColumn(c) ? 'cleanNumber' : 'clean'}(values.${c}, '${c}')`)),
    'return line;',
  ]);
}

const anyColumnsPart = compileEventPart([...stringColumns, ...numberColumns]);

/** Any columns as a part (made once per link, per user agent…: not compiled for its columns). */
export function eventPart(values: PartValues<StringColumn | NumberColumn> & { is_bot?: boolean }): EventPart {
  const part = anyColumnsPart(values);
  return flat(values.is_bot === true ? `${part},"is_bot":true` : part) as EventPart;
}

export const botPart = eventPart({ is_bot: true });

/** Checks the columns every event needs, as toEventRow does (a TypeError naming the column). */
export function eventHead(
  values: PartValues<StringColumn | NumberColumn> & Pick<EventInput, 'tenant_id' | 'item_id' | 'type'>,
): EventHead {
  checkRequired({
    tenant_id: eventString(values.tenant_id, 'tenant_id'),
    item_id: eventString(values.item_id, 'item_id'),
    type: eventString(values.type, 'type'),
    trigger: eventString(values.trigger, 'trigger'),
  });
  return flat(anyColumnsPart(values)) as EventHead;
}

/**
 * An event from its head and parts, which must name disjoint columns (a column
 * given twice would be read differently by the two databases).
 */
export function composeEvent(head: EventHead, ...parts: EventPart[]): ComposedEvent {
  let event: string = head;
  for (const part of parts) event += part;
  return event as ComposedEvent;
}

/** The line of a composed event, given its id and time. */
export function composedLine(event: ComposedEvent, id: string, time: number): string {
  return `{"id":${quote(id)},"time":${time}${event}}`;
}

function expand(data: Record<string, unknown>): EventRow {
  const row = { id: String(data.id), time: Number(data.time), is_bot: data.is_bot === true } as EventRow;
  for (const c of stringColumns) row[c] = typeof data[c] === 'string' ? (data[c] as string) : '';
  for (const c of numberColumns) row[c] = typeof data[c] === 'number' ? (data[c] as number) : 0;
  return row;
}

/**
 * The rows of spooled text. A line cut short (possible only if the machine, not
 * the process, died mid-write) was never acknowledged, so it is skipped.
 */
export function parseLines(text: string): EventRow[] {
  const rows: EventRow[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const data = JSON.parse(line) as Record<string, unknown>;
      if (typeof data.id === 'string' && typeof data.time === 'number') rows.push(expand(data));
    } catch {
      // torn tail: see above
    }
  }
  return rows;
}
