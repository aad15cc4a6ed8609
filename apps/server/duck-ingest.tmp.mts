import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { openDuckdbBackend } from './src/analytics-store/duckdb-store.ts';
import { toJsonLine } from './src/analytics-store/event-line.ts';
import { toEventRow } from './src/analytics-store/event-row.ts';

const total = Number(process.argv[2] ?? 400000);
const batch = Number(process.argv[3] ?? 10000);
const dir = '/tmp/exp/db';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const now = Date.now();
const segs: string[] = [];
for (let s = 0; s * batch < total; s++) {
  const lines: string[] = [];
  for (let i = 0; i < batch; i++) {
    const r = toEventRow(
      {
        tenant_id: 'org_0123456789abcdef',
        workspace_id: 'ws_0123456789abcdef',
        item_id: 'lnk_0123456789abcdef',
        type: 'click',
        trigger: 'link',
        visitor_id: `v${(i * 7919) % 50000}`,
        country: 'FR',
        language: 'en-US',
        browser: 'Chrome',
        browser_version: '124',
        os: 'Windows',
        os_version: '10',
        device_type: 'desktop',
        channel: 'direct',
        destination: 'https://example.com/destination',
      },
      now + s * batch + i,
    );
    lines.push(toJsonLine(r));
  }
  const p = `${dir}/seg${s}.ndjson`;
  writeFileSync(p, lines.join('\n') + '\n');
  segs.push(p);
}
const b = await openDuckdbBackend(`${dir}/events.duckdb`);
const c0 = process.cpuUsage();
const t0 = performance.now();
for (const p of segs) await b.sink.insertSegment(p);
await b.close();
const c1 = process.cpuUsage(c0);
console.log(
  `batch ${batch}: ${((c1.user + c1.system) / total).toFixed(2)} µs CPU/row (user ${(c1.user / total).toFixed(2)}), wall ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
