import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { reportKey } from '@osm5/shared/analytics/report-catalogue';
import { oneDayClock } from '../apps/server/test/one-day-clock.ts';
import { pageReports, servesItem } from '../apps/web/src/features/reports/lib/report-nav.ts';
import {
  chooseLanguage,
  chooseOption,
  fullPageShot,
  openInApp,
  screenshotDir,
  seriousViolations,
  text,
} from './helpers.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'reports', path);

/** Four visitors of the site, each with its own way in, and what they did there. */
function visits(siteId: string) {
  const at = oneDayClock('UTC', 12); // a midnight of the site's zone would end a visit
  const page = (url: string, referrer: string, title: string, time: number) => ({
    type: 'pageview',
    url: `https://127.0.0.1${url}`,
    referrer,
    title,
    time,
  });
  return [
    {
      site: siteId,
      installId: 'visitor-a',
      events: [
        page('/pricing?q=plans', 'https://news.example.org/post', 'Pricing', at(12)),
        { type: 'site_search', name: 'plans', url: 'https://127.0.0.1/pricing?q=plans', time: at(11) },
        {
          type: 'custom',
          name: 'signup',
          props: { category: 'account', action: 'create', label: 'pro' },
          url: 'https://127.0.0.1/pricing',
          time: at(10),
        },
        { type: 'outbound', href: 'https://partner.example/offer', url: 'https://127.0.0.1/pricing', time: at(9) },
        { type: 'download', href: 'https://127.0.0.1/files/list.pdf', url: 'https://127.0.0.1/pricing', time: at(8) },
      ],
    },
    {
      site: siteId,
      installId: 'visitor-b',
      events: [
        page('/?utm_source=facebook&utm_campaign=spring', 'https://www.facebook.com/', 'Home', at(9)),
        page('/pricing', '', 'Pricing', at(8)),
      ],
    },
    { site: siteId, installId: 'visitor-c', events: [page('/docs', 'https://www.google.com/', 'Docs', at(7))] },
    {
      site: siteId,
      installId: 'visitor-d',
      events: [
        page(
          '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=analytics',
          'https://www.google.com/',
          'Pricing',
          at(6),
        ),
      ],
    },
  ];
}

test('the detailed reports of a site and of a link show what their visitors did', async ({ page, request }) => {
  test.setTimeout(600_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);

  const { ws, base } = await signedInOwner(page, request, 'reports');

  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name: 'Report shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  const link = await postOk(page, `${base}/links`, {
    kind: 'simple',
    rules: { url: 'https://example.com/landing' },
    title: 'Launch link',
  });

  for (const [i, batch] of visits(site.id).entries()) {
    // two visitors on a phone, for the mobile devices report
    const res = await page.request.post('/api/event/batch', {
      data: batch,
      headers: { 'user-agent': i % 2 ? UA.iphone : UA.windowsChrome },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  // four clicks: from a news site, a social network, a search engine and a paid search ad
  const clicks: [string, string][] = [
    ['', 'https://news.example.org/post'],
    ['', 'https://www.facebook.com/'],
    ['', 'https://www.google.com/'],
    ['?utm_source=google&utm_medium=cpc&utm_campaign=launch&utm_term=analytics', 'https://www.google.com/'],
  ];
  for (const [[query, referer], ua] of clicks.map((c, i) => [c, i % 2 ? UA.iphone : UA.windowsChrome] as const)) {
    const res = await page.request.get(`/${link.slug}${query}`, {
      headers: { 'user-agent': ua, referer },
      maxRedirects: 0,
    });
    expect(res.status()).toBeGreaterThanOrEqual(300);
  }
  // the events are written in batches: wait until both items count them
  const total = async (type: string, id: string, metric: string) => {
    const res = await page.request.get(`${base}/analytics/report`, { params: { route: 'v1', type, id } });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals[metric] ?? 0;
  };
  await expect.poll(() => total('analytics', site.id, 'pageviews'), { timeout: 30_000 }).toBe(5);
  await expect.poll(() => total('surl', link.id, 'clicks'), { timeout: 30_000 }).toBe(4);

  // the site's page leads to its reports
  await openInApp(page, `/d/sbox/${ws}/view/analytics/${site.id}`);
  await page.getByRole('link', { name: t('layout.reports') }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${ws}/analytics/${site.id}/audience_overview`));
  await settled(page);

  const checked: string[] = [];
  for (const type of ['analytics', 'surl'] as const) {
    const id = type === 'analytics' ? site.id : link.id;
    for (const entry of pageReports.filter((e) => servesItem(e, type) && !(type === 'surl' && e.route === 'v1'))) {
      await openInApp(page, `/d/${ws}/${type}/${id}/${entry.route}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        type === 'analytics' ? 'Report shop' : 'Launch link',
      );
      await expect(page.getByText(t(`${reportKey(entry.route)}.help`))).toBeVisible();
      if (entry.kind === 'kpis') {
        await expect(page.getByTestId('kpi-visitors')).toHaveText('4');
      } else if (entry.kind === 'settings') {
        await expect(page.getByText(type === 'analytics' ? '127.0.0.1' : link.slug).first()).toBeVisible();
      } else if (entry.kind === 'ai') {
        // the pinned charts are OSM5GPT's, in the report's layout
        await expect(page.getByText(text('en', 'ai', 'dashboard.emptyTitle'))).toBeVisible();
      } else if (['table', 'series', 'map'].includes(entry.kind)) {
        const numbers = page.getByTestId('report-table').locator('tbody td.MuiTableCell-alignRight');
        await expect
          .soft(numbers.filter({ hasText: /[1-9]/ }).first(), `${type} ${entry.route}`)
          .toBeVisible({ timeout: 5_000 });
      }
      checked.push(`${type}:${entry.route}`);
    }
  }
  expect(checked.length).toBeGreaterThan(60);

  // a link's pages are its destinations; a site's report opened for a link says why it has nothing
  await openInApp(page, `/d/${ws}/surl/${link.id}/site_all`);
  await settled(page);
  await expect(page.getByTestId('report-table')).toContainText('https://example.com/landing');
  await openInApp(page, `/d/${ws}/surl/${link.id}/page_titles`);
  await expect(page.getByText(t('notForLinks.pages'))).toBeVisible();
  await page.getByRole('link', { name: t('notForLinks.overview') }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${ws}/surl/${link.id}/v1`));

  // the link's own page leads to its reports too
  await openInApp(page, `/d/${ws}/surl/${link.id}/v1`);
  await page.getByRole('link', { name: t('layout.reports') }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${ws}/surl/${link.id}/audience_overview`));
  await settled(page);

  // a table value filters the report, and every report after it; the chip takes it off
  await openInApp(page, `/d/${ws}/analytics/${site.id}/channels`);
  await settled(page);
  await page.getByRole('button', { name: t('values.channel.social'), exact: true }).click();
  await settled(page);
  const chips = page.getByRole('list', { name: t('layout.filters') }).getByRole('listitem');
  await expect(chips).toHaveText([`${text('en', 'reports', 'dimensions.channel')}: ${t('values.channel.social')}`]);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: t('browsers.title') }).click();
  await settled(page);
  await expect(page).toHaveURL(/filters=/);
  await expect(chips).toHaveCount(1);
  await chips.first().locator('svg').click();
  await expect(page).not.toHaveURL(/filters=/);

  // an entry page filters by visit: the pages report then lists the pages of the visit that began there
  await openInApp(page, `/d/${ws}/analytics/${site.id}/entry`);
  await settled(page);
  await page.getByTestId('report-table').getByRole('button', { name: '/', exact: true }).click();
  await settled(page);
  await expect(chips).toHaveText([`${text('en', 'reports', 'dimensions.entry_page')}: /`]);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: t('site_all.title'), exact: true }).click();
  await settled(page);
  await expect(chips).toHaveCount(1);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(2);
  await chips.first().locator('svg').click();
  await expect(page).not.toHaveURL(/filters=/);

  // a segment keeps whole visits: the visit from a social network, with both its pages
  await openInApp(page, `/d/${ws}/analytics/${site.id}/site_all`);
  await settled(page);
  await chooseOption(page.getByRole('combobox', { name: t('segments.label') }), t('segments.presets.social'));
  await expect(page).toHaveURL(/segment=/);
  await settled(page);
  await expect(page.getByTestId('report-table').locator('tbody tr')).toHaveCount(2);
  await chooseOption(page.getByRole('combobox', { name: t('segments.label') }), t('segments.all'));
  await expect(page).not.toHaveURL(/segment=/);

  // a metric's header sorts the table, and the CSV is the same report
  await openInApp(page, `/d/${ws}/analytics/${site.id}/site_all`);
  await settled(page);
  const rows = page.getByTestId('report-table').locator('tbody tr');
  await page.getByRole('button', { name: text('en', 'reports', 'metrics.pageviews') }).click();
  await settled(page);
  await expect(rows.first()).toContainText('/pricing');
  await page.getByRole('button', { name: text('en', 'reports', 'metrics.pageviews') }).click();
  await settled(page);
  await expect(rows.last()).toContainText('/pricing');
  const csvHref = await page.getByRole('link', { name: t('layout.exportCsv') }).getAttribute('href');
  const csv = await page.request.get(csvHref ?? '');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('/pricing');

  // the comparison draws the previous period, and a broken query says so
  // the switch follows the address, which changes a moment after the click
  await page.getByLabel(t('layout.compare')).click();
  await expect(page.getByLabel(t('layout.compare'))).toBeChecked();
  await settled(page);
  await expect(page).toHaveURL(/compare=previous/);
  // a site that does not exist, loaded as a typed address: a load, so that waiting for the network to be
  // idle waits for all its failing queries (it does not after a move through the router)
  await page.goto(`/d/${ws}/analytics/00000000-0000-4000-8000-000000000000/browsers`);
  await expect(page.getByText(t('layout.failed'))).toBeVisible();
  // the failed queries above are logged on purpose: every one of them, so wait until none is in flight
  await page.waitForLoadState('networkidle');
  problems.length = 0;

  // pictures: an overview and a table, light, dark and Arabic
  const shoot = async (name: string) => {
    await settled(page);
    await fullPageShot(page, join(screenshotDir, `reports-${name}.png`));
  };
  await openInApp(page, `/d/${ws}/analytics/${site.id}/v1`);
  await shoot('overview-light');
  expect(await seriousViolations(page)).toEqual([]);
  // a report opened from the bottom of the overview starts at its top; back returns near where the overview was left
  const scrollY = () => page.evaluate(() => window.scrollY);
  const lastFullReport = page.getByRole('link', { name: t('layout.fullReport') }).last();
  await lastFullReport.scrollIntoViewIfNeeded();
  const left = await scrollY();
  expect(left).toBeGreaterThan(0);
  await lastFullReport.click();
  await expect(page).not.toHaveURL(/\/v1$/);
  await settled(page);
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await settled(page);
  // (restored as the overview's panels render again, so within a panel's line of it)
  await expect.poll(scrollY).toBeGreaterThan(left - 100);
  // the site's table was sorted by page views above: the link's (no page views) opens unsorted, not refused
  await openInApp(page, `/d/${ws}/surl/${link.id}/search/paid_search?range=7d&compare=previous`);
  await shoot('link-table-light');
  // the tab names the report, then its link
  await expect(page).toHaveTitle(`${text('en', 'reports', 'search_paid_search.title')} · Launch link · OSM5`);
  await expect(page.getByText(t('layout.failed'))).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await shoot('link-table-dark');
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/${ws}/analytics/${site.id}/v1`);
  await shoot('overview-dark');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, `/d/${ws}/analytics/${site.id}/audience_overview?compare=previous&range=30d`);
  await shoot('series-ar');
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/${ws}/surl/${link.id}/search/paid_search`);
  await shoot('link-table-ar');
  await chooseLanguage(page, 'en');

  expect(problems).toEqual([]);
});
