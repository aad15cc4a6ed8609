import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { text } from '../helpers.ts';
import { linkFromMail } from './mail.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A person no other test knows: every test makes its own account. */
export const newAccount = (tag: string): Account => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Ada ${tag} ${id}`, email: `${tag}-${id}@example.com`, password: `pw-${id}-long enough` };
};

const xsrfHeader = async (request: APIRequestContext) => {
  await request.get('/api/auth/csrf');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return { 'X-XSRF-TOKEN': cookie.value };
};

/** Sign-up and verification through the API and the real mail, for tests whose subject comes later. */
export const createVerifiedAccount = async (request: APIRequestContext, account: Account, locale = 'en') => {
  const headers = await xsrfHeader(request);
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { ...account, confirmPassword: account.password, locale },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const path = await linkFromMail(account.email, /\/auth\/verify_account\?token=/);
  const token = new URL(path, 'http://localhost').searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { headers, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
};

/** Fills the sign-in form; the caller says where it should land. */
export const submitSignIn = async (page: Page, account: Pick<Account, 'email' | 'password'>, language = 'en') => {
  const email = page.locator('input[name="email"]');
  await email.fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: text(language, 'auth', 'login.submit'), exact: true }).click();
};

export const signIn = async (page: Page, account: Account) => {
  await page.goto('/auth/login');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/d\/apps$/);
};

export const signOutFromMenu = async (page: Page, language = 'en') => {
  await page.getByRole('button', { name: text(language, 'layout', 'profile.open') }).click();
  await page.getByRole('menuitem', { name: text(language, 'layout', 'profile.signOut') }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
};
