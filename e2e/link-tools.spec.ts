import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseLanguage, chooseOption, fullPageShot, screenshotDir, seriousViolations, text } from './helpers.ts';
import { expect, test } from './support/test.ts';
import { apiPost, heading, registerVerified, signIn, uniqueEmail } from './tenancy-helpers.ts';

/**
 * Link tools: the QR designer of a link (style, download SVG and PNG, save),
 * the UTM builder with a workspace template, and a profile page with two
 * buttons opened at /p/{handle}. One account, in order; pictures in light,
 * dark and Arabic.
 */
test.describe.configure({ mode: 'serial' });

const owner = { name: 'Tina Tools', email: uniqueEmail('tools') };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const t = (path: string) => text('en', 'linkTools', path);
let page: Page;
let orgId = '';
let workspaceId = '';
const links: { id: string; slug: string; shortUrl: string }[] = [];

/** A simple link made through the links API, as the editor would. */
async function createLink(title: string, url: string) {
  const response = await apiPost(page.context(), page.request, `/api/orgs/${orgId}/workspaces/${workspaceId}/links`, {
    kind: 'simple',
    rules: { url },
    title,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; slug: string; shortUrl: string } };
  links.push(data);
  return data;
}

const settled = async () => {
  await expect(heading(page)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const shoot = async (name: string) => {
  // data shown (no skeleton left) is what the picture needs; the shell may keep requests open
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await fullPageShot(page, join(screenshotDir, `link-tools-${name}.png`));
};

test.beforeAll(async ({ browser }) => {
  mkdirSync(screenshotDir, { recursive: true });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  page = await context.newPage();
  await registerVerified(context, owner.name, owner.email);
  await signIn(page, owner.email);
  const tenants = await page.request.get('/api/me/tenants');
  const body = (await tenants.json()) as { data: { orgId: string; sBoxs: { id: string; isDefault: boolean }[] } };
  orgId = body.data.orgId;
  workspaceId = body.data.sBoxs.find((w) => w.isDefault)?.id ?? '';
  expect(workspaceId).not.toBe('');
  await createLink('Spring shop', 'https://shop.example.com/spring');
  await createLink('Our blog', 'https://blog.example.com/');
});

test.afterAll(() => page?.context().close());

test('QR designer: style the code, download SVG and PNG, keep the style on the link', async () => {
  const link = links[0];
  if (!link) throw new Error('no link');
  await page.goto(`/d/sbox/${workspaceId}/surl/${link.id}/qr`);
  await settled();
  await expect(heading(page)).toHaveText(t('qr.title'));
  await expect(page.getByText(`${link.shortUrl}?r=qr`)).toBeVisible();

  await page.getByRole('textbox', { name: t('qr.foreground'), exact: true }).fill('#1a237e');
  await page.getByRole('textbox', { name: t('qr.background'), exact: true }).fill('#fff8e1');
  await chooseOption(page.getByRole('combobox', { name: t('qr.dotStyle') }), t('qr.dots.dots'));
  await chooseOption(page.getByRole('combobox', { name: t('qr.cornerStyle') }), t('qr.corners.dot'));
  await page.getByRole('spinbutton', { name: t('qr.size') }).fill('640');
  const preview = page.getByTestId('qr-preview');
  await expect(preview).toHaveAttribute('src', /%231a237e/);
  await expect(preview).toHaveAttribute('src', /%23fff8e1/);

  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('qr.downloadSvg') }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe(`qr-${link.slug}.svg`);
  const svg = readFileSync((await svgDownload.path()) ?? '', 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toContain('width="640" height="640"');
  expect(svg).toContain('fill="#1a237e"');
  expect(svg).toContain('fill="#fff8e1"');

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('qr.downloadPng') }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe(`qr-${link.slug}.png`);
  const png = readFileSync((await pngDownload.path()) ?? '');
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  // IHDR: width and height at the chosen size
  expect(png.readUInt32BE(16)).toBe(640);
  expect(png.readUInt32BE(20)).toBe(640);

  // a logo forces level H and is saved with the style
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(preview).toHaveAttribute('src', /%3Cimage/);
  await expect(page.getByRole('combobox', { name: t('qr.errorCorrection') })).toHaveText(t('qr.levels.H'));
  await expect(page.getByText(t('qr.levelForced'))).toBeVisible();

  await page.getByRole('button', { name: t('qr.save') }).click();
  await expect(page.getByText(t('qr.saved'))).toBeVisible();
  const saved = await page.request.get(`/api/orgs/${orgId}/workspaces/${workspaceId}/links/${link.id}`);
  const qrStyle = ((await saved.json()) as { data: { qrStyle: { logoFileId?: string } } }).data.qrStyle;
  expect(qrStyle).toMatchObject({
    foreground: '#1a237e',
    background: '#fff8e1',
    dotStyle: 'dots',
    cornerStyle: 'dot',
    errorCorrection: 'H',
    size: 640,
  });
  expect(qrStyle.logoFileId).toMatch(/^[0-9a-f-]{36}$/);

  // opened again, the designer shows the saved style and its logo
  await page.reload();
  await settled();
  await expect(page.getByRole('textbox', { name: t('qr.foreground'), exact: true })).toHaveValue('#1a237e');
  await expect(preview).toHaveAttribute('src', /%3Cimage/);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('qr-light');
});

test('UTM builder: compose a campaign URL and save it as a workspace template', async () => {
  await page.goto(`/d/sbox/${workspaceId}/surl/utm`);
  await settled();
  await expect(heading(page)).toHaveText(t('utm.title'));
  await page.getByRole('textbox', { name: t('utm.website') }).fill('ftp://nope');
  await page.getByRole('textbox', { name: t('utm.fields.source') }).click();
  await expect(page.getByText(text('en', 'validation', 'url_scheme'))).toBeVisible();
  await page.getByRole('textbox', { name: t('utm.website') }).fill('https://shop.example.com/spring?id=7');
  await page.getByRole('textbox', { name: t('utm.fields.source') }).fill('newsletter');
  await page.getByRole('textbox', { name: t('utm.fields.medium') }).fill('email');
  await page.getByRole('textbox', { name: t('utm.fields.campaign') }).fill('spring sale');
  await expect(page.getByTestId('utm-result')).toHaveValue(
    'https://shop.example.com/spring?id=7&utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale',
  );

  await page.getByRole('button', { name: t('utm.saveTemplate') }).click();
  const dialog = page.getByRole('dialog', { name: t('utm.saveTemplate') });
  await dialog.getByRole('textbox', { name: t('utm.templateName') }).fill('Spring newsletter');
  await dialog.getByRole('button', { name: text('en', 'ui', 'save') }).click();
  await expect(dialog).toBeHidden();
  const templates = page.getByRole('list', { name: t('utm.templates') });
  await expect(templates.getByText('Spring newsletter')).toBeVisible();
  await expect(templates.getByText('source=newsletter · medium=email · campaign=spring sale')).toBeVisible();

  // the same name again is refused with a clear message
  await page.getByRole('button', { name: t('utm.saveTemplate') }).click();
  await dialog.getByRole('textbox', { name: t('utm.templateName') }).fill('spring NEWSLETTER');
  await dialog.getByRole('button', { name: text('en', 'ui', 'save') }).click();
  await expect(dialog.getByText(text('en', 'validation', 'utm_template_name_taken'))).toBeVisible();
  await dialog.getByRole('button', { name: text('en', 'ui', 'cancel') }).click();

  // applying the template fills the fields back
  await page.getByRole('textbox', { name: t('utm.fields.source') }).fill('');
  await page.getByRole('button', { name: t('utm.applyNamed').replace('{{name}}', 'Spring newsletter') }).click();
  await expect(page.getByRole('textbox', { name: t('utm.fields.source') })).toHaveValue('newsletter');

  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('utm-dark');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});

test('profile page: two buttons, live preview, then the public page at /p/{handle}', async () => {
  const handle = `tina-${Date.now().toString(36)}`;
  await page.goto(`/d/sbox/${workspaceId}/surl/profiles`);
  await settled();
  await expect(page.getByText(t('profiles.emptyTitle'))).toBeVisible();
  await page
    .getByRole('link', { name: t('profiles.new') })
    .first()
    .click();
  await settled();
  await expect(heading(page)).toHaveText(t('profiles.newTitle'));

  await page.getByRole('textbox', { name: t('profiles.handle') }).fill('ad');
  await page.getByRole('button', { name: t('profiles.create') }).click();
  await expect(page.getByText(text('en', 'validation', 'handle_length'))).toBeVisible();

  await page.getByRole('textbox', { name: t('profiles.handle') }).fill(handle);
  await page.getByRole('textbox', { name: t('profiles.pageTitle') }).fill('Tina <Tools>');
  await page.getByRole('textbox', { name: t('profiles.bio') }).fill('Links to everything I make.');
  for (const [index, link] of links.entries()) {
    await page.getByRole('button', { name: t('profiles.addButton') }).click();
    const row = page.getByTestId('profile-button-row').nth(index);
    const picker = row.getByRole('combobox', { name: t('profiles.buttonLink') });
    const term = index === 0 ? 'Spring' : 'blog';
    // the picker lists the latest links, then (debounced) the search's: pick from the search's list, not the one it replaces
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === term);
    await picker.fill(term);
    await searched;
    await page.getByRole('option', { name: new RegExp(link.slug) }).click();
    // the pick names the button after its link: the preview below shows that label
    await expect(row.getByRole('textbox', { name: t('profiles.buttonLabel') })).toHaveValue(
      index === 0 ? 'Spring shop' : 'Our blog',
    );
  }
  const preview = page.frameLocator('[data-testid="profile-preview"]');
  await expect(preview.getByRole('link', { name: 'Spring shop' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Tina <Tools>' })).toBeVisible();
  // reorder: the blog first
  await page.getByRole('button', { name: t('profiles.moveUp').replace('{{n}}', '2') }).click();
  await expect(preview.locator('a.button').first()).toHaveText('Our blog');

  await page.getByRole('button', { name: t('profiles.create') }).click();
  await expect(page.getByText(t('profiles.saved'))).toBeVisible();
  await expect(heading(page)).toHaveText('Tina <Tools>');
  await shoot('profile-editor-light');
  // axe cannot run inside the script-less preview frame (it waits for it forever); the same HTML is
  // checked as the public page below, so the editor is checked without its frame, then reloaded
  await page.getByTestId('profile-preview').evaluate((frame) => frame.remove());
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await settled();

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading(page)).toHaveText('Tina <Tools>');
  // the Latin title keeps its own direction inside the right-to-left heading
  await expect(heading(page).locator('bdi')).toHaveCSS('direction', 'ltr');
  await shoot('profile-editor-ar');
  await chooseLanguage(page, 'en');

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/p/${handle}`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText('Tina <Tools>');
  const buttons = publicPage.locator('a.button');
  await expect(buttons).toHaveText(['Our blog', 'Spring shop']);
  await expect(buttons.first()).toHaveAttribute('href', `${links[1]?.shortUrl}?r=profile`);
  await expect(buttons.nth(1)).toHaveAttribute('href', `${links[0]?.shortUrl}?r=profile`);
  expect(await seriousViolations(publicPage)).toEqual([]);
  await fullPageShot(publicPage, join(screenshotDir, 'link-tools-public-profile.png'));
  await publicPage.close();

  const missing = await page.request.get('/p/nobody-has-this-handle');
  expect(missing.status()).toBe(404);

  await page.goto(`/d/sbox/${workspaceId}/surl/profiles`);
  await settled();
  const row = page.getByRole('row', { name: new RegExp(`@${handle}`) });
  await expect(row).toContainText('Tina <Tools>');
  await expect(row).toContainText(t('profiles.statuses.active'));
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('profiles-dark');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
});
