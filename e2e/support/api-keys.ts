import { expect, type Page } from '@playwright/test';
import { text } from '../helpers.ts';
import { settled } from './workspace.ts';

const keys = (path: string) => text('en', 'apiKeys', path);

/** Makes an API key with the links scopes on /settings/api_keys, as an owner would: its secret, read from the reveal. */
export async function createLinksKeyInUi(page: Page, name: string): Promise<string> {
  await page.goto('/settings/api_keys');
  await settled(page);
  await page
    .getByRole('button', { name: keys('create') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: keys('form.title') });
  await dialog.getByLabel(keys('form.name')).fill(name);
  await dialog.getByRole('checkbox', { name: keys('scopes.links_read') }).check();
  await dialog.getByRole('checkbox', { name: keys('scopes.links_write') }).check();
  await dialog.getByRole('button', { name: keys('form.submit') }).click();
  const reveal = page.getByRole('dialog', { name: keys('secret.title') });
  const secret = (await reveal.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^osm5_/);
  await reveal.getByRole('button', { name: keys('secret.done') }).click();
  return secret;
}
