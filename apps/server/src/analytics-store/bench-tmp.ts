import { loadConfig } from '../config.ts';
import { openEventStore } from './index.ts';

const store = await openEventStore(
  loadConfig({
    DATA_DIR: process.argv[2],
    CLICKHOUSE_URL: process.argv[3] ?? '',
    CLICKHOUSE_DATABASE: 'benchtmp',
    EVENT_BATCH_SIZE: '10000',
  }),
  console,
);
const N = 200_000;
const t0 = performance.now();
for (let i = 0; i < N; i += 500) {
  store.writer.append(
    Array.from({ length: 500 }, (_, k) => ({
      tenant_id: 't',
      item_id: `i${k % 5}`,
      type: 'pageview' as const,
      visitor_id: `v${k}`,
      path: '/some/path',
      country: 'FR',
      browser: 'Chrome',
      os: 'Linux',
      device_type: 'desktop',
      referrer: 'https://google.com/',
      title: 'A page title',
    })),
  );
  if (i % 10000 === 0) await new Promise((r) => setImmediate(r));
}
const t1 = performance.now();
await store.writer.flush();
const t2 = performance.now();
console.log(`append ${(N / ((t1 - t0) / 1000)).toFixed(0)}/s, end-to-end ${(N / ((t2 - t0) / 1000)).toFixed(0)}/s`);
await store.close();
