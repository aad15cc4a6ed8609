import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { chooseLanguage, fullPageShot, screenshotDir, seriousViolations, text } from './helpers.ts';
import { expect, test } from './support/test.ts';
import { heading, registerVerified, signIn, uniqueEmail } from './tenancy-helpers.ts';

/**
 * Custom domains and bulk import, as a new account uses them: import a CSV
 * with some bad rows (preview errors, progress, report, the links really
 * created), and add a domain to see how to verify it. Pictures in light,
 * dark and Arabic.
 */
/** A text with its values; `count` picks its plural form. */
const t = (file: string, path: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce(
    (s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)),
    text('en', file, path, typeof vars.count === 'number' ? vars.count : undefined),
  );

const fixture = resolve(import.meta.dirname, 'fixtures', 'links-with-bad-rows.csv');

type Variant = 'light' | 'dark' | 'ar';

const shoot = async (page: Page, name: string, variant: Variant) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.waitForLoadState('networkidle');
  // the picture starts at the top, with no button left focused (the skip link would show)
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await fullPageShot(page, join(screenshotDir, `links-${name}-${variant}.png`));
};

const newAccount = async (context: BrowserContext, page: Page, who: string, next: string) => {
  const email = uniqueEmail(who);
  await registerVerified(context, `E2E ${who}`, email);
  await signIn(page, email, next);
};

const toDark = async (page: Page) => {
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
};

test('bulk import: a CSV with bad rows is previewed, imported with a report, and the good links exist', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await newAccount(context, page, 'importer', '/settings/bulk_import');
  await expect(heading(page)).toHaveText(t('bulkImport', 'title'));
  await expect(page.getByText(t('bulkImport', 'history.emptyTitle'))).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(fixture);

  // the preview knows our template and says what is wrong with each bad row
  await expect(page.getByRole('combobox', { name: t('bulkImport', 'mapping.format') })).toHaveText(
    t('bulkImport', 'formats.template'),
  );
  const preview = page.getByRole('table', { name: t('bulkImport', 'preview.title') });
  await expect(preview.getByRole('row')).toHaveCount(7);
  await expect(preview).toContainText(text('en', 'validation', 'url_scheme'));
  await expect(preview).toContainText(text('en', 'validation', 'slug_reserved'));
  await expect(preview).toContainText(t('bulkImport', 'rowErrors.duplicate_in_file'));
  await expect(page.getByText(t('bulkImport', 'preview.summary', { shown: 6, total: 6, invalid: 3 }))).toBeVisible();
  for (const variant of ['light'] as const) await shoot(page, 'bulk-import-preview', variant);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: t('bulkImport', 'preview.import', { total: 6, count: 6 }) }).click();

  // progress, then the report: three created, three failed, each failed row named
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(t('bulkImport', 'report.summary', { succeeded: 3, failed: 3 }))).toBeVisible();
  const report = page.getByRole('table', { name: t('bulkImport', 'report.errorsTitle') });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText(text('en', 'errors', 'SLUG_TAKEN'));
  await expect(report.getByRole('row').nth(1)).toContainText('3');
  await expect(page.getByRole('link', { name: t('bulkImport', 'report.downloadFailed') })).toHaveAttribute(
    'href',
    /\/imports\/[0-9a-f-]+\/failed\.csv$/,
  );
  const history = page.getByRole('table', { name: t('bulkImport', 'history.title') });
  await expect(history).toContainText('links-with-bad-rows.csv');
  await expect(history).toContainText(t('bulkImport', 'status.done'));
  await shoot(page, 'bulk-import-report', 'light');
  expect(await seriousViolations(page)).toEqual([]);

  // the links exist, as the links API lists them
  const tenants = await (await context.request.get('/api/me/tenants')).json();
  const workspace = tenants.data.sBoxs.find((w: { isDefault: boolean }) => w.isDefault);
  const links = await (
    await context.request.get(`/api/orgs/${tenants.data.orgId}/workspaces/${workspace.id}/links?pageSize=100`)
  ).json();
  const bySlug = new Map(
    links.data.items.map((l: { slug: string; title: string; status: string }) => [l.slug, l] as const),
  );
  expect([...bySlug.keys()].sort()).toEqual(['e2e-autumn', 'e2e-spring', 'e2e-summer']);
  expect(bySlug.get('e2e-spring')).toMatchObject({ title: 'Spring sale', tags: ['promo', 'spring'] });
  expect(bySlug.get('e2e-summer')).toMatchObject({ status: 'inactive' });

  await toDark(page);
  await shoot(page, 'bulk-import-report', 'dark');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading(page)).toHaveText(text('ar', 'bulkImport', 'title'));
  await shoot(page, 'bulk-import-report', 'ar');
  await context.close();
});

test('custom domains: the short domain is the default, a bad name is refused, a domain is added and shows how to verify it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await newAccount(context, page, 'domains', '/d/sbox/default/surl/domains');
  await expect(heading(page)).toHaveText(t('domains', 'title'));
  await expect(page.getByText(t('domains', 'list.emptyTitle'))).toBeVisible();
  // the product's short domain is always there, and new links go to it until a custom domain is made the default
  await expect(page.getByText(t('domains', 'short.label'))).toBeVisible();
  await expect(page.getByText(t('domains', 'short.always'))).toBeVisible();
  await expect(page.getByText(t('domains', 'status.default'), { exact: true })).toBeVisible();

  const field = page.getByRole('textbox', { name: t('domains', 'add.label') });
  await field.fill('not a domain');
  await page.getByRole('button', { name: t('domains', 'add.submit') }).click();
  await expect(page.getByText(text('en', 'validation', 'invalid_hostname'))).toBeVisible();

  const hostname = `go-${Date.now().toString(36)}.brand.test`;
  await field.fill(hostname);
  await page.getByRole('button', { name: t('domains', 'add.submit') }).click();
  await expect(page.getByText(t('domains', 'add.success', { hostname }))).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: hostname });
  await expect(card.getByText(t('domains', 'status.pending'))).toBeVisible();
  await expect(card.getByText(`_osm5.${hostname}`)).toBeVisible();
  await expect(card.getByText(`http://${hostname}/.well-known/osm5-verification`)).toBeVisible();
  await expect(card.getByText(/^osm5-verify-[0-9a-f]{32}$/).first()).toBeVisible();

  // the same name twice is refused with its own message
  await field.fill(hostname);
  await page.getByRole('button', { name: t('domains', 'add.submit') }).click();
  await expect(page.getByText(t('domains', 'errors.hostname_taken'))).toBeVisible();
  await field.fill('');

  // the check runs for real: nothing answers for this name yet
  await card.getByRole('button', { name: t('domains', 'actions.verify') }).click();
  await expect(page.getByText(t('domains', 'verify.failed'))).toBeVisible();
  await expect(card.getByText(t('domains', 'check.not_found')).first()).toBeVisible();

  await shoot(page, 'domains', 'light');
  expect(await seriousViolations(page)).toEqual([]);
  await toDark(page);
  await shoot(page, 'domains', 'dark');
  await chooseLanguage(page, 'ar');
  await expect(heading(page)).toHaveText(text('ar', 'domains', 'title'));
  await shoot(page, 'domains', 'ar');
  await context.close();
});
