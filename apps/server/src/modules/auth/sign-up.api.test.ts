import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { type MailCatcher, startMailCatcher } from '../../../test/mail-catcher.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { authTokens, mailOutbox, users } from '../../db/schema.ts';

describe(`sign-up and e-mail verification (${testMode})`, () => {
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

  const register = (c: ReturnType<typeof createTestClient>, email: string, extra: Record<string, unknown> = {}) =>
    c.post('/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      password: 'analytical-1843',
      confirmPassword: 'analytical-1843',
      ...extra,
    });

  it('signs up, mails a link, verifies through it and then signs in', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('ada');
    const created = await register(c, email.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ status: true, data: { email } });

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toContain('Welcome, Ada Lovelace');
    expect(mail.html).toContain('dir="ltr"');
    const link = mail.links.find((l) => l.startsWith('http://osm5.test/auth/verify_account?token='));
    expect(link).toBeDefined();
    expect(mail.html).toContain(link);

    const before = await c.post('/api/auth/login', { email, password: 'analytical-1843' });
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const token = new URL(link ?? '').searchParams.get('token');
    const verified = await c.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: true, data: { email } });

    const again = await c.post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_EMAIL_VERIFICATION_TOKEN');

    const login = await c.post('/api/auth/login', { email, password: 'analytical-1843' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ data: { userInfo: { email, name: 'Ada Lovelace', emailVerified: true } } });

    const [row] = await t.app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('answers a known address exactly like a new one, and mails its owner instead of making a second account', async () => {
    const email = uniqueEmail('taken');
    const first = await register(createTestClient(t.url), email);
    expect(first.status).toBe(201);
    await smtp.waitFor((m) => m.to.includes(email));
    const fresh = uniqueEmail('fresh');
    const known = await register(createTestClient(t.url), email.toUpperCase(), { name: 'Someone Else', locale: 'fr' });
    const unknown = await register(createTestClient(t.url), fresh, { name: 'Someone Else', locale: 'fr' });
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(201);
    expect(known.body).toEqual({ status: true, data: { email } });
    expect(unknown.body).toEqual({ status: true, data: { email: fresh } });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    // still one account, with its own name and password; the owner is told, in the owner's language
    const rows = await t.app.db.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Ada Lovelace');
    const notice = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'You already have an OSM5 account');
    expect(notice.text).toContain('Hello Ada Lovelace');
    expect(notice.links).toContain('http://osm5.test/auth/login');
    expect(notice.text).toContain('http://osm5.test/auth/forgot_password');
    expect(notice.text).not.toContain('verify_account');
    const tokens = await t.app.db.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, rows[0]?.id ?? ''));
    expect(tokens).toHaveLength(1);
  });

  it('mails the owner of a known address three times a day at most, answering every sign-up alike', async () => {
    const email = uniqueEmail('flood');
    expect((await register(createTestClient(t.url), email)).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      const again = await register(createTestClient(t.url), email);
      expect(again.status).toBe(201);
      expect(again.body).toEqual({ status: true, data: { email } });
    }
    const purposes = (await t.app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map(
      (m) => m.purpose,
    );
    expect(purposes.sort()).toEqual(['account_exists', 'account_exists', 'account_exists', 'verify_email']);
  });

  it('checks the fields with the shared rules and the confirmation with PASSWORD_MISMATCH', async () => {
    const c = createTestClient(t.url);
    const short = await register(c, uniqueEmail(), { name: 'Al' });
    expect(short.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name', messageKey: 'validation.name_length' });
    const weak = await register(c, uniqueEmail(), { password: 'short', confirmPassword: 'short' });
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'password' });
    const badEmail = await register(c, 'not-an-email');
    expect(badEmail.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'email' });
    const mismatch = await register(c, uniqueEmail(), { confirmPassword: 'analytical-1844' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'confirmPassword' });
  });

  it('rejects an expired, unknown or malformed verification link', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('late');
    await register(c, email);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    const [user] = await t.app.db.db.select().from(users).where(eq(users.email, email));
    // a day and a bit later
    await t.app.db.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user?.id ?? ''));
    for (const bad of [token, 'A'.repeat(43), 'nope']) {
      const response = await c.post('/api/auth/verify-email', { token: bad });
      expect(response.body.code, bad).toBe('INVALID_EMAIL_VERIFICATION_TOKEN');
    }
  });

  it('stores the password as argon2id and only hashes of the mailed tokens', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('hash');
    await register(c, email);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = new URL(mail.links[0] ?? '').searchParams.get('token') ?? '';
    const [user] = await t.app.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(user?.passwordHash).not.toContain('analytical-1843');
    const tokens = await t.app.db.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user?.id ?? ''));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]?.tokenHash).not.toBe(token);
    expect(JSON.stringify(tokens)).not.toContain(token);
    expect(tokens[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect(tokens[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  });

  it('resends up to 5 times a day, says how many are left, then RESEND_LIMIT_REACHED', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('resend');
    await register(c, email);
    const status = await c.get(`/api/auth/resend-verification?email=${encodeURIComponent(email)}`);
    expect(status.body).toEqual({ status: true, data: { email, remaining: 5, limit: 5 } });
    for (let i = 4; i >= 0; i--) {
      const response = await c.post('/api/auth/resend-verification', { email });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ data: { remaining: i } });
    }
    const refused = await c.post('/api/auth/resend-verification', { email });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RESEND_LIMIT_REACHED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    const after = await c.get(`/api/auth/resend-verification?email=${encodeURIComponent(email)}`);
    expect(after.body).toMatchObject({ data: { remaining: 0 } });

    // six mails in all (sign-up + 5), and the newest link works
    await smtp.waitFor((m) => m.to.includes(email) && smtp.mails.filter((x) => x.to.includes(email)).length === 6);
    const last = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
    const token = new URL(last?.links[0] ?? '').searchParams.get('token');
    expect((await c.post('/api/auth/verify-email', { token })).status).toBe(200);
  });

  it('answers a resend for an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('ghost');
    const response = await c.post('/api/auth/resend-verification', { email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, data: { email, remaining: 4, limit: 5 } });
    const rows = await t.app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toHaveLength(0);
  });

  it('mails in the language chosen at sign-up, right-to-left for Arabic', async () => {
    const c = createTestClient(t.url);
    const email = uniqueEmail('ar');
    await register(c, email, { name: 'ليلى أحمد', locale: 'ar' });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('تأكيد عنوان بريدك الإلكتروني');
    expect(mail.text).toContain('مرحبًا، ليلى أحمد');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.links[0]).toMatch(/^http:\/\/osm5\.test\/auth\/verify_account\?token=/);
  });
});
