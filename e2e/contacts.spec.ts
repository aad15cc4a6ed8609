import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullPageShot, openInApp, screenshotDir, seriousViolations, text } from './helpers.ts';
import { signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled, signedInOwner } from './support/workspace.ts';

const t = (path: string) => text('en', 'contacts', path);
const vcard = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Johnson;Katherine;;;',
  'EMAIL:kj@nasa.test',
  'ORG:NASA;Flight Research',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Dorothy Vaughan',
  'EMAIL:dv@nasa.test',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:;;;;',
  'END:VCARD',
].join('\r\n');

test('an address book: add, import a vCard, star, bin and restore, export, offered when inviting, and in another browser', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const { owner } = await signedInOwner(page, request, 'contacts');

  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: text('en', 'layout', 'nav.items.contacts') })
    .click();
  await expect(page).toHaveURL(/\/settings\/contacts$/);
  await settled(page);
  await expect(page.getByText(t('empty.all'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // add: a bad address is refused in place, then the contact is saved
  await page.getByRole('button', { name: t('add') }).click();
  const dialog = page.getByRole('dialog', { name: t('dialog.addTitle') });
  await dialog.getByLabel(t('fields.firstname')).fill('Ada');
  await dialog.getByLabel(t('fields.lastname')).fill('Lovelace');
  await dialog.getByLabel(t('fields.email')).fill('ada@');
  await dialog.getByRole('button', { name: text('en', 'ui', 'save') }).click();
  await expect(dialog.getByText(text('en', 'validation', 'invalid_email'))).toBeVisible();
  await dialog.getByLabel(t('fields.email')).fill('ada@example.test');
  await dialog.getByRole('button', { name: text('en', 'ui', 'save') }).click();
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();

  // import a vCard: two added, one entry without a name reported
  await page.getByRole('button', { name: t('import.open') }).click();
  const importer = page.getByRole('dialog', { name: t('import.title') });
  await page.locator('#contacts-import-file').setInputFiles({
    name: 'nasa.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from(vcard),
  });
  await importer.getByRole('button', { name: t('import.submit') }).click();
  await expect(importer.getByRole('status')).toContainText('Added: 2');
  await expect(importer.getByText(/Entry 3: Give the contact a first name/)).toBeVisible();
  await importer.getByRole('button', { name: t('import.done') }).click();
  await expect(page.getByText('Katherine Johnson', { exact: true })).toBeVisible();
  await fullPageShot(page, join(screenshotDir, 'contacts-list.png'));

  // star, search, bin and restore
  await page
    .getByRole('button', { name: /Dorothy Vaughan/ })
    .first()
    .click();
  await page.getByRole('tab', { name: t('views.starred') }).click();
  await expect(page.getByText('Dorothy Vaughan', { exact: true })).toBeVisible();
  await expect(page.getByText('Ada Lovelace', { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: t('views.all') }).click();
  await page.getByLabel(t('search')).fill('nasa');
  await expect(page.getByText('Ada Lovelace', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Katherine Johnson', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Move Katherine Johnson to the bin' }).click();
  await page.getByLabel(t('search')).fill('');
  await page.getByRole('tab', { name: t('views.deleted') }).click();
  await page.getByRole('button', { name: 'Restore Katherine Johnson' }).click();
  await expect(page.getByText(t('empty.deleted'))).toBeVisible();
  await page.getByRole('tab', { name: t('views.all') }).click();

  // export: a vCard file with the three contacts
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: t('exportVcard') }).click();
  const file = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(file.match(/BEGIN:VCARD/g)).toHaveLength(3);
  expect(file).toContain('N:Johnson;Katherine;;;');

  // inviting a member offers them by name
  await openInApp(page, '/settings/users/invite');
  await settled(page);
  await page.getByLabel(text('en', 'members', 'fields.email')).fill('kath');
  await page.getByRole('option', { name: 'Katherine Johnson <kj@nasa.test>' }).click();
  await expect(page.getByLabel(text('en', 'members', 'fields.email'))).toHaveValue('kj@nasa.test');

  // the book follows the user to another browser
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, owner);
  await elsewhere.goto('/settings/contacts');
  await settled(elsewhere);
  await expect(elsewhere.getByText('Katherine Johnson', { exact: true })).toBeVisible();
  await expect(elsewhere.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await elsewhere.context().close();
  expect(problems).toEqual([]);
});
