import { describe, expect, it } from 'vitest';
import {
  botPart,
  compileEventPart,
  composedLine,
  composeEvent,
  eventHead,
  eventPart,
  parseLines,
  toJsonLine,
} from './event-line.ts';
import { type EventInput, maxStringLength, numberColumns, stringColumns, toEventRow } from './event-row.ts';

const nasty = [
  'plain',
  'quote"d',
  'back\\slash',
  'line\nbreak\ttab\u0001',
  'ünï 😀',
  '\u2028',
  "it's",
  'nul\u0000here',
  'lone\uD800',
  'x'.repeat(maxStringLength + 10),
];

/** A line's keys as written (JSON.parse would hide a key given twice). */
const keysOf = (line: string) => [...line.matchAll(/"([a-z_]+)":/g)].map((m) => m[1]).filter((k) => k !== undefined);

describe('toJsonLine', () => {
  it('writes valid JSON holding exactly the non-default fields', () => {
    for (const path of nasty.slice(0, 7)) {
      const row = toEventRow({ tenant_id: 't', item_id: 'i', type: 'vital', path, vital_value: -0.5, time: 5 }, 0);
      expect(JSON.parse(toJsonLine(row))).toEqual({
        id: row.id,
        time: 5,
        tenant_id: 't',
        item_id: 'i',
        type: 'vital',
        path,
        vital_value: -0.5,
      });
    }
  });
});

describe('composed events', () => {
  const visitColumns = ['visitor_id', 'country', 'referrer', 'destination', 'revenue'] as const;
  const visitPart = compileEventPart(visitColumns);

  it('read back exactly as the same values through toEventRow, every value cleaned the same way', () => {
    let n = 0;
    for (const a of nasty) {
      for (const b of ['', ...nasty.slice(0, 4)]) {
        const input: EventInput = {
          tenant_id: 'org_1',
          item_id: 'lnk_1',
          type: 'click',
          trigger: 'qr',
          title: a,
          browser: b,
          visitor_id: `${a}v`,
          country: b,
          referrer: a,
          destination: `https://example.com/${b}`,
          revenue: n % 3 === 0 ? 0 : n / 7,
          is_bot: n % 2 === 0,
        };
        const event = composeEvent(
          eventHead({ tenant_id: 'org_1', item_id: 'lnk_1', type: 'click', trigger: 'qr', title: a }),
          eventPart({ browser: b }),
          visitPart({
            visitor_id: input.visitor_id,
            country: input.country,
            referrer: input.referrer,
            destination: input.destination,
            revenue: input.revenue,
          }),
          ...(input.is_bot ? [botPart] : []),
        );
        const row = toEventRow(input, 1_700_000_000_000 + n);
        const line = composedLine(event, row.id, row.time);
        expect(parseLines(`${line}\n`)).toEqual([row]);
        expect(keysOf(line)).toEqual([...new Set(keysOf(line))]);
        expect(JSON.parse(line)).toEqual(JSON.parse(toJsonLine(row)));
        n++;
      }
    }
    expect(n).toBe(nasty.length * 5);
  });

  it('refuses a head without the columns every event needs, as toEventRow does', () => {
    const head = (values: Record<string, unknown>) => () =>
      eventHead({ tenant_id: 't', item_id: 'i', type: 'click', ...values } as Parameters<typeof eventHead>[0]);
    expect(head({})).not.toThrow();
    expect(head({ tenant_id: '' })).toThrow('event.tenant_id is required');
    expect(head({ item_id: '\u0000' })).toThrow('event.item_id is required');
    expect(head({ type: 'nope' })).toThrow(TypeError);
    expect(head({ trigger: 'fax' })).toThrow(TypeError);
    expect(() => visitPart({ country: 42 as unknown as string })).toThrow('event.country must be a string');
    expect(() => visitPart({ revenue: Number.POSITIVE_INFINITY })).toThrow('event.revenue must be a finite number');
  });

  it('compiles a part for any columns of the row, and nothing else', () => {
    const all = compileEventPart([...stringColumns, ...numberColumns]);
    expect(all({})).toBe('');
    expect(() => compileEventPart(['country; process.exit()' as 'country'])).toThrow('[a-z_]+');
  });

  it('leaves the ingestion columns out of a click, and they read back as empty and zero', () => {
    const event = composeEvent(eventHead({ tenant_id: 'org_1', item_id: 'lnk_1', type: 'click', trigger: 'link' }));
    const line = composedLine(event, 'id-1', 1_700_000_000_000);
    for (const column of ['hostname', 'app_version', 'props', 'order_id', 'scroll_depth', 'engaged_ms'])
      expect(keysOf(line)).not.toContain(column);
    expect(parseLines(`${line}\n`)[0]).toMatchObject({
      hostname: '',
      app_version: '',
      props: '',
      order_id: '',
      scroll_depth: 0,
      engaged_ms: 0,
    });
  });
});

describe('toEventRow', () => {
  it("keeps a given id (a sender's event, resent, keeps its id) and refuses one that is not plain", () => {
    expect(toEventRow({ id: 'abc-123_X', tenant_id: 't', item_id: 'i', type: 'custom' }, 0).id).toBe('abc-123_X');
    expect(() => toEventRow({ id: "x'; drop", tenant_id: 't', item_id: 'i', type: 'custom' }, 0)).toThrow('event.id');
    expect(toEventRow({ tenant_id: 't', item_id: 'i', type: 'custom' }, 0).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cuts props (JSON) only past its own, larger limit', () => {
    const props = JSON.stringify({ k: 'x'.repeat(maxStringLength * 2) });
    expect(toEventRow({ tenant_id: 't', item_id: 'i', type: 'custom', props }, 0).props).toBe(props);
  });
});
