import type { Order, OrderLineDimension } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { numberColumns, stringColumns } from './event-row.ts';

/**
 * An order's lines, stored with its event in the `order_lines` column so that
 * reports can break sales down by product (the `product` dimensions of the
 * query description). Both databases read it with their split functions
 * (ClickHouse 18.16 has no JSON array functions, so the items' JSON in
 * `props` is no way in): lines are separated by U+001E, a line's fields
 * (id, name, quantity, revenue) by U+001F, two characters removed from the
 * ids and names. A line is an event column like any other, so the spool, the
 * writer's id checks, deletions and retention treat it with its order.
 *
 * Lines of the same product (id and name) are merged, so that "orders of a
 * product" counts each order once. A line without a quantity is one item; its
 * revenue is price × quantity (0 without a price).
 */
const LINE = '\u001e';
const FIELD = '\u001f';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the two separators are what is replaced
const separators = /[\u001e\u001f]/g;

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  revenue: number;
}

/** The merged lines of an order, in the order their products first appear. */
export function orderLinesOf(order: Order): OrderLine[] {
  const lines = new Map<string, OrderLine>();
  for (const item of order.items ?? []) {
    const id = (item.id ?? '').replace(separators, ' ');
    const name = (item.name ?? '').replace(separators, ' ');
    const quantity = item.quantity ?? 1;
    const revenue = (item.price ?? 0) * quantity;
    const key = `${id}${FIELD}${name}`;
    const line = lines.get(key);
    if (line) {
      line.quantity += quantity;
      line.revenue += revenue;
    } else lines.set(key, { id, name, quantity, revenue });
  }
  return [...lines.values()];
}

/** The stored text of the lines ('' for none), as many whole lines as fit in `room` characters. */
export function encodeOrderLines(lines: OrderLine[], room: number): string {
  let text = '';
  for (const l of lines) {
    const line = `${l.id}${FIELD}${l.name}${FIELD}${l.quantity}${FIELD}${l.revenue}`;
    const next = text === '' ? line : `${text}${LINE}${line}`;
    if (next.length > room) break;
    text = next;
  }
  return text;
}

/** The lines of stored text (the test oracle's reading). */
export function decodeOrderLines(text: string): OrderLine[] {
  if (text === '') return [];
  return text.split(LINE).map((line) => {
    const [id = '', name = '', quantity = '0', revenue = '0'] = line.split(FIELD);
    return { id, name, quantity: Number(quantity), revenue: Number(revenue) };
  });
}

/** What a product is called in reports: its name, else its id. */
export const productOf = (line: Pick<OrderLine, 'id' | 'name'>) => line.name || line.id;

/** The event columns an order line keeps as they are: all but the two it replaces with its own. */
const keptColumns = [
  'id',
  'time',
  ...[...stringColumns, ...numberColumns].filter((c) => c !== 'revenue' && c !== 'quantity'),
  'is_bot',
];

/** The product dimensions of a line (`line`, one split part of `order_lines`), as SQL. */
function lineDimensionsSql(d: Dialect): Record<OrderLineDimension, string> {
  const field = (i: number) => d.splitPart('line', FIELD, i);
  const name = field(2);
  const sku = field(1);
  return { product: `CASE WHEN ${name} <> '' THEN ${name} ELSE ${sku} END`, product_sku: sku };
}

/** The orders meeting `where` (on the events table), one row per line, with `columns` and `line`. */
const splitLines = (d: Dialect, columns: string[], where: string) =>
  d.splitRows(columns, 'order_lines', LINE, 'line', `(${where}) AND type = 'ecommerce' AND order_lines <> ''`);

/**
 * The ids of the orders meeting `where` that hold a line passing `test`
 * (given the line's product dimension as SQL): what a filter on a product
 * keeps.
 */
export function orderIdsSql(
  d: Dialect,
  where: string,
  dimension: OrderLineDimension,
  test: (value: string) => string,
): string {
  return `SELECT id FROM (${splitLines(d, ['id'], where)}) AS order_line WHERE ${test(lineDimensionsSql(d)[dimension])}`;
}

/**
 * The FROM part of a description asking for a product dimension: the orders
 * meeting `where` (scope, range, filters, segment, on the events table), one
 * row per line, with the event's columns, the line's `revenue` and `quantity`
 * in place of the order's, and `product` and `product_sku`. `lineTests`
 * (given the line's product dimensions as SQL) keep only the lines passing
 * them: the description's filters on products.
 */
export function orderLinesSource(
  d: Dialect,
  where: string,
  lineTests: (dimensions: Record<OrderLineDimension, string>) => string[] = () => [],
): string {
  const kept = [...keptColumns, ...d.computedColumns];
  const field = (i: number) => d.splitPart('line', FIELD, i);
  const line = lineDimensionsSql(d);
  const columns = [
    ...kept,
    `${line.product} AS product`,
    `${line.product_sku} AS product_sku`,
    `${d.toNumber(field(3))} AS quantity`,
    `${d.toNumber(field(4))} AS revenue`,
  ];
  const tests = lineTests(line);
  const onLines = tests.length > 0 ? ` WHERE ${tests.map((t) => `(${t})`).join(' AND ')}` : '';
  return `(SELECT ${columns.join(', ')} FROM (${splitLines(d, kept, where)}) AS order_line${onLines}) AS events`;
}
