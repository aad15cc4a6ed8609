import type { QueryDescriptionInput, QueryResult } from '@osm5/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { type EventRow, toEventRow } from '../event-row.ts';
import { type EventStore, openEventStore } from '../index.ts';
import { buildFixture } from './event-fixture.ts';
import { referenceQuery } from './reference-query.ts';
import { silentLogger, type TestStoreConfig, testStoreConfig } from './test-store-config.ts';

/**
 * Shared by the contract files: a store of the test mode loaded with the
 * fixture through the real writer (appended in batches, then flushed), and
 * check(), which asserts that the store answers a description exactly as the
 * TypeScript oracle does. Each file gets its own store.
 */
export const fixture = buildFixture();
/** What the store keeps of each input (NUL removed, defaults filled), to feed the oracle. */
export const stored: EventRow[] = fixture.map((e) => toEventRow(e, 0));

export const tenantA = { tenantId: 'tenant-a' };
export const march = { from: '2026-03-20T00:00:00Z', to: '2026-04-12T00:00:00Z' };
export const everything = { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' };

/** Numbers may differ in the last bits between summation orders; everything else must be equal. */
function rounded(v: unknown): unknown {
  if (typeof v === 'number') return Math.round(v * 1e6) / 1e6;
  if (Array.isArray(v)) return v.map(rounded);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rounded(x)]));
  return v;
}

export function useContractStore() {
  let setup: TestStoreConfig | undefined;
  let store: EventStore | undefined;

  beforeAll(async () => {
    setup = testStoreConfig({ EVENT_BATCH_SIZE: '1000' });
    store = await openEventStore(setup.config, silentLogger);
    for (let i = 0; i < fixture.length; i += 250) store.writer.append(fixture.slice(i, i + 250));
    await store.writer.flush();
  });

  afterAll(async () => {
    await store?.close();
    await setup?.cleanup();
  });

  const current = (): EventStore => {
    if (!store) throw new Error('the contract store is not open');
    return store;
  };

  return {
    store: current,
    async check(desc: QueryDescriptionInput): Promise<QueryResult> {
      const actual = await current().query(desc);
      expect(rounded(actual)).toEqual(rounded(referenceQuery(stored, desc)));
      return actual;
    },
  };
}
