import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { chooseLanguage, screenshotDir, text } from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn, signOutFromMenu, submitSignIn } from './support/accounts.ts';
import { linkFromMail, mailsTo } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** What the browser keeps after a sign-out: nothing about the person. */
const storedSession = (page: Page) =>
  page.evaluate(() => {
    const keys = Object.keys(localStorage);
    const root = localStorage.getItem('persist:root');
    const auth = root ? (JSON.parse(JSON.parse(root).auth ?? 'null') as Record<string, unknown> | null) : null;
    return { keys, raw: root ?? '', auth };
  });

const fillRegister = async (page: Page, account: { name: string; email: string; password: string }) => {
  await page.locator('input[name="name"]').fill(account.name);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('input[name="confirmPassword"]').fill(account.password);
};

test('sign up, verify by mail, sign in to the organisation, sign out clears everything', async ({ browser, page }) => {
  const account = newAccount('journey');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'register.title') })).toBeVisible();

  // The shared rules run before anything is sent.
  await page.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();
  await expect(page.getByText(text('en', 'validation', 'name_required'))).toBeVisible();
  await expect(page.locator('input[name="name"]')).toBeFocused();

  await fillRegister(page, account);
  await page.locator('input[name="confirmPassword"]').fill('something else');
  await page.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();
  await expect(page.getByText(text('en', 'validation', 'password_mismatch'))).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(account.password);
  await page.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();

  await expect(page).toHaveURL(/\/auth\/verify_email_info\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'verifyInfo.title') })).toBeVisible();
  await expect(page.getByText(text('en', 'auth', 'verifyInfo.remaining').replace('{{count}}', '5'))).toBeVisible();

  // Signing in before verifying leads back here.
  await page.goto('/auth/login');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/auth\/verify_email_info\?email=/);

  // Resending is counted.
  await page.getByRole('button', { name: text('en', 'auth', 'verifyInfo.resend') }).click();
  await expect(page.getByText(text('en', 'auth', 'verifyInfo.sent'))).toBeVisible();
  await expect(page.getByText(text('en', 'auth', 'verifyInfo.remaining').replace('{{count}}', '4'))).toBeVisible();

  const link = await linkFromMail(account.email, /\/auth\/verify_account\?token=/);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'auth', 'verifyAccount.successTitle') }),
  ).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'auth-verify-account-success-light.png') });
  await page.getByRole('link', { name: text('en', 'auth', 'verifyAccount.signIn') }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=/);
  await expect(page.getByText(text('en', 'auth', 'login.verifiedNotice'))).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveValue(account.email);

  await page.locator('input[name="password"]').fill(account.password);
  // Once the dashboard is up, the browser loads each area's list of pages while idle (app/router/area-pages.ts).
  const areaLoaded = page.waitForResponse((r) => /\/static\/js\/billing-pages-[\w-]+\.js$/.test(r.url()) && r.ok());
  await page.getByRole('button', { name: text('en', 'auth', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/d\/apps$/);
  await areaLoaded;
  // The first sign-in made their organisation; it is the current one in the top bar.
  await expect(page.getByRole('banner').getByText(`${account.name}'s organisation`)).toBeVisible();
  await expect.poll(async () => (await storedSession(page)).raw).toContain(account.email);

  await signOutFromMenu(page);
  await expect
    .poll(async () => {
      const stored = await storedSession(page);
      return {
        otherKeys: stored.keys.filter((k) => k !== 'persist:root'),
        mentionsUser: stored.raw.includes(account.email) || stored.raw.includes(account.name),
        profile: stored.auth?.profile ?? null,
      };
    })
    .toEqual({ otherKeys: [], mentionsUser: false, profile: null });
  // The server session is over too.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  // And protected pages send to sign-in, remembering where the user wanted to go.
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fsettings%2Fsecurity$/);
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/settings\/security$/);

  // Someone signing up again with the address is answered as the first time (nothing tells the account exists);
  // its owner gets a mail instead, whose link leads to sign-in.
  const signUpStarted = Date.now();
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto('/auth/register');
  await fillRegister(stranger, { ...account, name: 'Someone Else' });
  await stranger.getByRole('button', { name: text('en', 'auth', 'register.submit') }).click();
  await expect(stranger).toHaveURL(/\/auth\/verify_email_info\?email=/);
  await expect(
    stranger.getByText(text('en', 'auth', 'verifyInfo.description').replace('{{email}}', account.email)),
  ).toBeVisible();
  await stranger.screenshot({ path: join(screenshotDir, 'auth-verify-email-info-light.png') });
  const signInPath = await linkFromMail(account.email, /\/auth\/login$/, signUpStarted - 1000);
  const notices = mailsTo(account.email).filter((m) => m.receivedAt >= signUpStarted - 1000);
  expect(notices.map((m) => m.subject)).toEqual(['You already have an OSM5 account']);
  await stranger.goto(signInPath);
  await expect(stranger.getByRole('heading', { level: 1, name: text('en', 'auth', 'login.title') })).toBeVisible();
  await other.close();
});

test('reset password: the mailed link sets a new one; the old fails, the new works, the link works once', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('reset'));
  await page.goto('/auth/login');
  await page.getByRole('link', { name: text('en', 'auth', 'login.forgot') }).click();
  await expect(page).toHaveURL(/\/auth\/forgot_password$/);
  // the sign-in form (whose e-mail field has the same name) stays until the page's own has rendered
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'forgot.title') })).toBeVisible();
  const asked = Date.now();
  await page.locator('input[name="email"]').fill(account.email);
  await page.getByRole('button', { name: text('en', 'auth', 'forgot.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/forgot_password_success$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'forgotSuccess.title') })).toBeVisible();

  const link = await linkFromMail(account.email, /\/reset_password$/, asked);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'reset.title') })).toBeVisible();
  const newPassword = `${account.password} renewed`;
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByRole('button', { name: text('en', 'auth', 'reset.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(text('en', 'auth', 'login.resetNotice'))).toBeVisible();

  await submitSignIn(page, account);
  await expect(page.locator('#login-error')).toHaveText(text('en', 'errors', 'INVALID_CREDENTIALS'));
  await submitSignIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/d\/apps$/);

  // The link was spent.
  await page.goto(link);
  await page.locator('input[name="password"]').fill(`${newPassword} again`);
  await page.locator('input[name="confirmPassword"]').fill(`${newPassword} again`);
  await page.getByRole('button', { name: text('en', 'auth', 'reset.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'auth', 'reset.expiredTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'auth', 'reset.requestNew') })).toHaveAttribute(
    'href',
    '/auth/forgot_password',
  );
});

test('a session ended elsewhere sends the next action to the session-expired page', async ({
  browser,
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('expiry'));
  await signIn(page, account);

  // The same person on another device signs out every other session.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, account);
  await otherPage.goto('/settings/security');
  await otherPage.getByRole('button', { name: text('en', 'security', 'sessions.revokeOthers') }).click();
  await otherPage
    .getByRole('dialog')
    .getByRole('button', { name: text('en', 'security', 'sessions.revokeOthers') })
    .click();
  await expect(
    otherPage.getByText(text('en', 'security', 'sessions.revokedOthers').replace('{{count}}', '1')),
  ).toBeVisible();
  await other.close();

  // Back on the first device, the next thing that asks the server ends the session here.
  const nav = page.getByRole('navigation', { name: text('en', 'layout', 'nav.label') });
  await nav.getByRole('link', { name: text('en', 'layout', 'nav.items.security') }).click();
  await expect(page).toHaveURL(/\/auth\/session_expired$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'status', 'sessionExpired.title') }),
  ).toBeVisible();
  await expect.poll(async () => (await storedSession(page)).auth?.profile ?? null).toBeNull();
  await page.getByRole('link', { name: text('en', 'status', 'sessionExpired.action') }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('two-step verification: turn it on with the QR key, then sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, newAccount('totp'));
  await signIn(page, account);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: text('en', 'security', 'twoFactor.enable') }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

  await page.locator('input[name="code"]').fill('000000');
  await page.getByRole('button', { name: text('en', 'security', 'twoFactor.confirm') }).click();
  await expect(page.getByText(text('en', 'validation', 'totp_invalid'))).toBeVisible();
  await page.locator('input[name="code"]').fill(totp.generate());
  await page.getByRole('button', { name: text('en', 'security', 'twoFactor.confirm') }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('en', 'security', 'twoFactor.download') }).click();
  expect((await download).suggestedFilename()).toBe('osm5-recovery-codes.txt');
  await page.getByRole('button', { name: text('en', 'security', 'twoFactor.saved') }).click();
  await expect(page.getByText(text('en', 'security', 'twoFactor.on'), { exact: true })).toBeVisible();

  await signOutFromMenu(page);
  await submitSignIn(page, account);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'auth', 'login.twoFactor.title') }),
  ).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'auth-login-2fa-step-light.png') });
  // A code of the next 30-second step: the one used to turn it on cannot be replayed.
  await page.locator('input[name="totp"]').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: text('en', 'auth', 'login.twoFactor.submit') }).click();
  await expect(page).toHaveURL(/\/d\/apps$/);

  await signOutFromMenu(page);
  await submitSignIn(page, account);
  await page.getByRole('button', { name: text('en', 'auth', 'login.twoFactor.useRecovery') }).click();
  await page.locator('input[name="recoveryCode"]').fill(recoveryCode);
  await page.getByRole('button', { name: text('en', 'auth', 'login.twoFactor.submit') }).click();
  await expect(page).toHaveURL(/\/d\/apps$/);
});

test('the same sign-up journey in Arabic: right to left, Arabic texts, Arabic mail', async ({ page }) => {
  const account = newAccount('arabic');
  await page.goto('/auth/login');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: text('ar', 'auth', 'login.register') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'auth', 'register.title') })).toBeVisible();
  await fillRegister(page, account);
  await page.getByRole('button', { name: text('ar', 'auth', 'register.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'auth', 'verifyInfo.title') })).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'auth-verify-email-info-ar.png') });

  const link = await linkFromMail(account.email, /\/auth\/verify_account\?token=/);
  // The mail speaks the language the user signed up in.
  expect(mailsTo(account.email)[0]?.text).toMatch(/[\u0600-\u06FF]/);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: text('ar', 'auth', 'verifyAccount.successTitle') }),
  ).toBeVisible();
  await page.getByRole('link', { name: text('ar', 'auth', 'verifyAccount.signIn') }).click();
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: text('ar', 'auth', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/d\/apps$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: text('ar', 'layout', 'nav.label') });
  await expect(nav.getByRole('link', { name: text('ar', 'layout', 'nav.items.security') })).toBeVisible();
  await signOutFromMenu(page, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: text('ar', 'auth', 'login.title') })).toBeVisible();
});

test('resending the verification mail stops at the limit: the button is disabled and says why', async ({
  page,
  request,
}) => {
  const account = newAccount('resend');
  await request.get('/api/auth/csrf');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const registered = await request.post('/api/auth/register', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: { ...account, confirmPassword: account.password },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`/auth/verify_email_info?email=${encodeURIComponent(account.email)}`);
  const resend = page.getByRole('button', { name: text('en', 'auth', 'verifyInfo.resend') });
  for (let left = 4; left >= 0; left--) {
    await resend.click();
    await expect(
      page.getByText(text('en', 'auth', 'verifyInfo.remaining').replace('{{count}}', String(left))),
    ).toBeVisible();
  }
  await expect(resend).toBeDisabled();
  await expect(page.getByText(text('en', 'errors', 'RESEND_LIMIT_REACHED'))).toBeVisible();
  // A reload asks the server, which agrees.
  await page.reload();
  await expect(page.getByRole('button', { name: text('en', 'auth', 'verifyInfo.resend') })).toBeDisabled();
});

test('the theme saved on the account follows the user to another device', async ({ browser, page, request }) => {
  const account = await createVerifiedAccount(request, newAccount('theme'));
  await signIn(page, account);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const theme = {
    activeDir: 'ltr',
    activeMode: 'dark',
    activeTheme: 'PURPLE_THEME',
    isLayout: 'boxed',
    isCollapse: false,
    isHorizontal: false,
    isCardShadow: true,
    isLanguage: 'en',
    borderRadius: 7,
  };
  const saved = await page.request.put('/api/me/preferences/theme', { headers: { 'X-XSRF-TOKEN': xsrf }, data: theme });
  expect(saved.status(), await saved.text()).toBe(200);

  // A new device starts light; signing in brings the account's dark theme.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/auth/login');
  await expect(otherPage.locator('html')).toHaveCSS('color-scheme', 'light');
  await submitSignIn(otherPage, account);
  await expect(otherPage).toHaveURL(/\/d\/apps$/);
  await expect(otherPage.locator('html')).toHaveCSS('color-scheme', 'dark');
  await other.close();
});
