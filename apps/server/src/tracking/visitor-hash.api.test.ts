import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../test/harness.ts';
import { instanceSettings } from '../db/schema.ts';
import { openVisitorHasher, type VisitorHasher } from './visitor-hash.ts';

describe(`visitor hash (${testMode})`, () => {
  let t: TestApp;
  const hashers: VisitorHasher[] = [];
  const open = async () => {
    const h = await openVisitorHasher(t.app.db.db, { warn: () => {} });
    hashers.push(h);
    return h;
  };
  const saltDays = async () =>
    (
      await t.app.db.db
        .select({ key: instanceSettings.key })
        .from(instanceSettings)
        .where(like(instanceSettings.key, 'visitor_salt:%'))
    )
      .map((r) => r.key.slice('visitor_salt:'.length))
      .sort();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    for (const h of hashers) h.close();
    await t?.close();
  });

  it('is stable within a day, differs per item, address and agent, and agrees across instances', async () => {
    const a = await open();
    const b = await open();
    const now = Date.now();
    const id = a.hash('link-1', '192.0.2.1', 'UA', now);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(a.hash('link-1', '192.0.2.1', 'UA', now + 1000)).toBe(id);
    expect(b.hash('link-1', '192.0.2.1', 'UA', now)).toBe(id);
    expect(a.hash('link-2', '192.0.2.1', 'UA', now)).not.toBe(id);
    expect(a.hash('link-1', '192.0.2.2', 'UA', now)).not.toBe(id);
    expect(a.hash('link-1', '192.0.2.1', 'UA2', now)).not.toBe(id);
  });

  it("rotates the salt daily, makes tomorrow's ahead of time, and deletes a day's salt once it is over", async () => {
    const h = await open();
    const day = 86_400_000;
    const d0 = Date.UTC(2031, 4, 10, 12);
    await h.refresh(d0);
    expect(await saltDays()).toEqual(['2031-05-10', '2031-05-11']);
    const first = h.hash('link', '192.0.2.1', 'UA', d0);
    const next = h.hash('link', '192.0.2.1', 'UA', d0 + day);
    expect(next).not.toBe(first);
    await h.refresh(d0 + day);
    expect(await saltDays()).toEqual(['2031-05-11', '2031-05-12']);
    // the new day's id was computed from the salt made the day before: the same after the refresh
    expect(h.hash('link', '192.0.2.1', 'UA', d0 + day + 1)).toBe(next);
  });
});
