import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { text } from './helpers.ts';
import { linkFromMail } from './support/mail.ts';

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
/** An address no other test (or earlier run against the same server) uses. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

const xsrf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

/** POST with the double-submit header, the way the app's own client does. */
export const apiPost = async (context: BrowserContext, request: APIRequestContext, url: string, data: unknown) => {
  await request.get('/api/auth/csrf');
  return request.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(context) } });
};

/** A verified account made through the API: sign-up, then the link of the mailed verification. */
export const registerVerified = async (context: BrowserContext, name: string, email: string) => {
  const request = context.request;
  const started = Date.now();
  const registered = await apiPost(context, request, '/api/auth/register', {
    name,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await linkFromMail(email, /verify_account/, started - 1000);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await apiPost(context, request, '/api/auth/verify-email', { token });
  expect(verified.ok(), await verified.text()).toBe(true);
};

/** Signs in through the real sign-in page and lands on `next`. */
export const signIn = async (page: Page, email: string, next = '/d/apps/dashboard') => {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(text('en', 'auth', 'login.email')).fill(email);
  // the required field's label reads "Password *"; the eye button's "Show password" must not match
  await page.getByLabel(new RegExp(`^${text('en', 'auth', 'login.password')}`)).fill(PASSWORD);
  await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
  await expect(page).toHaveURL(new RegExp(next.replace(/[/?]/g, '\\$&')));
};

/** The page's <h1>. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

export const accessDenied = (page: Page) =>
  expect(heading(page)).toHaveText(text('en', 'status', 'accessDenied.title'));
