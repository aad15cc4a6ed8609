import { describe, expect, it } from 'vitest';
import type { EventInput, EventWriter } from '../../analytics-store/index.ts';
import { ClickBatch } from './click-batch.ts';

const click = (item: string): EventInput => ({ type: 'click', tenant_id: 't', item_id: item });
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Records what happens, in order: appends and answers sent. */
function fakes(refuse: string[] = []) {
  const log: string[] = [];
  const writer = {
    append(rows: EventInput[]) {
      if (rows.some((r) => refuse.includes(r.item_id))) throw new TypeError('bad event');
      log.push(`append ${rows.map((r) => r.item_id).join(',')}`);
    },
  } as unknown as EventWriter;
  const send = (name: string) => () => log.push(`send ${name}`);
  return { log, writer, send };
}

describe('ClickBatch', () => {
  it("spools one event-loop turn's clicks in one append, before any answer leaves", async () => {
    const { log, writer, send } = fakes();
    const batch = new ClickBatch(writer, { warn: () => {} });
    batch.add(click('a'));
    batch.release(send('1'));
    batch.add(click('b'));
    batch.release(send('2'));
    expect(log).toEqual([]);
    await nextTurn();
    expect(log).toEqual(['append a,b', 'send 1', 'send 2']);
  });

  it('lets the others through when one click cannot be stored', async () => {
    const { log, writer, send } = fakes(['bad']);
    const warnings: unknown[] = [];
    const batch = new ClickBatch(writer, { warn: (obj) => warnings.push(obj) });
    batch.add(click('a'));
    batch.add(click('bad'));
    batch.add(click('c'));
    batch.release(send('1'));
    batch.commit();
    expect(log).toEqual(['append a', 'append c', 'send 1']);
    expect(warnings).toHaveLength(1);
  });

  it('sends an answer at once when no click is waiting', () => {
    const { log, writer, send } = fakes();
    const batch = new ClickBatch(writer, { warn: () => {} });
    batch.release(send('page'));
    expect(log).toEqual(['send page']);
  });

  it('resolves spooled() only after the append, and at once when nothing waits', async () => {
    const { log, writer } = fakes();
    const batch = new ClickBatch(writer, { warn: () => {} });
    await batch.spooled();
    batch.add(click('a'));
    const done = batch.spooled().then(() => log.push('resolved'));
    expect(log).toEqual([]);
    await done;
    expect(log).toEqual(['append a', 'resolved']);
  });

  it('one answer that throws does not hold back the others', async () => {
    const { log, writer, send } = fakes();
    const warnings: unknown[] = [];
    const batch = new ClickBatch(writer, { warn: (obj) => warnings.push(obj) });
    batch.add(click('a'));
    batch.release(() => {
      throw new Error('socket gone');
    });
    batch.release(send('2'));
    batch.commit();
    expect(log).toEqual(['append a', 'send 2']);
    expect(warnings).toHaveLength(1);
  });
});
