import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDuckdbBackend } from './duckdb-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'osm5-duckdb-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded event store', () => {
  it('leaves one core to the event loop and checkpoints every 64 MB of WAL', async () => {
    const backend = await openDuckdbBackend(join(dir, 'events.duckdb'));
    try {
      const [row] = await backend.execute(
        "SELECT current_setting('threads') AS threads, current_setting('checkpoint_threshold') AS checkpoint",
      );
      expect(Number(row?.threads)).toBe(Math.max(1, availableParallelism() - 1));
      // 64 MB (DuckDB prints MiB): fewer checkpoints, each row compressed fewer times
      expect(row?.checkpoint).toBe('61.0 MiB');
    } finally {
      await backend.close();
    }
  });
});
