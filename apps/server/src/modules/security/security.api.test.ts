import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { mailOutbox } from '../../db/schema.ts';

interface SessionList {
  data: { items: { id: string; current: boolean; ip: string | null; userAgent: string | null }[]; total: number };
}

describe(`security settings: password, sessions, account history (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('needs a session for every security route', async () => {
    const c = createTestClient(t.url);
    for (const [method, path] of [
      ['get', '/api/me/security/sessions'],
      ['get', '/api/me/account-history'],
      ['get', '/api/me/security/2fa'],
      ['post', '/api/me/security/password'],
      ['post', '/api/me/security/2fa/enrol'],
    ] as const) {
      const response = method === 'get' ? await c.get(path) : await c.post(path, {});
      expect(response.status, path).toBe(401);
      expect(response.body.code, path).toBe('INVALID_TOKEN');
    }
  });

  it('changes the password: mismatch, wrong current password, then success that ends the other sessions', async () => {
    const user = await createSignedInUser(t);
    const other = createTestClient(t.url);
    await other.post('/api/auth/login', { email: user.email, password: user.password });

    const mismatch = await user.client.post('/api/me/security/password', {
      currentPassword: user.password,
      password: 'next-secret-1',
      confirmPassword: 'next-secret-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'confirmPassword' });

    const wrongCurrent = await user.client.post('/api/me/security/password', {
      currentPassword: 'not-my-password',
      password: 'next-secret-1',
      confirmPassword: 'next-secret-1',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body).toMatchObject({ code: 'CURRENT_PASSWORD_MISMATCH', field: 'currentPassword' });

    const changed = await user.client.post('/api/me/security/password', {
      currentPassword: user.password,
      password: 'next-secret-1',
      confirmPassword: 'next-secret-1',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: true, data: { revoked: 1 } });
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).body.code).toBe('INVALID_TOKEN');

    const login = await createTestClient(t.url).post('/api/auth/login', {
      email: user.email,
      password: 'next-secret-1',
    });
    expect(login.status).toBe(200);
    const notices = await t.app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(notices.map((n) => n.purpose)).toContain('password_changed');
  });

  it('lists live sessions with the current one flagged, paginated, and revokes one', async () => {
    const user = await createSignedInUser(t);
    const phone = createTestClient(t.url, { userAgent: 'Phone/1.0' });
    await phone.post('/api/auth/login', { email: user.email, password: user.password });

    const all = await user.client.get<SessionList>('/api/me/security/sessions');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(2);
    const current = all.body.data.items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    const phoneSession = all.body.data.items.find((s) => s.userAgent === 'Phone/1.0');
    expect(phoneSession?.current).toBe(false);
    expect(phoneSession?.ip).toBe(phone.ip);
    expect(phoneSession?.id).toMatch(/^[0-9a-f]{64}$/);

    const firstPage = await user.client.get<SessionList & { data: { page: number; pageSize: number } }>(
      '/api/me/security/sessions?page=1&pageSize=1',
    );
    expect(firstPage.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(firstPage.body.data.items).toHaveLength(1);

    const revoked = await user.client.delete(`/api/me/security/sessions/${phoneSession?.id}`);
    expect(revoked.status).toBe(200);
    const next = await phone.get('/api/auth/me');
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('INVALID_TOKEN');

    const again = await user.client.delete(`/api/me/security/sessions/${phoneSession?.id}`);
    expect(again.status).toBe(404);
  });

  it("cannot see or end another user's sessions", async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const bobs = await bob.client.get<SessionList>('/api/me/security/sessions');
    const bobSession = bobs.body.data.items[0]?.id;
    const aliceView = await alice.client.get<SessionList>('/api/me/security/sessions');
    expect(aliceView.body.data.items.map((s) => s.id)).not.toContain(bobSession);
    const attempt = await alice.client.delete(`/api/me/security/sessions/${bobSession}`);
    expect(attempt.status).toBe(404);
    expect((await bob.client.get('/api/auth/me')).status).toBe(200);
  });

  it('ends every other session at once', async () => {
    const user = await createSignedInUser(t);
    const others = [createTestClient(t.url), createTestClient(t.url)];
    for (const c of others) await c.post('/api/auth/login', { email: user.email, password: user.password });
    const response = await user.client.post('/api/me/security/sessions/revoke-others');
    expect(response.body).toEqual({ status: true, data: { revoked: 2 } });
    for (const c of others) expect((await c.get('/api/auth/me')).status).toBe(401);
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });

  it('shows my own security events, newest first, filterable and paginated', async () => {
    const user = await createSignedInUser(t);
    await createTestClient(t.url).post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const history = await user.client.get<{
      data: { items: { action: string }[]; total: number; page: number; pageSize: number };
    }>('/api/me/account-history');
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((i) => i.action)).toEqual([
      'auth.sign_in_failed',
      'auth.sign_in',
      'auth.email_verify',
      'auth.sign_up',
    ]);
    expect(history.body.data).toMatchObject({ total: 4, page: 1, pageSize: 20 });

    const failures = await user.client.get<{ data: { items: { action: string; ip: string }[]; total: number } }>(
      '/api/me/account-history?action=auth.sign_in_failed',
    );
    expect(failures.body.data.total).toBe(1);
    const page2 = await user.client.get<{ data: { items: unknown[]; total: number } }>(
      '/api/me/account-history?page=2&pageSize=3',
    );
    expect(page2.body.data.items).toHaveLength(1);
    expect(page2.body.data.total).toBe(4);

    // someone else's history is not mine
    const other = await createSignedInUser(t);
    const theirs = await other.client.get<{ data: { total: number } }>('/api/me/account-history');
    expect(theirs.body.data.total).toBe(3);
  });
});
