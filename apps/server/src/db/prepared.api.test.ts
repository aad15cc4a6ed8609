import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { newOrg, type Org } from '../../test/tenancy/fixtures.ts';
import { type Placeholders, prepared } from './prepared.ts';
import { users } from './schema.ts';

/** Prepared statements on the mode's own store (PGlite, or PostgreSQL through node-postgres). */
describe('prepared statements', () => {
  let t: TestApp;
  let first: Org;
  let second: Org;
  let builds = 0;
  const nameOf = prepared('test_user_name', (db, $: Placeholders<{ email: string }>) => {
    builds++;
    return db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, $('email')));
  });

  beforeAll(async () => {
    t = await startTestApp();
    first = await newOrg(t, 'First Owner');
    second = await newOrg(t, 'Second Owner');
  });

  afterAll(async () => {
    await t?.close();
  });

  it("are built once for a server and answer each call with that call's values", async () => {
    const { db } = t.app.db;
    expect(await nameOf(db, { email: first.owner.email })).toEqual([{ name: 'First Owner' }]);
    expect(await nameOf(db, { email: second.owner.email })).toEqual([{ name: 'Second Owner' }]);
    expect(await nameOf(db, { email: 'nobody@example.test' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('run inside the transaction they are given: they see its writes, which its rollback undoes', async () => {
    const { db } = t.app.db;
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Renamed in the transaction' }).where(eq(users.email, first.owner.email));
        expect(await nameOf(tx, { email: first.owner.email })).toEqual([{ name: 'Renamed in the transaction' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await nameOf(db, { email: first.owner.email })).toEqual([{ name: 'First Owner' }]);
    // once for the server, once for the transaction
    expect(builds).toBe(2);
  });

  it('refuse a name given to another query, and one PostgreSQL would cut short', async () => {
    const { db } = t.app.db;
    const again = prepared('test_user_name', (d, $: Placeholders<{ email: string }>) =>
      d
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, $('email'))),
    );
    await expect(again(db, { email: first.owner.email })).rejects.toThrow(
      'two prepared statements named test_user_name',
    );
    const long = prepared('x'.repeat(64), (d, $: Placeholders<{ email: string }>) =>
      d
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, $('email'))),
    );
    await expect(long(db, { email: first.owner.email })).rejects.toThrow('over 63 bytes');
    // the first query keeps its name
    expect(await nameOf(db, { email: first.owner.email })).toEqual([{ name: 'First Owner' }]);
  });
});
