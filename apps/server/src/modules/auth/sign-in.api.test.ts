import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signUp, uniqueEmail } from '../../../test/auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { sessions } from '../../db/schema.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe(`sign-in, sessions and sign-out (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('signs in with a 30-day http-only SameSite=Lax cookie and answers the profile', async () => {
    const user = await createSignedInUser(t, { name: 'Grace Hopper' });
    const c = createTestClient(t.url);
    const login = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({
      status: true,
      data: {
        token: { expiresAt: expect.any(String) },
        userInfo: {
          id: user.id,
          name: 'Grace Hopper',
          email: user.email,
          locale: 'en',
          emailVerified: true,
          twoFactorEnabled: false,
        },
      },
    });
    const setCookie = login.headers.getSetCookie().find((h) => h.startsWith('osm5_session='));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const me = await c.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ status: true, data: { userInfo: { id: user.id, email: user.email } } });
  });

  it('keeps only the hash of the session id, and makes a browser-session cookie when remember is false', async () => {
    const user = await createSignedInUser(t);
    const c = createTestClient(t.url);
    const login = await c.post('/api/auth/login', { email: user.email, password: user.password, remember: false });
    expect(login.body).toMatchObject({ data: { token: { expiresAt: null } } });
    const setCookie = login.headers.getSetCookie().find((h) => h.startsWith('osm5_session=')) ?? '';
    expect(setCookie).not.toMatch(/Expires|Max-Age/i);
    const token = c.cookie('osm5_session') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.idHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((r) => r.idHash === sha256(token))?.persistent).toBe(false);
  });

  it('answers every wrong sign-in with the same 401 INVALID_CREDENTIALS, known e-mail or not', async () => {
    const user = await createSignedInUser(t);
    const wrongPassword = { email: user.email, password: 'not-the-password' };
    const unknownEmail = { email: uniqueEmail('nobody'), password: 'not-the-password' };
    const expected = {
      statusCode: 401,
      status: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email address or password.',
    };
    const timings: Record<string, number[]> = { wrongPassword: [], unknownEmail: [] };
    for (let i = 0; i < 5; i++) {
      for (const [label, body] of Object.entries({ wrongPassword, unknownEmail })) {
        const c = createTestClient(t.url);
        const started = performance.now();
        const response = await c.post('/api/auth/login', body);
        timings[label]?.push(performance.now() - started);
        expect(response.status, label).toBe(401);
        expect(response.body, label).toEqual(expected);
        expect(response.headers.getSetCookie().some((h) => h.startsWith('osm5_session='))).toBe(false);
      }
    }
    // both pay for one argon2 verification: without the dummy hash an unknown e-mail answers ~20× faster
    const median = (xs: number[] = []) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    const ratio = median(timings.unknownEmail) / median(timings.wrongPassword);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('locks a client out of an account after 10 failures with 429 RATE_LIMITED and Retry-After, even for the right password', async () => {
    const user = await createSignedInUser(t);
    const c = createTestClient(t.url);
    for (let i = 0; i < 10; i++) {
      const response = await c.post('/api/auth/login', { email: user.email, password: `wrong-${i}` });
      expect(response.status).toBe(401);
    }
    // another client still gets in (test/hardening/lockout.api.test.ts)
    const blocked = await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('limits failures per address across accounts (30 per 15 minutes)', async () => {
    const c = createTestClient(t.url);
    for (let i = 0; i < 30; i++) {
      const response = await c.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'password1' });
      expect(response.status).toBe(401);
    }
    const blocked = await c.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'password1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    const other = await createTestClient(t.url).post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'password1',
    });
    expect(other.status).toBe(401);
  });

  it('sends unverified accounts to verify, only once the password is right', async () => {
    const { email, password } = await signUp(t);
    const c = createTestClient(t.url);
    const wrong = await c.post('/api/auth/login', { email, password: 'wrong-password' });
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const right = await c.post('/api/auth/login', { email, password });
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(c.cookie('osm5_session')).toBeUndefined();
  });

  it('rotates the session id at sign-in: the old cookie stops working', async () => {
    const user = await createSignedInUser(t);
    const old = user.client.cookie('osm5_session') ?? '';
    const again = await user.client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(again.status).toBe(200);
    const fresh = user.client.cookie('osm5_session');
    expect(fresh).not.toBe(old);
    const [oldRow] = await t.app.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(old)));
    expect(oldRow?.revokedAt).toBeInstanceOf(Date);

    const replay = createTestClient(t.url);
    replay.setCookie('osm5_session', old);
    expect((await replay.get('/api/auth/me')).body.code).toBe('INVALID_TOKEN');
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });

  it('signs out: revokes the session and clears the cookie', async () => {
    const user = await createSignedInUser(t);
    const token = user.client.cookie('osm5_session') ?? '';
    const out = await user.client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: true });
    expect(user.client.cookie('osm5_session')).toBeUndefined();
    const replay = createTestClient(t.url);
    replay.setCookie('osm5_session', token);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers INVALID_TOKEN without a session, with a forged one and with an expired one', async () => {
    expect((await createTestClient(t.url).get('/api/auth/me')).body.code).toBe('INVALID_TOKEN');
    const forged = createTestClient(t.url);
    forged.setCookie('osm5_session', 'A'.repeat(43));
    expect((await forged.get('/api/auth/me')).status).toBe(401);

    const user = await createSignedInUser(t);
    const idHash = sha256(user.client.cookie('osm5_session') ?? '');
    await t.app.db.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    const expired = await user.client.get('/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('INVALID_TOKEN');
  });

  it('refreshes lastSeenAt and slides the expiry at most once a minute', async () => {
    const user = await createSignedInUser(t);
    const idHash = sha256(user.client.cookie('osm5_session') ?? '');
    const past = new Date(Date.now() - 5 * 60_000);
    const soon = new Date(Date.now() + 60 * 60_000);
    await t.app.db.db.update(sessions).set({ lastSeenAt: past, expiresAt: soon }).where(eq(sessions.idHash, idHash));
    const me = await user.client.get('/api/auth/me');
    expect(me.headers.getSetCookie().some((h) => h.startsWith('osm5_session='))).toBe(true);
    const [touched] = await t.app.db.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(past.getTime() + 60_000);
    expect(touched?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await user.client.get('/api/auth/me');
    const [same] = await t.app.db.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(same?.lastSeenAt.getTime()).toBe(touched?.lastSeenAt.getTime());
  });
});
