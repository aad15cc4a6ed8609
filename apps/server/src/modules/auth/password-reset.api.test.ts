import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, uniqueEmail } from '../../../test/auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../../../test/mail-catcher.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { authTokens, sessions } from '../../db/schema.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const resetTokenOf = (mail: CaughtMail) =>
  /\/auth\/([A-Za-z0-9_-]+)\/reset_password$/.exec(mail.links.find((l) => l.includes('/reset_password')) ?? '')?.[1] ??
  '';

describe(`forgotten password (${testMode})`, () => {
  let t: TestApp;
  let smtp: MailCatcher;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await startTestApp({ env: { SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'http://osm5.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const requestReset = async (email: string) => {
    const response = await createTestClient(t.url).post('/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true });
    return smtp.waitFor((m) => m.to.includes(email) && m.subject === 'Reset your password');
  };

  it('answers 200 for an unknown address too, and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await createTestClient(t.url).post('/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true });
    await expect(smtp.waitFor((m) => m.to.includes(email), 1500)).rejects.toThrow();
  });

  it('mails a one-hour link; it sets the password once, ends every session and sends a notice', async () => {
    const user = await createSignedInUser(t);
    const laptop = user.client;
    const phone = createTestClient(t.url);
    expect((await phone.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);

    const mail = await requestReset(user.email);
    const token = resetTokenOf(mail);
    expect(mail.links).toContain(`http://osm5.test/auth/${token}/reset_password`);
    const [row] = await t.app.db.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(row?.purpose).toBe('reset_password');
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    const stranger = createTestClient(t.url);
    const reset = await stranger.post('/api/auth/reset-password', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: true });

    for (const client of [laptop, phone]) expect((await client.get('/api/auth/me')).body.code).toBe('INVALID_TOKEN');
    const live = await t.app.db.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const notice = await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'Your password was changed');
    expect(notice.links).toContain('http://osm5.test/auth/forgot_password');

    const old = await createTestClient(t.url).post('/api/auth/login', { email: user.email, password: user.password });
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    const fresh = await createTestClient(t.url).post('/api/auth/login', {
      email: user.email,
      password: 'brand-new-secret',
    });
    expect(fresh.status).toBe(200);

    const again = await stranger.post('/api/auth/reset-password', {
      token,
      password: 'another-secret-1',
      confirmPassword: 'another-secret-1',
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'RESET_LINK_EXPIRED' });
  });

  it('refuses a link older than one hour with RESET_LINK_EXPIRED', async () => {
    const user = await createSignedInUser(t);
    const token = resetTokenOf(await requestReset(user.email));
    await t.app.db.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256(token)));
    const response = await createTestClient(t.url).post('/api/auth/reset-password', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(response.status).toBe(410);
    expect(response.body.code).toBe('RESET_LINK_EXPIRED');
    expect((await user.client.get('/api/auth/me')).status).toBe(200);
  });

  it('keeps only the newest link, and checks the new password and its confirmation', async () => {
    const user = await createSignedInUser(t);
    const first = resetTokenOf(await requestReset(user.email));
    smtp.mails.splice(0, smtp.mails.length);
    const second = resetTokenOf(await requestReset(user.email));
    expect(second).not.toBe(first);
    const c = createTestClient(t.url);
    const stale = await c.post('/api/auth/reset-password', {
      token: first,
      password: 'x-secret-12',
      confirmPassword: 'x-secret-12',
    });
    expect(stale.body.code).toBe('RESET_LINK_EXPIRED');
    const mismatch = await c.post('/api/auth/reset-password', {
      token: second,
      password: 'x-secret-12',
      confirmPassword: 'x-secret-13',
    });
    expect(mismatch.body).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'confirmPassword' });
    const weak = await c.post('/api/auth/reset-password', {
      token: second,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    const malformed = await c.post('/api/auth/reset-password', {
      token: 'abc',
      password: 'x-secret-12',
      confirmPassword: 'x-secret-12',
    });
    expect(malformed.body.code).toBe('TOKEN_INVALID');
    // the failed attempts did not spend the link
    const ok = await c.post('/api/auth/reset-password', {
      token: second,
      password: 'x-secret-12',
      confirmPassword: 'x-secret-12',
    });
    expect(ok.status).toBe(200);
  });

  it('limits reset requests per address with Retry-After', async () => {
    const c = createTestClient(t.url);
    for (let i = 0; i < 10; i++) {
      expect((await c.post('/api/auth/forgot-password', { email: uniqueEmail('flood') })).status).toBe(200);
    }
    const limited = await c.post('/api/auth/forgot-password', { email: uniqueEmail('flood') });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
