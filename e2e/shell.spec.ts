import type { APIRequestContext, Page } from '@playwright/test';
import {
  chooseLanguage,
  fullPageShot,
  type Language,
  screenshotDir,
  seriousViolations,
  text,
  waitForPersist,
} from './helpers.ts';
import { type Account, createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** /d/* and /settings/* need a signed-in user; one verified account per worker serves the shell's checks. */
let member: Account | undefined;
const signInMember = async (page: Page, request: APIRequestContext) => {
  member ??= await createVerifiedAccount(request, newAccount('shell'));
  await signIn(page, member);
};

/** The apps home greets the signed-in member by name. */
const homeHeading = (page: Page, language: Language) =>
  page.getByRole('heading', {
    level: 1,
    name: text(language, 'areas', 'home.greetingNamed').replace('{{name}}', member?.name ?? ''),
  });

test.describe('routing', () => {
  test('the root and /index.html redirect to the sign-in page', async ({ page }) => {
    for (const path of ['/', '/index.html']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByRole('heading', { name: text('en', 'auth', 'login.title') })).toBeVisible();
    }
  });

  test('/onboarding, /auth, /d and /settings land on their default pages', async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/d');
    await expect(page).toHaveURL(/\/d\/apps$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: text('en', 'status', 'notFound.title') })).toBeVisible();
    await page.getByRole('link', { name: text('en', 'common', 'backHome') }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  const statusPages = [
    ['/auth/404', 'notFound.title'],
    ['/auth/500', 'serverError.title'],
    ['/auth/accessdenied', 'accessDenied.title'],
    ['/auth/session_expired', 'sessionExpired.title'],
    ['/auth/coming_soon', 'comingSoon.title'],
    ['/auth/error', 'error.title'],
  ] as const;
  for (const [path, key] of statusPages) {
    test(`${path} is a real, translated status page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: text('en', 'status', key) })).toBeVisible();
    });
  }

  test('a route chunk that fails to load shows a translated error with a working retry', async ({ page }) => {
    await page.route('**/static/js/login-page-*.js', (route) => route.abort());
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: text('en', 'status', 'routeError.chunk.title') })).toBeVisible();
    await page.unroute('**/static/js/login-page-*.js');
    await page.getByRole('button', { name: text('en', 'common', 'retry') }).click();
    await expect(page.getByRole('heading', { name: text('en', 'auth', 'login.title') })).toBeVisible();
  });
});

test.describe('sign-in form', () => {
  test('validates on the client, then shows the translated server error', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
    await expect(page.getByText(text('en', 'auth', 'validation.emailRequired'))).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.locator('input[name="email"]').fill('ada@example.com');
    await page.locator('input[name="password"]').fill('correct horse');
    const response = page.waitForResponse('**/api/auth/login');
    await page.getByRole('button', { name: text('en', 'auth', 'login.submit') }).click();
    expect((await response).request().method()).toBe('POST');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Password is required')).toHaveCount(0);
  });
});

test.describe('languages', () => {
  const languages: Language[] = ['en', 'fr', 'ar', 'zh'];
  for (const language of languages) {
    test(`the shell renders in ${language}`, async ({ page, request }) => {
      await signInMember(page, request);
      await page.goto('/auth/login');
      if (language !== 'en') await chooseLanguage(page, language);
      await expect(page.getByRole('heading', { name: text(language, 'auth', 'login.title') })).toBeVisible();
      await expect(page.getByRole('button', { name: text(language, 'auth', 'login.submit') })).toBeVisible();

      await page.goto('/d/apps');
      const nav = page.getByRole('navigation', { name: text(language, 'layout', 'nav.label') });
      await expect(nav.getByRole('link', { name: text(language, 'layout', 'nav.items.shortLinks') })).toBeVisible();
      await expect(
        nav.getByRole('link', { name: text(language, 'layout', 'nav.items.workspaces'), exact: true }),
      ).toBeVisible();
      await expect(homeHeading(page, language)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    });
  }

  test('Arabic mirrors the layout: the sidebar moves to the right', async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/d/apps');
    const sidebar = page.getByRole('navigation', { name: text('en', 'layout', 'nav.label') });
    const ltrBox = await sidebar.boundingBox();
    expect(ltrBox?.x).toBeLessThan(10);

    await chooseLanguage(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rtlSidebar = page.getByRole('navigation', { name: text('ar', 'layout', 'nav.label') });
    const viewport = page.viewportSize();
    await expect.poll(async () => (await rtlSidebar.boundingBox())?.x ?? 0).toBeGreaterThan((viewport?.width ?? 0) / 2);
    // the organisation's Latin name keeps its own direction, so a long one is cut at its end, not its start
    const picker = page.getByRole('button', {
      name: new RegExp(`^${text('ar', 'layout', 'context.enterpriseLabel').split('{{')[0]}`),
    });
    await expect(picker.locator('.label')).toHaveCSS('direction', 'ltr');
  });
});

test.describe('customizer', () => {
  test("the customizer's choices survive a reload", async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/d/apps');
    await page.getByRole('button', { name: text('en', 'layout', 'customizer.open') }).click();
    const drawer = page.getByRole('dialog', { name: text('en', 'layout', 'customizer.title') });
    await drawer.getByRole('button', { name: text('en', 'layout', 'customizer.themes.PURPLE_THEME') }).click();
    await drawer.getByRole('button', { name: text('en', 'layout', 'customizer.dark') }).click();
    await drawer.getByRole('button', { name: text('en', 'layout', 'customizer.full') }).click();
    await drawer.getByRole('button', { name: text('en', 'layout', 'customizer.horizontal') }).click();
    const slider = drawer.getByRole('slider', { name: text('en', 'layout', 'customizer.radius') });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('12');
    await waitForPersist(page, '\\"borderRadius\\":12');

    await page.reload();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'PURPLE_THEME');
    await expect(html).toHaveCSS('color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 24, 39)');
    // Boxed caps the content at the lg container; full width removes the cap.
    await expect(page.locator('main .MuiContainer-maxWidthLg')).toHaveCount(0);
    // Horizontal navigation: the nav sits under the top bar, not in a sidebar.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: text('en', 'layout', 'nav.label') })).toBeVisible();
    // Cards use 1.5 × the chosen radius.
    await expect(page.locator('main .MuiCard-root').first()).toHaveCSS('border-top-left-radius', '18px');
  });

  test('collapsing the sidebar shrinks it to the mini width and persists', async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/d/apps');
    await page.getByRole('button', { name: text('en', 'layout', 'topbar.collapseSidebar') }).click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(87);
    await waitForPersist(page, '\\"isCollapse\\":true');
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(87);
  });
});

test.describe('accessibility and screenshots', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no serious violations in ${mode} mode`, async ({ page, request }) => {
      await signInMember(page, request);
      await page.goto('/auth/login');
      if (mode === 'dark') {
        await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
        await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      }
      await expect(page.getByRole('heading', { name: text('en', 'auth', 'login.title') })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await fullPageShot(page, `${screenshotDir}/login-${mode}.png`);

      await page.goto('/d/apps');
      await expect(homeHeading(page, 'en')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await fullPageShot(page, `${screenshotDir}/dashboard-${mode}.png`);
    });
  }

  test('the accessibility check finds serious violations, inside frames too', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: text('en', 'auth', 'login.title') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // a button with no name, on the page and in a frame, as a careless change would leave them
    await page.evaluate(() => {
      document.body.append(Object.assign(document.createElement('button'), { id: 'nameless' }));
      document.body.append(
        Object.assign(document.createElement('iframe'), { title: 'Preview', srcdoc: '<button></button>' }),
      );
    });
    await expect(page.frameLocator('iframe[title="Preview"]').locator('button')).toBeAttached();
    const found = await seriousViolations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toBe('button-name: #nameless, iframe button');
  });

  test('Arabic screenshots and no serious violations', async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/auth/login');
    await chooseLanguage(page, 'ar');
    await expect(page.getByRole('heading', { name: text('ar', 'auth', 'login.title') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `${screenshotDir}/login-ar.png`);
    await page.goto('/d/apps');
    await expect(homeHeading(page, 'ar')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, `${screenshotDir}/dashboard-ar.png`);
  });

  test('the skip link is the first tab stop and moves focus to the content', async ({ page, request }) => {
    await signInMember(page, request);
    await page.goto('/d/apps');
    await expect(homeHeading(page, 'en')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text('en', 'common', 'skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
