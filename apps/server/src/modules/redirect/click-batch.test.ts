import { describe, expect, it } from 'vitest';
import { type ComposedEvent, composeEvent, type EventWriter, eventHead } from '../../analytics-store/index.ts';
import { ClickBatch } from './click-batch.ts';

const click = (item: string): ComposedEvent =>
  composeEvent(eventHead({ type: 'click', tenant_id: 't', item_id: item }));
const itemOf = (event: ComposedEvent) => /"item_id":"([^"]*)"/.exec(event)?.[1];
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Records what happens, in order: appends and answers sent. */
function fakes(refuse: string[] = []) {
  const log: string[] = [];
  const writer = {
    appendComposed(events: ComposedEvent[]) {
      if (events.some((e) => refuse.includes(itemOf(e) ?? ''))) throw new Error('ENOSPC');
      log.push(`append ${events.map(itemOf).join(',')}`);
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

  it('still sends the answers when the spool refuses the batch, and says how many clicks were lost', () => {
    const { log, writer, send } = fakes(['full']);
    const warnings: unknown[] = [];
    const batch = new ClickBatch(writer, { warn: (obj) => warnings.push(obj) });
    batch.add(click('a'));
    batch.add(click('full'));
    batch.release(send('1'));
    batch.commit();
    expect(log).toEqual(['send 1']);
    expect(warnings).toEqual([expect.objectContaining({ clicks: 2 })]);
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
