/**
 * Child process for writer-crash.api.test.ts: opens the event store from the
 * environment, then appends numbered events forever, printing `ack N` after
 * each append() returns. The test kills it with SIGKILL mid-stream; every N it
 * saw printed must then be stored exactly once.
 */
import { loadConfig } from '../../config.ts';
import { openEventStore } from '../index.ts';

const tenant = process.env.CRASH_TENANT ?? 'crash';
const store = await openEventStore(loadConfig(process.env), { info() {}, warn() {}, error: console.error });
process.stdout.write('ready\n');

let acknowledged = 0;
for (;;) {
  const size = 1 + (acknowledged % 7);
  const events = Array.from({ length: size }, (_, k) => ({
    tenant_id: tenant,
    item_id: 'crash-item',
    type: 'click' as const,
    event_label: String(acknowledged + k + 1),
  }));
  store.writer.append(events);
  acknowledged += size;
  // Printed only after append() returned: everything up to here is acknowledged.
  process.stdout.write(`ack ${acknowledged}\n`);
  // Let the flush timer and background inserts run between appends, as on a server.
  await new Promise((resolve) => setImmediate(resolve));
}
