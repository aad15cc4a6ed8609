import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import {
  chooseLanguage,
  chooseOption,
  fullPageShot,
  openInApp,
  screenshotDir,
  seriousViolations,
  text,
} from './helpers.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled, signedInOwner } from './support/workspace.ts';

const t = (path: string) => text('en', 'apiKeys', path);

test('an API key made in the settings creates a link from a script, shows its last use, and stops working once revoked', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  const { orgId, ws } = await signedInOwner(page, request, 'apikeys');
  const shoot = async (name: string) => {
    await fullPageShot(page, join(screenshotDir, `api-keys-${name}.png`));
  };

  // the settings entry leads to the empty page
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: text('en', 'layout', 'nav.items.apiKeys') })
    .click();
  await expect(page).toHaveURL(/\/settings\/api_keys$/);
  await settled(page);
  await expect(page.getByText(t('empty'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // create: a name, links scopes, the organisation, 30 days
  await page
    .getByRole('button', { name: t('create') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('form.title') });
  await dialog.getByRole('button', { name: t('form.submit') }).click();
  await expect(dialog.getByText(t('form.scopesRequired'))).toBeVisible();
  await dialog.getByLabel(t('form.name')).fill('Deploy script');
  await dialog.getByRole('checkbox', { name: t('scopes.links_read') }).check();
  await dialog.getByRole('checkbox', { name: t('scopes.links_write') }).check();
  await chooseOption(dialog.getByRole('combobox', { name: t('form.expiry') }), t('form.expiry_30'));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('create-light');
  await dialog.getByRole('button', { name: t('form.submit') }).click();

  // the secret, once: copied with the button
  const reveal = page.getByRole('dialog', { name: t('secret.title') });
  await expect(reveal.getByText(t('secret.warning'))).toBeVisible();
  const shown = (await reveal.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(shown).toMatch(/^osm5_[A-Za-z0-9_-]{32}$/);
  await reveal.getByRole('button', { name: t('secret.copy') }).click();
  await expect(reveal.getByRole('status')).toHaveText(t('secret.copied'));
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(shown);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('secret-light');
  await reveal.getByRole('button', { name: t('secret.done') }).click();
  await expect(reveal).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Deploy script' });
  await expect(row).toContainText(secret.slice(0, 13));
  await expect(row).toContainText(t('neverUsed'));
  await expect(row).toContainText(t('status.active'));
  await expect(row).toContainText(t('organisationWide'));

  // a script: no cookies, only the key
  const script = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const made = await script.post(`/api/orgs/${orgId}/workspaces/${ws}/links`, {
    data: { kind: 'simple', rules: { url: 'https://example.com/from-a-script' }, title: 'Made by a script' },
  });
  expect(made.status(), await made.text()).toBe(200);
  expect(made.headers()['ratelimit-limit']).toBe('600');
  expect(Number(made.headers()['ratelimit-remaining'])).toBe(599);

  // the page shows its last use, and the link is there for the people too
  await page.reload();
  await settled(page);
  await expect(row).not.toContainText(t('neverUsed'));
  await openInApp(page, `/d/sbox/${ws}/surl`);
  await expect(page.getByText('Made by a script').first()).toBeVisible();

  // pictures of the list: light, dark, Arabic
  await openInApp(page, '/settings/api_keys');
  await settled(page);
  await shoot('list-light');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('list-dark');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'apiKeys', 'title'));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('list-ar');
  await chooseLanguage(page, 'en');
  await settled(page);

  // revoke, with confirmation, then the script is refused at once
  await row.getByRole('button', { name: t('more').replace('{{name}}', 'Deploy script') }).click();
  await page.getByRole('menuitem', { name: t('revoke') }).click();
  const confirm = page.getByRole('dialog', { name: t('revokeDialog.title').replace('{{name}}', 'Deploy script') });
  await confirm.getByRole('button', { name: t('revokeDialog.confirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(t('status.revoked'));
  const refused = await script.get(`/api/orgs/${orgId}/workspaces/${ws}/links`);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('INVALID_TOKEN');
  await script.dispose();

  expect(problems).toEqual([]);
});
