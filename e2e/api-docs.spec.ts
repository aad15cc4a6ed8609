import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { screenshotDir, text } from './helpers.ts';
import { createLinksKeyInUi } from './support/api-keys.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, signedInOwner } from './support/workspace.ts';

const _keys = (path: string) => text('en', 'apiKeys', path);
const LINKS = '/api/orgs/{orgId}/workspaces/{workspaceId}/links';

/** One operation of the reference page, by method and path. */
const operation = (page: Page, method: 'get' | 'post', path: string): Locator =>
  page
    .locator(`.opblock.opblock-${method}`)
    .filter({ has: page.locator(`.opblock-summary-path[data-path="${path}"]`) });

/** Scrolls the page until the operation is drawn (the reference page draws only what is near the view). */
async function scrollTo(page: Page, op: Locator): Promise<void> {
  for (let i = 0; i < 200 && (await op.count()) === 0; i++) await page.mouse.wheel(0, 600);
  await op.scrollIntoViewIfNeeded();
}

/** Fills a path parameter of an opened operation ("Try it out" is on from the start). */
const fillParam = (op: Locator, name: string, value: string) =>
  op.locator(`tr[data-param-name="${name}"] input`).fill(value);

/** Executes an opened operation: the live response's status and body. */
async function execute(op: Locator): Promise<{ status: number; body: string; headers: string }> {
  await op.getByRole('button', { name: 'Execute', exact: true }).click();
  const live = op.locator('.live-responses-table .response');
  await expect(live).toBeVisible();
  const status = Number((await live.locator('.response-col_status').first().textContent())?.trim());
  const body = (await live.locator('.response-col_description pre').first().textContent()) ?? '';
  const headers = (await live.locator('.response-col_description').first().textContent()) ?? '';
  return { status, body, headers };
}

test('the API reference tries the links routes with an API key: authorise, list, create, the answers shown', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const { orgId, ws } = await signedInOwner(page, request, 'apidocs');

  // a key with the links scopes, made in the UI, its secret read from the reveal
  const secret = await createLinksKeyInUi(page, 'docs');

  // the reference page: Authorize with the key (the bearer scheme)
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /OSM5 API/ })).toBeVisible();
  await page.locator('.scheme-container').getByRole('button', { name: 'Authorize' }).click();
  const auth = page.locator('.dialog-ux .modal-ux');
  const bearer = auth
    .locator('.auth-container')
    .filter({ has: page.getByRole('heading', { name: 'apiKey (http, Bearer)', exact: true }) });
  await bearer.getByLabel('auth-bearer-value').fill(secret);
  await bearer.getByRole('button', { name: 'Apply credentials', exact: true }).click();
  await expect(bearer.getByRole('button', { name: 'Remove authorization', exact: true })).toBeVisible();
  await bearer.getByRole('button', { name: 'Close', exact: true }).click();

  // create a link: 200 with the link in the body
  const create = operation(page, 'post', LINKS);
  await scrollTo(page, create);
  await create.locator('.opblock-summary').click();
  await fillParam(create, 'orgId', orgId);
  await fillParam(create, 'workspaceId', ws);
  const slug = `docs-${Date.now().toString(36)}`;
  await create
    .locator('.body-param textarea')
    .fill(JSON.stringify({ kind: 'simple', slug, rules: { url: 'https://example.com/from-docs' } }));
  const created = await execute(create);
  expect(created.status, created.body).toBe(200);
  expect(JSON.parse(created.body)).toMatchObject({ status: true, data: { slug, kind: 'simple' } });

  // list the links: the new one is there
  const list = operation(page, 'get', LINKS);
  await scrollTo(page, list);
  await list.locator('.opblock-summary').click();
  await fillParam(list, 'orgId', orgId);
  await fillParam(list, 'workspaceId', ws);
  const listed = await execute(list);
  expect(listed.status, listed.body).toBe(200);
  const page1 = JSON.parse(listed.body) as { data: { total: number; items: { slug: string }[] } };
  expect(page1.data.items.map((l) => l.slug)).toContain(slug);
  await list.locator('.live-responses-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshotDir, 'api-docs-try-it-out.png') });

  // the key, not the page's session, made the calls: only a key's answer carries its rate-limit budget
  expect(listed.headers.toLowerCase()).toContain('ratelimit-remaining');
  expect(problems).toEqual([]);
});
