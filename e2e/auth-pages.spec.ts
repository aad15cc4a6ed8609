import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  chooseLanguage,
  chooseOption,
  fullPageShot,
  openInApp,
  screenshotDir,
  seriousViolations,
  text,
} from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Every identity page: no serious accessibility violation, and a picture of it in light, dark and Arabic. */
const publicPages = [
  ['login', '/auth/login'],
  ['register', '/auth/register'],
  ['verify-email-info', '/auth/verify_email_info?email=ada%40example.com'],
  ['verify-account-failed', '/auth/verify_account?token=not-a-real-token'],
  ['forgot-password', '/auth/forgot_password'],
  ['forgot-password-success', '/auth/forgot_password_success'],
  ['reset-password', '/auth/0123456789abcdef/reset_password'],
  ['enterprise-empty', '/auth/enterprise/empty'],
  ['sbox-empty', '/auth/sbox/empty'],
] as const;

const settingsPages = [
  ['security', '/settings/security'],
  ['account-history', '/settings/account_history'],
] as const;

type Variant = 'light' | 'dark' | 'ar';
const variants: Variant[] = ['light', 'dark', 'ar'];

const applyVariant = async (page: Page, variant: Variant) => {
  if (variant === 'dark') {
    await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  }
  if (variant === 'ar') {
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
};

const shoot = async (page: Page, name: string, variant: Variant) => {
  mkdirSync(screenshotDir, { recursive: true });
  // The picture shows data, not skeletons (the pages are opened through the router: no load to wait for).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await fullPageShot(page, join(screenshotDir, `auth-${name}-${variant}.png`));
};

test.describe('accessibility', () => {
  for (const [name, path] of publicPages.filter(([n]) =>
    ['login', 'register', 'forgot-password', 'reset-password'].includes(n),
  )) {
    test(`${name} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the security page has no serious or critical axe violations, also while enrolling two-step', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, newAccount('axe'));
    await signIn(page, account);
    await page.goto('/settings/security');
    await expect(page.getByRole('button', { name: text('en', 'security', 'twoFactor.enable') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: text('en', 'security', 'twoFactor.enable') }).click();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/settings/account_history');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The filter narrows the history to one kind of event, from its first page, and says so when there is none.
    await page.goto('/settings/account_history?page=2');
    await chooseOption(
      page.getByRole('combobox', { name: text('en', 'security', 'history.filter') }),
      text('en', 'security', 'history.actions.auth_sign_in'),
      { exact: true },
    );
    await expect(page).toHaveURL(/action=auth\.sign_in$/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(text('en', 'security', 'history.actions.auth_sign_in'));
    await chooseOption(
      page.getByRole('combobox', { name: text('en', 'security', 'history.filter') }),
      text('en', 'security', 'history.actions.auth_2fa_disable'),
    );
    await expect(page.getByText(text('en', 'security', 'history.emptyFiltered'))).toBeVisible();
    // An action the history does not know, in a pasted address, reads as no filter rather than an error.
    await page.goto('/settings/account_history?action=no.such');
    await expect(page.getByRole('combobox', { name: text('en', 'security', 'history.filter') })).toHaveText(
      text('en', 'security', 'history.allActions'),
    );
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  });
});

test.describe('screenshots', () => {
  for (const variant of variants) {
    test(`public identity pages (${variant})`, async ({ page }) => {
      await page.goto('/auth/login');
      await applyVariant(page, variant);
      for (const [name, path] of publicPages) {
        await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, name, variant);
      }
    });
  }

  test('settings pages (light, dark, Arabic)', async ({ page, request }) => {
    const account = await createVerifiedAccount(request, newAccount('shots'));
    await signIn(page, account);
    for (const variant of variants) {
      await page.goto('/settings/security');
      if (variant === 'dark') await applyVariant(page, 'dark');
      if (variant === 'ar') {
        // Arabic in light mode, so the set shows both directions in both modes.
        await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
        await applyVariant(page, 'ar');
      }
      for (const [name, path] of settingsPages) {
        await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, name, variant);
      }
      // The enrolment step: QR code, key and code field.
      await page.goto('/settings/security');
      await page
        .locator('main')
        .getByRole('button')
        .filter({ hasText: text(variant === 'ar' ? 'ar' : 'en', 'security', 'twoFactor.enable') })
        .click();
      await expect(page.getByTestId('totp-secret')).toBeVisible();
      await shoot(page, 'security-2fa-enrol', variant);
    }
  });
});
