import { describe, expect, it } from 'vitest';
import { everything, march, stored, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/** Time series in the report's time zone, against the oracle: DST nights, half-hour offsets, weeks, months. */
const { check } = useContractStore();

describe(`time series in the report time zone (${testMode})`, () => {
  it('hours in Europe/Paris over the spring-forward night: 23 local hours, 02:00 missing', async () => {
    const r = await check({
      scope: tenantA,
      range: { from: '2026-03-28T23:00:00Z', to: '2026-03-29T22:00:00Z' },
      timeZone: 'Europe/Paris',
      metrics: ['events', 'visitors'],
      dimensions: ['hour'],
    });
    expect(r.rows).toHaveLength(23);
    expect(r.rows.map((row) => row.hour)).not.toContain('2026-03-29 02:00');
  });

  it('hours in Europe/Paris over the fall-back night: the repeated 02:00 is one bucket', async () => {
    const r = await check({
      scope: tenantA,
      range: { from: '2026-10-24T22:00:00Z', to: '2026-10-25T23:00:00Z' },
      timeZone: 'Europe/Paris',
      metrics: ['events'],
      dimensions: ['hour'],
    });
    expect(r.rows).toHaveLength(24);
    const twoAm = stored.filter(
      (e) =>
        e.tenant_id === 'tenant-a' &&
        !e.is_bot &&
        e.time >= Date.parse('2026-10-25T00:00:00Z') &&
        e.time < Date.parse('2026-10-25T02:00:00Z'),
    );
    expect(r.rows.find((row) => row.hour === '2026-10-25 02:00')?.events).toBe(twoAm.length);
  });

  it('hours in Asia/Kolkata (+05:30), with empty buckets', async () => {
    await check({
      scope: { ...tenantA, itemId: 'item-2' },
      range: { from: '2026-03-28T00:00:00Z', to: '2026-03-31T00:00:00Z' },
      timeZone: 'Asia/Kolkata',
      metrics: ['events', 'sessions'],
      dimensions: ['hour'],
    });
  });

  it('days in Asia/Kolkata and Europe/Paris, across the month end', async () => {
    await check({
      scope: tenantA,
      range: march,
      timeZone: 'Asia/Kolkata',
      metrics: ['events', 'visitors', 'revenue'],
      dimensions: ['day'],
    });
    await check({
      scope: tenantA,
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['pageviews'],
      dimensions: ['day'],
      orderBy: [{ key: 'pageviews', direction: 'desc' }],
      limit: 3,
    });
  });

  it('weeks start on Monday, months on the 1st, in the zone', async () => {
    await check({
      scope: tenantA,
      range: everything,
      timeZone: 'Europe/Paris',
      metrics: ['events', 'visitors'],
      dimensions: ['week'],
    });
    const months = await check({
      scope: tenantA,
      range: everything,
      timeZone: 'America/New_York',
      metrics: ['events', 'clicks'],
      dimensions: ['month'],
    });
    // 2026-01-01T00:00Z is still 31 December in New York: that month counts too.
    expect(months.rows).toHaveLength(13);
    expect(months.rows[0]?.month).toBe('2025-12-01');
    await check({
      scope: tenantA,
      range: everything,
      timeZone: 'Asia/Kolkata',
      metrics: ['visitors'],
      dimensions: ['month'],
    });
  });

  it('a bucket with another dimension lists only the buckets that have events', async () => {
    await check({
      scope: tenantA,
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['events'],
      dimensions: ['day', 'country'],
      limit: 1000,
    });
  });
});
