import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
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
import { destinationUrl } from './support/destination.ts';
import { createThroughEditor, editorForm, kindCases, lt, openEditor, UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });
// Headless Chromium names itself in its user agent, and the redirect answers bots with the crawler preview.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const run = Date.now().toString(36);
const slugOf = (kind: string) => `e2e-${kind.replace(/_/g, '-')}-${run}`;

const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await fullPageShot(page, join(screenshotDir, `links-${name}.png`));
};

interface Visitor {
  ua?: string;
  lang?: string;
  ip?: string;
  referer?: string;
}

/** Where the short link sends this visitor (the 302's Location), or the status when it answers a page. */
const follow = async (request: APIRequestContext, slug: string, v: Visitor = {}) => {
  const headers: Record<string, string> = { 'User-Agent': v.ua ?? UA.windowsChrome };
  if (v.lang) headers['Accept-Language'] = v.lang;
  if (v.ip) headers['X-Forwarded-For'] = v.ip;
  if (v.referer) headers.Referer = v.referer;
  const response = await request.get(`/${slug}`, { headers, maxRedirects: 0 });
  return response.status() === 302 ? response.headers().location : `status ${response.status()}`;
};

const owner = newAccount('links');
let workspaceId = '';

test.beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

test('every kind is created in the editor and sends each visitor where it should', async ({ page, request }) => {
  test.setTimeout(600_000);
  await createVerifiedAccount(request, owner);
  await signIn(page, owner);

  await test.step('the module starts empty and is accessible', async () => {
    await page.goto('/d/sbox/default/surl');
    await expect(page.getByText(lt('list.emptyTitle'))).toBeVisible();
    const create = page.getByRole('link', { name: lt('list.create') });
    workspaceId = (await create.getAttribute('href'))?.split('/')[3] ?? '';
    expect(workspaceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'list-empty-light');
  });

  await test.step('the wizard offers every kind', async () => {
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('link', { name: lt('list.create') }).click();
    await expect(page).toHaveURL(new RegExp(`/d/sbox/${workspaceId}/new/surl$`));
    // the wizard is the links' own page: the menu still says where the user is
    const nav = page.getByRole('navigation', { name: text('en', 'layout', 'nav.label') });
    await expect(nav.getByRole('link', { name: text('en', 'layout', 'nav.items.shortLinks') })).toHaveClass(
      /Mui-selected/,
    );
    for (const kase of kindCases) {
      await expect(page.getByRole('link', { name: new RegExp(lt(`kinds.${kase.kind}.name`)) })).toBeVisible();
    }
    await shoot(page, 'wizard-light');
  });

  await test.step('a bad destination is refused in the form, with its message', async () => {
    const form = await openEditor(page, workspaceId, 'simple');
    await form.getByRole('textbox', { name: new RegExp(`^${lt('editor.destination')}`) }).fill('javascript:alert(1)');
    await form.getByRole('button', { name: lt('editor.create') }).click();
    await expect(form.getByText(text('en', 'validation', 'url_scheme')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/new\/simple$/);
  });

  await test.step('the preview answers as the visitor described, live', async () => {
    const form = await openEditor(page, workspaceId, 'language_based');
    const outcome = page.getByTestId('preview-outcome');
    await expect(outcome).toContainText(lt('preview.incomplete'));
    await kindCases.find((k) => k.kind === 'language_based')?.fill(page, form);
    await page.getByRole('textbox', { name: lt('preview.acceptLanguage') }).fill('fr-CA,fr;q=0.9');
    await expect(outcome).toContainText('https://example.com/fr');
    await page.getByRole('textbox', { name: lt('preview.acceptLanguage') }).fill('de-DE');
    await expect(outcome).toContainText('https://example.com/default');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('one link of each kind, through the editor', async () => {
    for (const kase of kindCases) {
      await createThroughEditor(page, workspaceId, kase, slugOf(kase.kind));
      if (kase.kind === 'rule_based') {
        await kase.fill(page, await openEditor(page, workspaceId, 'rule_based'));
        await shoot(page, 'editor-rule-based-light');
      }
    }
  });

  await test.step('a slug already taken is refused by the server, under the slug field', async () => {
    const form = await openEditor(page, workspaceId, 'simple');
    await form.getByRole('textbox', { name: new RegExp(`^${lt('editor.destination')}`) }).fill('https://example.com/x');
    await form.getByRole('textbox', { name: new RegExp(`^${lt('editor.slug')}`) }).fill(slugOf('simple'));
    await form.getByRole('button', { name: lt('editor.create') }).click();
    await expect(form.getByRole('textbox', { name: new RegExp(`^${lt('editor.slug')}`) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByText(text('en', 'errors', 'SLUG_TAKEN')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/new\/simple$/);
  });

  await test.step('visitors land where each kind sends them', async () => {
    const go = (kind: string, v?: Visitor) => follow(request, slugOf(kind), v);
    expect(await go('simple')).toBe('https://example.com/simple');
    expect(await go('password_protected')).toBe('status 200');
    expect(await go('app_download', { ua: UA.iphone })).toBe('https://example.com/ios');
    expect(await go('app_download', { ua: UA.android })).toBe('https://example.com/android');
    expect(await go('app_download')).toBe('https://example.com/web');
    expect(await go('language_based', { lang: 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe('https://example.com/fr');
    expect(await go('language_based', { lang: 'es' })).toBe('https://example.com/default');
    expect(await go('location_based', { ip: '133.242.0.1' })).toBe('https://example.com/jp');
    expect(await go('location_based', { ip: '10.1.2.3' })).toBe('https://example.com/default');
    expect(await go('device_based', { ua: UA.iphone })).toBe('https://example.com/mobile');
    expect(await go('device_based')).toBe('https://example.com/default');
    expect(await go('browser_based', { ua: UA.linuxFirefox })).toBe('https://example.com/firefox');
    expect(await go('browser_based')).toBe('https://example.com/default');
    expect(await go('source_based', { referer: 'https://www.facebook.com/some/post' })).toBe(
      'https://example.com/facebook',
    );
    expect(await go('source_based')).toBe('https://example.com/default');
    expect(await go('os_based', { ua: UA.android })).toBe('https://example.com/android');
    expect(await go('os_based')).toBe('https://example.com/default');
    expect(await go('ip_based', { ip: '203.0.113.9' })).toBe('https://example.com/blocked');
    expect(await go('ip_based', { ip: '2001:db8::7' })).toBe('https://example.com/blocked');
    expect(await go('ip_based', { ip: '198.51.100.77' })).toBe('https://example.com/allowed');
    expect(await go('rule_based', { lang: 'de-DE', ua: UA.android })).toBe('https://example.com/de-mobile');
    expect(await go('rule_based', { lang: 'de-DE' })).toBe('https://example.com/default');
    expect(['https://example.com/a', 'https://example.com/b']).toContain(await go('rlsurl', { ip: '198.51.100.9' }));
  });

  await test.step('a password link unlocks in the browser', async () => {
    await page.goto(`/${slugOf('password_protected')}`);
    await page.locator('input[type="password"]').fill('wrong password');
    await page.locator('input[type="password"]').press('Enter');
    // the page comes back with the error tied to the field
    await expect(page.locator('input[type="password"][aria-invalid="true"]')).toBeVisible();
    await page.locator('input[type="password"]').fill('open sesame');
    await page.locator('input[type="password"]').press('Enter');
    await expect(page).toHaveURL(destinationUrl('secret'));
    await expect(page.getByRole('heading', { name: 'Destination /secret' })).toBeVisible();
  });

  await test.step('the report shows the clicks', async () => {
    // three more human clicks on the plain link, from three places
    for (const ip of ['133.242.0.1', '5.9.0.1', '198.51.100.3']) {
      expect(await follow(request, slugOf('simple'), { ip, ua: UA.iphone })).toBe('https://example.com/simple');
    }
    await page.goto(`/d/sbox/${workspaceId}/surl`);
    await page.getByRole('link', { name: 'E2E simple', exact: true }).click();
    await expect(page).toHaveURL(/\/surl\/[0-9a-f-]{36}\/v1$/);
    await expect
      .poll(
        async () => {
          await page.reload();
          await settled(page);
          return (
            (await page
              .getByTestId('kpi-clicks')
              .textContent()
              .catch(() => '0')) ?? '0'
          );
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe('4');
    await expect(page.getByRole('heading', { name: lt('report.countries') })).toBeVisible();
    await expect(page.getByRole('link', { name: lt('report.dbip') })).toHaveAttribute('href', 'https://db-ip.com');
    await shoot(page, 'report-light');
  });

  await test.step('an edit shows in the history with what changed', async () => {
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('link', { name: lt('actions.editNamed').replace('{{name}}', 'E2E simple') }).click();
    const form = editorForm(page);
    await form.getByRole('textbox', { name: lt('editor.title'), exact: true }).fill('E2E simple renamed');
    await form.getByRole('button', { name: lt('editor.save') }).click();
    await expect(page.getByText(lt('editor.saved'))).toBeVisible();
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('button', { name: lt('actions.moreNamed').replace('{{name}}', 'E2E simple renamed') }).click();
    await page.getByRole('menuitem', { name: lt('actions.history') }).click();
    await expect(page).toHaveURL(/\/history\/simple\/[0-9a-f-]{36}$/);
    const v2 = page.getByRole('article', { name: lt('history.version').replace('{{n}}', '2') });
    await expect(v2.getByRole('cell', { name: 'E2E simple', exact: true })).toBeVisible();
    await expect(v2.getByRole('cell', { name: 'E2E simple renamed' })).toBeVisible();
    await shoot(page, 'history-light');
  });

  await test.step('prefill from the UTM builder, edit by slug, and the module pages', async () => {
    const built = 'https://example.com/landing?utm_source=news';
    const prefilled = await openEditor(page, workspaceId, 'simple', `?url=${encodeURIComponent(built)}`);
    await expect(prefilled.getByRole('textbox', { name: new RegExp(`^${lt('editor.destination')}`) })).toHaveValue(
      built,
    );

    await openInApp(page, `/edit/simple/${slugOf('simple')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lt('editor.editTitle').replace('{{name}}', 'E2E simple renamed'),
    );
    await expect(editorForm(page)).toBeVisible();

    await openInApp(page, `/d/sbox/${workspaceId}/surl/recent`);
    await expect(page.getByRole('link', { name: /E2E simple renamed/ })).toBeVisible();
    await shoot(page, 'recent-light');
    // a link opened from there comes first when the list is shown again through the app
    await page.getByRole('link', { name: /E2E rule_based/ }).click();
    await expect(page.getByTestId('short-url')).toContainText(`/${slugOf('rule_based')}`);
    await openInApp(page, `/d/sbox/${workspaceId}/surl/recent`);
    await expect(page.getByRole('main').getByRole('link', { name: /^E2E / }).first()).toContainText('E2E rule_based');
    await page.getByRole('tab', { name: lt('tabs.activity') }).click();
    await expect(page.getByText(lt('audit.surl_create')).first()).toBeVisible();
    await shoot(page, 'activity-light');
    await page.getByRole('tab', { name: lt('tabs.storage') }).click();
    await expect(page.getByTestId('summary-links')).toHaveText(String(kindCases.length));
    await shoot(page, 'storage-light');
  });

  await test.step('star, deactivate and delete from the list', async () => {
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'list-light');
    // the tab is named after the page
    await expect(page).toHaveTitle(`${lt('list.title')} · OSM5`);
    // the type filter narrows the list, and the export carries the same filter
    await chooseOption(page.getByRole('combobox', { name: lt('filters.kind') }), lt('kinds.rlsurl.name'));
    await expect(page.locator('[data-testid^="link-row-"]')).toHaveCount(1);
    // the filter is in the address: a reload keeps it
    await expect(page).toHaveURL(/\/surl\?kind=rlsurl$/);
    await page.reload();
    await expect(page.locator('[data-testid^="link-row-"]')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: lt('filters.kind') })).toHaveText(lt('kinds.rlsurl.name'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: lt('list.export') }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(slugOf('rlsurl'));
    expect(csv).not.toContain(slugOf('simple'));
    // a search typed key by key keeps every key, and goes in the address
    await chooseOption(page.getByRole('combobox', { name: lt('filters.kind') }), lt('filters.all'));
    const search = page.getByRole('searchbox', { name: lt('filters.search') });
    await search.pressSequentially('simple ren');
    await expect(search).toHaveValue('simple ren');
    await expect(page).toHaveURL(/\/surl\?search=simple\+ren$/);
    await expect(page.locator('[data-testid^="link-row-"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'E2E simple renamed', exact: true })).toBeVisible();
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await expect(page.locator('[data-testid^="link-row-"]')).toHaveCount(kindCases.length);

    const name = 'E2E browser_based';
    await page.getByRole('button', { name: lt('list.starNamed').replace('{{name}}', name) }).click();
    await expect(page.getByRole('button', { name: lt('list.unstarNamed').replace('{{name}}', name) })).toBeVisible();
    await page.getByRole('tab', { name: lt('tabs.stared') }).click();
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E2E os_based', exact: true })).toHaveCount(0);

    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('button', { name: lt('actions.moreNamed').replace('{{name}}', 'E2E device_based') }).click();
    await page.getByRole('menuitem', { name: lt('actions.deactivate') }).click();
    await expect(page.getByText(lt('list.deactivated'))).toBeVisible();
    await expect(page.getByTestId(`link-row-${slugOf('device_based')}`)).toContainText(lt('status.inactive'));
    expect(await follow(request, slugOf('device_based'), { ua: UA.iphone })).not.toMatch(/^https:/);

    await page.getByRole('button', { name: lt('actions.moreNamed').replace('{{name}}', 'E2E os_based') }).click();
    await page.getByRole('menuitem', { name: lt('actions.delete') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(lt('delete.title'));
    await dialog.getByRole('button', { name: lt('delete.confirm') }).click();
    await expect(page.getByText(lt('list.deleted'))).toBeVisible();
    await expect(page.getByTestId(`link-row-${slugOf('os_based')}`)).toHaveCount(0);
    // no redirect any more: on the app's own host a path that is no link is the web app's
    expect(await follow(request, slugOf('os_based'), { ua: UA.android })).toMatch(/^status /);
  });

  await test.step('dark and Arabic', async () => {
    await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await shoot(page, 'list-dark');
    await openInApp(page, `/d/sbox/${workspaceId}/new/surl`);
    await shoot(page, 'wizard-dark');
    await kindCases.find((k) => k.kind === 'rule_based')?.fill(page, await openEditor(page, workspaceId, 'rule_based'));
    await shoot(page, 'editor-rule-based-dark');
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('link', { name: 'E2E simple renamed', exact: true }).click();
    await expect(page.getByTestId('kpi-clicks')).toBeVisible();
    await shoot(page, 'report-dark');
    await page
      .getByRole('main')
      .getByRole('link', { name: lt('actions.history'), exact: true })
      .click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'history-dark');

    await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'links', 'list.title'));
    await expect(page).toHaveTitle(`${text('ar', 'links', 'list.title')} · OSM5`);
    // a Latin title keeps its own direction in the right-to-left table ("E2E simple renamed", not mirrored)
    await expect(page.getByTestId(`link-row-${slugOf('simple')}`).locator('bdi')).toHaveCSS('direction', 'ltr');
    await shoot(page, 'list-ar');
    await openInApp(page, `/d/sbox/${workspaceId}/new/surl`);
    await shoot(page, 'wizard-ar');
    await openInApp(page, `/d/sbox/${workspaceId}/new/rlsurl`);
    await shoot(page, 'editor-rotation-ar');
    await openInApp(page, `/d/sbox/${workspaceId}/surl`);
    await page.getByRole('link', { name: 'E2E simple renamed', exact: true }).click();
    await expect(page.getByTestId('kpi-clicks')).toBeVisible();
    await shoot(page, 'report-ar');
    await page
      .getByRole('main')
      .getByRole('link', { name: text('ar', 'links', 'actions.history'), exact: true })
      .click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'history-ar');
  });
});
