import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { EventInput, EventWriter } from '../../analytics-store/index.ts';
import { ClickBatch } from './click-batch.ts';

const click = (item: string): EventInput => ({ type: 'click', tenant_id: 't', item_id: item });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Records what happens, in order: appends and uncorks. */
function fakes(refuse: string[] = []) {
  const log: string[] = [];
  const writer = {
    append(rows: EventInput[]) {
      if (rows.some((r) => refuse.includes(r.item_id))) throw new TypeError('bad event');
      log.push(`append ${rows.map((r) => r.item_id).join(',')}`);
    },
  } as unknown as EventWriter;
  const socket = (name: string) =>
    ({
      destroyed: false,
      cork: () => log.push(`cork ${name}`),
      uncork: () => log.push(`uncork ${name}`),
    }) as unknown as Socket;
  return { log, writer, socket };
}

describe('ClickBatch', () => {
  it("spools one event-loop turn's clicks in one append, before any held answer leaves", async () => {
    const { log, writer, socket } = fakes();
    const batch = new ClickBatch(writer, { warn: () => {} });
    batch.add(click('a'));
    batch.hold(socket('1'));
    batch.add(click('b'));
    batch.hold(socket('2'));
    expect(log).toEqual(['cork 1', 'cork 2']);
    await nextTurn();
    expect(log).toEqual(['cork 1', 'cork 2', 'append a,b', 'uncork 1', 'uncork 2']);
  });

  it('lets the others through when one click cannot be stored', async () => {
    const { log, writer, socket } = fakes(['bad']);
    const warnings: unknown[] = [];
    const batch = new ClickBatch(writer, { warn: (obj) => warnings.push(obj) });
    batch.add(click('a'));
    batch.add(click('bad'));
    batch.add(click('c'));
    batch.hold(socket('1'));
    batch.commit();
    expect(log).toEqual(['cork 1', 'append a', 'append c', 'uncork 1']);
    expect(warnings).toHaveLength(1);
  });

  it('releases an answer with no click at the next turn too', async () => {
    const { log, writer, socket } = fakes();
    const batch = new ClickBatch(writer, { warn: () => {} });
    batch.hold(socket('page'));
    await nextTurn();
    expect(log).toEqual(['cork page', 'uncork page']);
  });
});
