import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { recoveryCodes, users } from '../../db/schema.ts';
import { currentTotp } from './totp.ts';

interface Enrolment {
  data: { secret: string; otpauthUri: string; qrDataUrl: string };
}

describe(`two-factor authentication (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const login = (body: Record<string, unknown>) => createTestClient(t.url).post('/api/auth/login', body);

  it('enrols with a QR code, signs in with a code or a recovery code (each once), and turns off', async () => {
    const user = await createSignedInUser(t);
    const creds = { email: user.email, password: user.password };

    const enrol = await user.client.post<Enrolment>('/api/me/security/2fa/enrol');
    expect(enrol.status).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = enrol.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/OSM5:.+\?.*secret=/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    // not on until confirmed
    expect((await login(creds)).status).toBe(200);
    const wrong = await user.client.post('/api/me/security/2fa/confirm', {
      code: '000000' === currentTotp(secret) ? '111111' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'code' });

    const firstCode = currentTotp(secret);
    const confirm = await user.client.post<{ data: { recoveryCodes: string[] } }>('/api/me/security/2fa/confirm', {
      code: firstCode,
    });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // secret sealed and codes hashed at rest
    const [row] = await t.app.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
    const stored = await t.app.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    const needsCode = await login(creds);
    expect(needsCode.status).toBe(401);
    expect(needsCode.body).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(needsCode.headers.getSetCookie().some((h) => h.startsWith('osm5_session='))).toBe(false);

    const badPassword = await login({ email: user.email, password: 'wrong-password', totp: currentTotp(secret) });
    expect(badPassword.body.code).toBe('INVALID_CREDENTIALS');
    const replay = await login({ ...creds, totp: firstCode });
    expect(replay.body.code).toBe('INVALID_CREDENTIALS');

    const withCode = await login({ ...creds, totp: currentTotp(secret, Date.now() + 30_000) });
    expect(withCode.status).toBe(200);
    expect(withCode.body).toMatchObject({ data: { userInfo: { twoFactorEnabled: true } } });

    const recovery = codes[3] ?? '';
    const withRecovery = await login({ ...creds, recoveryCode: recovery.toUpperCase() });
    expect(withRecovery.status).toBe(200);
    const reused = await login({ ...creds, recoveryCode: recovery });
    expect(reused.body.code).toBe('INVALID_CREDENTIALS');

    const status = await user.client.get('/api/me/security/2fa');
    expect(status.body).toEqual({ status: true, data: { enabled: true, recoveryCodesLeft: 9 } });
    expect((await createTestClient(t.url).get('/api/me/security/2fa')).status).toBe(401);

    const again = await user.client.post('/api/me/security/2fa/enrol');
    expect(again.status).toBe(409);

    const renewed = await user.client.post<{ data: { recoveryCodes: string[] } }>(
      '/api/me/security/2fa/recovery-codes',
      { password: user.password },
    );
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const oldCode = await login({ ...creds, recoveryCode: codes[5] });
    expect(oldCode.body.code).toBe('INVALID_CREDENTIALS');
    expect((await login({ ...creds, recoveryCode: renewed.body.data.recoveryCodes[0] })).status).toBe(200);

    const refused = await user.client.post('/api/me/security/2fa/disable', { password: 'wrong-password' });
    expect(refused.body).toMatchObject({ code: 'CURRENT_PASSWORD_MISMATCH', field: 'password' });
    const nothing = await user.client.post('/api/me/security/2fa/disable', {});
    expect(nothing.body.code).toBe('VALIDATION_ERROR');
    const off = await user.client.post('/api/me/security/2fa/disable', { password: user.password });
    expect(off.status).toBe(200);
    expect((await login(creds)).status).toBe(200);
    expect(await t.app.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);

    const history = await user.client.get<{ data: { items: { action: string }[] } }>('/api/me/account-history');
    const actions = history.body.data.items.map((i) => i.action);
    expect(actions).toContain('auth.2fa_enable');
    expect(actions).toContain('auth.2fa_disable');
  });

  it('turns off with a current code instead of the password', async () => {
    const user = await createSignedInUser(t);
    const enrol = await user.client.post<Enrolment>('/api/me/security/2fa/enrol');
    const { secret } = enrol.body.data;
    await user.client.post('/api/me/security/2fa/confirm', { code: currentTotp(secret) });
    const off = await user.client.post('/api/me/security/2fa/disable', {
      code: currentTotp(secret, Date.now() + 30_000),
    });
    expect(off.status).toBe(200);
    expect((await user.client.get('/api/me/security/2fa')).body).toMatchObject({ data: { enabled: false } });
  });
});
