import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, paceDelayMs } from '../../src/modules/auth/sign-in-throttle.ts';
import { createSignedInUser, type TestUser } from '../auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { createTestClient } from '../test-client.ts';

/**
 * Ten wrong passwords used to lock the account for everyone, its owner included.
 * Failures now lock one client out of one account; the account as a whole is only
 * slowed down, so the owner signs in from a new client, or from their own browser
 * on the attacker's very network, while the attacker is being refused.
 */
describe(`sign-in lockout per account and client (${testMode})`, () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createSignedInUser(t, { name: 'Lockout Owner' });
  });
  afterAll(() => t?.close());

  const login = (client: ReturnType<typeof createTestClient>, password: string) =>
    client.post('/api/auth/login', { email: owner.email, password });

  it('the owner signs in from a new client while another client is being refused', async () => {
    const ownBrowser = owner.client.cookie(DEVICE_COOKIE);
    expect(ownBrowser, 'a signed-in browser holds a device cookie').toMatch(/^[\w-]+\.[\w-]+$/);

    const attacker = createTestClient(t.url);
    for (let i = 0; i < 10; i++) expect((await login(attacker, `wrong guess ${i}`)).status).toBe(401);
    const refused = await login(attacker, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);

    // a new client: slowed down by the account's failures, then in
    const started = Date.now();
    const fresh = await login(createTestClient(t.url), owner.password);
    expect(fresh.status, fresh.text).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(paceDelayMs(10) - 50);

    // the owner's own browser on the attacker's address (a shared network): its device cookie makes it another client
    const sameNetwork = createTestClient(t.url, { ip: attacker.ip });
    sameNetwork.setCookie(DEVICE_COOKIE, ownBrowser ?? '');
    expect((await login(sameNetwork, owner.password)).status).toBe(200);

    // a made-up device cookie is no device: the attacker stays refused
    const forged = createTestClient(t.url, { ip: attacker.ip });
    forged.setCookie(DEVICE_COOKIE, `${'a'.repeat(24)}.${'b'.repeat(43)}`);
    expect((await login(forged, owner.password)).status).toBe(429);
    // nor does another account's cookie count for this one
    const other = await createSignedInUser(t, { name: 'Other Person' });
    const borrowed = createTestClient(t.url, { ip: attacker.ip });
    borrowed.setCookie(DEVICE_COOKIE, other.client.cookie(DEVICE_COOKIE) ?? '');
    expect((await login(borrowed, owner.password)).status).toBe(429);
  });

  it("the account's pause grows with its failures and stops at 3 s", () => {
    expect([0, 1, 2, 3].map(paceDelayMs)).toEqual([0, 0, 0, 0]);
    expect(paceDelayMs(4)).toBe(250);
    expect(paceDelayMs(5)).toBe(500);
    expect(paceDelayMs(20)).toBe(3000);
  });
});
