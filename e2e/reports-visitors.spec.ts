import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { oneDayClock } from '../apps/server/test/one-day-clock.ts';
import { chooseLanguage, fullPageShot, openInApp, screenshotDir, seriousViolations, text } from './helpers.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'reports', path);

/**
 * Three visitors of the site: one came twice (two hours apart: new, then
 * returning, signing up the second time), one from a search on a phone, one
 * from a social network.
 */
function visits(siteId: string) {
  // a visit ends at the site's midnight (UTC here): the story lies on one day whatever the hour of the run
  const at = oneDayClock('UTC', 150);
  const page = (url: string, referrer: string, title: string, time: number) => ({
    type: 'pageview',
    url: `https://127.0.0.1${url}`,
    referrer,
    title,
    time,
  });
  return [
    {
      batch: {
        site: siteId,
        installId: 'returner',
        events: [
          page('/', '', 'Home', at(150)),
          page('/pricing', '', 'Pricing', at(149)),
          page('/pricing', '', 'Pricing', at(20)),
          { type: 'custom', name: 'signup', url: 'https://127.0.0.1/pricing', time: at(19) },
          page('/signup', '', 'Sign up', at(18)),
        ],
      },
      ua: UA.windowsChrome,
    },
    {
      batch: {
        site: siteId,
        installId: 'phone',
        events: [page('/docs', 'https://www.google.com/', 'Docs', at(30))],
      },
      ua: UA.iphone,
    },
    {
      batch: {
        site: siteId,
        installId: 'fresh',
        events: [page('/', 'https://www.facebook.com/', 'Home', at(10))],
      },
      ua: UA.windowsChrome,
    },
  ];
}

test('the visitor log, the visitor profiles and new vs returning show who came and what they did', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);

  const { ws, base } = await signedInOwner(page, request, 'visitors');
  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name: 'Visitor shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  const link = await postOk(page, `${base}/links`, {
    kind: 'simple',
    rules: { url: 'https://example.com/landing' },
    title: 'Visitor link',
  });
  for (const { batch, ua } of visits(site.id)) {
    const res = await page.request.post('/api/event/batch', { data: batch, headers: { 'user-agent': ua } });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  // two clicks of one visitor (one visit), one of another
  for (const ua of [UA.windowsChrome, UA.windowsChrome, UA.iphone]) {
    const res = await page.request.get(`/${link.slug}`, { headers: { 'user-agent': ua }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
  }
  const total = async (type: string, id: string, metric: string) => {
    const res = await page.request.get(`${base}/analytics/report`, { params: { route: 'v1', type, id } });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals[metric] ?? 0;
  };
  await expect.poll(() => total('analytics', site.id, 'pageviews'), { timeout: 30_000 }).toBe(6);
  await expect.poll(() => total('surl', link.id, 'clicks'), { timeout: 30_000 }).toBe(3);
  const shoot = async (name: string) => {
    await settled(page);
    await fullPageShot(page, join(screenshotDir, `reports-visitors-${name}.png`));
  };

  // the visitor log: four visits, newest first; the returning one's events in order
  await openInApp(page, `/d/${ws}/analytics/${site.id}/vlog`);
  await settled(page);
  await expect(page.getByText(t('vlog.help'))).toBeVisible();
  await expect(page.getByText(t('visits.identity'))).toBeVisible();
  const cards = page.getByTestId('visit-card');
  await expect(cards).toHaveCount(4);
  await expect(page.getByTestId('visit-pager')).toHaveText('Page 1 of 1 · 4 visits');
  const newLabel = text('en', 'reports', 'values.visitor_type.new');
  const returningLabel = text('en', 'reports', 'values.visitor_type.returning');
  await expect(cards.nth(0)).toContainText(newLabel);
  const back = cards.nth(1);
  await expect(back).toContainText(returningLabel);
  await expect(back).toContainText('/pricing');
  await expect(back).toContainText('/signup');
  await back.getByRole('button', { name: 'Show its events (3)' }).click();
  await expect(back.getByTestId('visit-timeline').getByRole('listitem')).toHaveText([
    /Page view\s*\/pricing — Pricing/,
    /Custom event\s*signup/,
    /Page view\s*\/signup — Sign up/,
  ]);
  await expect(cards.nth(3)).toContainText(newLabel);
  await shoot('log-light');
  expect(await seriousViolations(page)).toEqual([]);

  // a fact of a visit filters the log by it (and every report after it); the chip takes it off
  const mobile = `${t('dimensions.device_type')}: ${t('values.device.mobile')}`;
  await page.getByRole('button', { name: mobile }).first().click();
  await settled(page);
  await expect(page).toHaveURL(/filters=/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('/docs');
  await page
    .getByRole('list', { name: t('layout.filters') })
    .getByRole('listitem')
    .locator('svg')
    .click();
  await settled(page);
  await expect(cards).toHaveCount(4);

  // a link's visit is a visitor's clicks: two visits, one of two clicks
  await openInApp(page, `/d/${ws}/surl/${link.id}/vlog`);
  await settled(page);
  await expect(page.getByText(t('visits.identityLink'))).toBeVisible();
  await expect(cards).toHaveCount(2);
  const clicks = page.getByTestId('visit-card').filter({ hasText: 'Show its events (2)' });
  await expect(clicks).toHaveCount(1);
  await expect(clicks).toContainText('https://example.com/landing');

  // the visitor profiles: the returning visitor first, their profile with both visits
  await openInApp(page, `/d/${ws}/analytics/${site.id}/visitors/detailed`);
  await settled(page);
  const rows = page.getByTestId('visitors-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().locator('td').nth(3)).toHaveText('2');
  await expect(page.getByTestId('visit-pager')).toHaveText('Page 1 of 1 · 3 visitors');
  await page.getByRole('button', { name: t('visits.sortLastSeen') }).click();
  await settled(page);
  await expect(rows.first().locator('td').nth(3)).toHaveText('1');
  await page.getByRole('button', { name: t('visits.sortVisits') }).click();
  await settled(page);
  await rows.first().getByRole('button').click();
  const profile = page.getByTestId('visitor-profile');
  await expect(profile.getByTestId('profile-visits')).toHaveText('2');
  await expect(profile.getByTestId('visit-card')).toHaveCount(2);
  await expect(profile.getByTestId('visit-card').first()).toContainText(returningLabel);
  // the drawer hides the page from assistive technology: wait for it, not for the page's heading
  await expect(profile.locator('[aria-busy="true"]')).toHaveCount(0);
  await fullPageShot(page, join(screenshotDir, 'reports-visitors-profile-light.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);

  // new vs returning: three new visits (three visitors), one returning
  await openInApp(page, `/d/${ws}/analytics/${site.id}/utype`);
  await settled(page);
  await expect(page.getByTestId('utype-new-sessions')).toContainText('3');
  await expect(page.getByTestId('utype-new-visitors')).toContainText('3');
  await expect(page.getByTestId('utype-new-pageviews')).toContainText('4');
  await expect(page.getByTestId('utype-returning-sessions')).toContainText('1');
  await expect(page.getByTestId('utype-returning-pageviews')).toContainText('2');
  await expect(page.getByTestId('utype-returning-bounce_rate')).toContainText('0%');
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(2);
  await shoot('utype-light');
  expect(await seriousViolations(page)).toEqual([]);
  // a row's value filters by it
  await page.getByTestId('report-table').getByRole('button', { name: returningLabel }).click();
  await settled(page);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('utype-new-sessions')).toContainText('0');

  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await openInApp(page, `/d/${ws}/analytics/${site.id}/utype`);
  await shoot('utype-dark');
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/${ws}/analytics/${site.id}/vlog`);
  await settled(page);
  await cards.nth(1).getByRole('button', { name: 'Show its events (3)' }).click();
  await shoot('log-dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();

  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, `/d/${ws}/analytics/${site.id}/utype`);
  await settled(page);
  await expect(page.getByTestId('utype-new-sessions')).toContainText('3');
  await shoot('utype-ar');
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/${ws}/analytics/${site.id}/vlog`);
  await settled(page);
  await expect(cards).toHaveCount(4);
  await shoot('log-ar');
  expect(await seriousViolations(page)).toEqual([]);
  await chooseLanguage(page, 'en');

  expect(problems).toEqual([]);
});
