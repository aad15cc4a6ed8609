import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chooseLanguage, fullPageShot, openInApp, screenshotDir, seriousViolations, text } from './helpers.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'reports', path);

/** Public addresses the bundled DB-IP database places in France (Lille), the United Kingdom (London) and Japan. */
const FRANCE = '90.0.0.1';
const BRITAIN = '81.2.69.142';
const JAPAN = '133.242.0.1';

test('the world map shades and filters by country, and the dashboards show each item’s numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);

  const { ws, base } = await signedInOwner(page, request, 'dashboards');
  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name: 'Map shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  const link = await postOk(page, `${base}/links`, {
    kind: 'simple',
    rules: { url: 'https://example.com/landing' },
    title: 'Map link',
  });

  // three visitors of the site from three countries, two clicks on the link from two
  const visitors: [string, string][] = [
    ['visitor-fr', FRANCE],
    ['visitor-gb', BRITAIN],
    ['visitor-jp', JAPAN],
  ];
  for (const [installId, address] of visitors) {
    const res = await page.request.post('/api/event/batch', {
      data: {
        site: site.id,
        installId,
        events: [{ type: 'pageview', url: 'https://127.0.0.1/', title: 'Home', time: Date.now() - 60_000 }],
      },
      headers: { 'X-Forwarded-For': address },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  for (const address of [FRANCE, JAPAN]) {
    const res = await page.request.get(`/${link.slug}`, { headers: { 'X-Forwarded-For': address }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
  }
  const total = async (type: string, id: string, metric: string) => {
    const res = await page.request.get(`${base}/analytics/report`, { params: { route: 'v1', type, id } });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals[metric] ?? 0;
  };
  await expect.poll(() => total('analytics', site.id, 'visitors'), { timeout: 30_000 }).toBe(3);
  await expect.poll(() => total('surl', link.id, 'clicks'), { timeout: 30_000 }).toBe(2);

  // the countries report: a map with the three countries shaded, France a button that filters the page
  await openInApp(page, `/d/${ws}/analytics/${site.id}/con`);
  await settled(page);
  const map = page.getByTestId('world-map');
  await expect(map).toBeVisible();
  await expect(map.locator('[data-shaded="true"]')).toHaveCount(3);
  const france = map.getByRole('button', { name: /^France — Visitors: 1$/ });
  await expect(france).toBeVisible();
  await expect(page.getByTestId('map-legend')).toContainText(t('map.noData'));
  // the table knows how many rows the report has
  await expect(page.getByTestId('report-table-shown')).toHaveText('1–3 of 3');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'reports-map-light.png'));
  // a click on a country filters the page (and the map) by it; the chip takes it off
  // (the middle of France's outline, French Guiana included, is ocean: click Britain's)
  await map.getByRole('button', { name: /^United Kingdom/ }).click({ timeout: 20_000 });
  const chips = page.getByRole('list', { name: t('layout.filters') }).getByRole('listitem');
  await expect(chips).toHaveText([`${t('dimensions.country')}: United Kingdom (GB)`]);
  await settled(page);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(1);
  await expect(map.locator('[data-shaded="true"]')).toHaveCount(1);
  await chips.first().locator('svg').click();
  await settled(page);
  await expect(map.locator('[data-shaded="true"]')).toHaveCount(3);
  // keyboard: Enter on a focused country filters as a click does
  await map.getByRole('button', { name: /^Japan/ }).focus();
  await page.keyboard.press('Enter');
  await expect(chips).toHaveText([`${t('dimensions.country')}: Japan (JP)`]);
  await settled(page);
  await expect(page.getByTestId('report-table')).toContainText('Japan (JP)');

  // the location report: each city a dot (DB-IP's coordinates) over its shaded country
  await openInApp(page, `/d/${ws}/analytics/${site.id}/location`);
  await settled(page);
  await expect(page.getByText(t('map.cityDots').replace('{{metric}}', 'Visitors'))).toBeVisible();
  await expect(page.getByTestId('world-map').locator('[data-shaded="true"]')).toHaveCount(3);
  await expect(page.getByTestId('map-dots').locator('circle')).toHaveCount(3);
  await expect(
    page
      .getByTestId('map-dots')
      .locator('title')
      .filter({ hasText: /^Lille, France — Visitors: 1$/ }),
  ).toHaveCount(1);
  await expect(page.getByTestId('report-table')).toContainText('Lille');
  await expect(page.getByText(t('layout.dbip'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'reports-location-light.png'));

  // the link's map counts its clicks
  await openInApp(page, `/d/${ws}/surl/${link.id}/con`);
  await settled(page);
  await expect(page.getByTestId('world-map').getByRole('button', { name: /^Japan — Clicks: 1$/ })).toBeVisible();

  // the workspace dashboard: today's clicks and visitors, the top items, each leading to its reports
  await openInApp(page, `/d/sbox/${ws}/dashboard`);
  await settled(page);
  await expect(page.getByTestId('dashboard-surl-today')).toHaveText('2');
  await expect(page.getByTestId('dashboard-surl-last7')).toHaveText('2');
  await expect(page.getByTestId('dashboard-analytics-today')).toHaveText('3');
  await expect(page.getByTestId('dashboard-surl-top')).toContainText('Map link');
  await expect(page.getByTestId('dashboard-analytics-items')).toContainText('Map shop');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'dashboard-workspace-light.png'));
  await page.getByRole('link', { name: t('dashboard.reportsOf').replace('{{name}}', 'Map shop') }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${ws}/analytics/${site.id}/audience_overview`));
  await settled(page);

  // the organisation's dashboard shows the workspace in use
  await openInApp(page, '/d/apps/dashboard');
  await settled(page);
  await expect(page.getByTestId('dashboard-surl-today')).toHaveText('2');
  await expect(page.getByTestId('dashboard-analytics-last7')).toHaveText('3');

  // pictures: dark and Arabic
  await openInApp(page, `/d/${ws}/analytics/${site.id}/con`);
  await settled(page);
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(page.getByTestId('world-map')).toBeVisible();
  await fullPageShot(page, join(screenshotDir, 'reports-map-dark.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/sbox/${ws}/dashboard`);
  await settled(page);
  await fullPageShot(page, join(screenshotDir, 'dashboard-workspace-dark.png'));
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, `/d/${ws}/analytics/${site.id}/con`);
  await settled(page);
  await expect(page.getByTestId('world-map').locator('[data-shaded="true"]')).toHaveCount(3);
  await fullPageShot(page, join(screenshotDir, 'reports-map-ar.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/sbox/${ws}/dashboard`);
  await settled(page);
  await fullPageShot(page, join(screenshotDir, 'dashboard-workspace-ar.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await chooseLanguage(page, 'en');

  // on a phone the report list is a closed panel naming the report, above the report itself
  await page.setViewportSize({ width: 390, height: 844 });
  await openInApp(page, `/d/${ws}/analytics/${site.id}/con`);
  await settled(page);
  const panel = page.getByRole('button', {
    name: t('layout.navigationCurrent').replace('{{report}}', t('con.title')),
  });
  await expect(panel).toHaveAttribute('aria-expanded', 'false');
  const reports = page.getByRole('navigation', { name: t('layout.navigation') });
  await expect(reports).toBeHidden();
  // the report starts right under it, not under forty entries (about 1,800 px of them at this width)
  expect((await page.getByTestId('world-map').boundingBox())?.y).toBeLessThan(1_000);
  await panel.click();
  // the panel controls one region, which holds the list
  const region = page.locator(`[id="${await panel.getAttribute('aria-controls')}"]`);
  await expect(region).toHaveCount(1);
  await expect(region.getByRole('navigation', { name: t('layout.navigation') })).toBeVisible();
  await reports.getByRole('link', { name: t('location.title'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${ws}/analytics/${site.id}/location`));
  await settled(page);
  await expect(
    page.getByRole('button', { name: t('layout.navigationCurrent').replace('{{report}}', t('location.title')) }),
  ).toHaveAttribute('aria-expanded', 'false');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'reports-location-phone.png'));
  // the lists keep a readable name column and scroll in their card, not the page
  const lists: [string, string][] = [
    [`/d/sbox/${ws}/analytics`, 'Map shop'],
    [`/d/sbox/${ws}/surl`, 'Map link'],
  ];
  for (const [list, name] of lists) {
    await openInApp(page, list);
    await settled(page);
    const cell = page.getByRole('cell').filter({ has: page.getByRole('link', { name, exact: true }) });
    expect((await cell.boundingBox())?.width).toBeGreaterThanOrEqual(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }

  expect(problems).toEqual([]);
});
