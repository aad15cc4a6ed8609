import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { createVerifiedAccount, newAccount, signIn } from './accounts.ts';

/** The XSRF header a write needs, from the cookie the app sets (asked for first). */
export const xsrfHeaders = async (page: Page) => {
  await page.request.get('/api/auth/csrf');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': cookie?.value ?? '' };
};

/** A write through the API as the signed-in user, which must succeed; answers its data. */
export const postOk = async (page: Page, url: string, data: unknown) => {
  const res = await page.request.post(url, { data, headers: await xsrfHeaders(page) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string; slug: string } }).data;
};

/** A page has drawn its heading and nothing on it is loading any more. */
export const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

/** The console errors and uncaught exceptions of a page, each with the address it happened on. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

/** A new verified account, signed in: its organisation, its default workspace and that workspace's API prefix. */
export async function signedInOwner(page: Page, request: APIRequestContext, label: string) {
  const owner = await createVerifiedAccount(request, newAccount(label));
  await signIn(page, owner);
  const tenants = (await (await page.request.get('/api/me/tenants')).json()) as {
    data: { orgId: string; sBoxs: { id: string; isDefault: boolean }[] };
  };
  const orgId = tenants.data.orgId;
  const ws = tenants.data.sBoxs.find((w) => w.isDefault)?.id ?? '';
  return { owner, orgId, ws, base: `/api/orgs/${orgId}/workspaces/${ws}` };
}
