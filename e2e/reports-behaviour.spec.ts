import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { oneDayClock } from '../apps/server/test/one-day-clock.ts';
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
import { pageProblems, settled, signedInOwner, xsrfHeaders } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'reports', path);

/** Each step's label lies whole inside the flow chart: the outer ones are not cut at its edges, in either direction. */
async function expectStepsInChart(page: Page) {
  const chart = await page.getByTestId('flow-chart').boundingBox();
  const labels = page.getByTestId('flow-step');
  expect(await labels.count()).toBeGreaterThan(1);
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    expect(chart && box).toBeTruthy();
    if (!chart || !box) return;
    expect(box.x).toBeGreaterThanOrEqual(chart.x);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width);
  }
}

/** Four visits of the site, page by page, and the web vitals measured on two of its pages. */
function visits(siteId: string) {
  const at = oneDayClock('UTC', 20); // a midnight of the site's zone would end a visit
  const view = (path: string, time: number) => ({ type: 'pageview', url: `https://127.0.0.1${path}`, time });
  const vital = (path: string, name: string, value: number, time: number) => ({
    type: 'vital',
    url: `https://127.0.0.1${path}`,
    name,
    value,
    time,
  });
  return [
    {
      site: siteId,
      installId: 'flow-a',
      events: [
        view('/', at(20)),
        vital('/', 'LCP', 1800, at(20)),
        vital('/', 'INP', 150, at(20)),
        vital('/', 'CLS', 0.05, at(20)),
        view('/pricing', at(19)),
        vital('/pricing', 'LCP', 5000, at(19)),
        vital('/pricing', 'INP', 250, at(19)),
        view('/signup', at(18)),
      ],
    },
    {
      site: siteId,
      installId: 'flow-b',
      events: [
        view('/', at(15)),
        vital('/', 'LCP', 2000, at(15)),
        view('/pricing', at(14)),
        vital('/pricing', 'LCP', 3000, at(14)),
      ],
    },
    { site: siteId, installId: 'flow-c', events: [view('/', at(12)), view('/docs', at(11))] },
    { site: siteId, installId: 'flow-d', events: [view('/docs', at(10))] },
  ];
}

test('a site’s users flow, page speed and uptime show its visits, vitals and outages', async ({ page, request }) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);

  const { ws, base } = await signedInOwner(page, request, 'behaviour');
  const siteBody = {
    kind: 'web',
    name: 'Flow shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  };
  const created = await page.request.post(`${base}/sites`, { data: siteBody, headers: await xsrfHeaders(page) });
  expect(created.status(), await created.text()).toBe(200);
  const site = ((await created.json()) as { data: { id: string } }).data;
  const linkRes = await page.request.post(`${base}/links`, {
    data: { kind: 'simple', rules: { url: 'https://example.com/landing' }, title: 'Flow link' },
    headers: await xsrfHeaders(page),
  });
  expect(linkRes.status(), await linkRes.text()).toBe(200);
  const link = ((await linkRes.json()) as { data: { id: string } }).data;

  // the visits and vitals come in as the tracker sends them
  for (const batch of visits(site.id)) {
    const res = await page.request.post('/api/event/batch', { data: batch });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const pageviews = async () => {
    const res = await page.request.get(`${base}/analytics/report`, {
      params: { route: 'v1', type: 'analytics', id: site.id },
    });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals.pageviews ?? 0;
  };
  await expect.poll(pageviews, { timeout: 30_000 }).toBe(8);

  // users flow: the sankey's pages say their numbers, the table says the same
  await openInApp(page, `/d/${ws}/analytics/${site.id}/users_flow`);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flow shop');
  const nodes = page.getByTestId('flow-node');
  await expect(nodes).toHaveCount(5);
  await expect(nodes.first()).toHaveAttribute('aria-label', 'Step 1: /, 3 visits, left the site here: 0');
  await expect(page.getByRole('button', { name: 'Step 2: /pricing, 2 visits, left the site here: 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step 3: /signup, 1 visit, left the site here: 1' })).toBeVisible();
  // keyboard: a page takes the focus, shows its tooltip, and Enter keeps its paths lit
  // (a key first, as a keyboard user's last input: focus after a click shows no focus ring nor tooltip)
  await page.keyboard.press('Shift');
  await nodes.first().focus();
  await expect(page.getByRole('tooltip')).toContainText('3 visits, left the site here: 0');
  await page.keyboard.press('Enter');
  await expect(nodes.first()).toHaveAttribute('aria-pressed', 'true');
  const flowRows = page.getByTestId('flow-table').locator('tbody tr');
  await expect(flowRows.first()).toHaveText(['1', '/', '/pricing', '2'].join(''));
  await expect(page.getByTestId('flow-table')).toContainText(`/docs${t('flow.leftSite')}`);
  await expect(page.getByText(t('flow.total').replace('{{visits}}', '4'))).toBeVisible();
  await expectStepsInChart(page);
  // two steps only: step 3 is gone
  await chooseOption(page.getByRole('combobox', { name: t('flow.steps') }), '3');
  await settled(page);
  await fullPageShot(page, join(screenshotDir, 'behaviour-flow-light.png'));
  expect(await seriousViolations(page)).toEqual([]);

  // page speed: each vital's p75 in its band, the band shares, the slowest pages first
  await openInApp(page, `/d/${ws}/analytics/${site.id}/speed`);
  await settled(page);
  await expect(page.getByTestId('vital-LCP-p75')).toHaveText('3 sec');
  await expect(page.getByTestId('vital-LCP')).toContainText(t('vitals.ratings.needs_improvement'));
  await expect(page.getByTestId('vital-LCP-bands')).toContainText('Good: 50% (2)');
  await expect(page.getByTestId('vital-LCP-bands')).toContainText('Poor: 25% (1)');
  await expect(page.getByTestId('vital-INP-p75')).toHaveText('250 ms');
  await expect(page.getByTestId('vital-CLS-p75')).toHaveText('0.05');
  await expect(page.getByTestId('vital-TTFB-p75')).toHaveText('–');
  await expect(page.getByTestId('vital-pages').locator('tbody tr').first()).toContainText('/pricing');
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await settled(page);
  await fullPageShot(page, join(screenshotDir, 'behaviour-speed-dark.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text('en', 'layout', 'mode.toLight') }).click();

  // outage: the monitor is off, and the page says where to turn it on
  await openInApp(page, `/d/${ws}/analytics/${site.id}/outage`);
  await settled(page);
  await expect(page.getByText(t('uptime.monitorOffTitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('uptime.turnOn') })).toHaveAttribute(
    'href',
    `/d/sbox/${ws}/edit/analytics/${site.id}`,
  );
  // on, watching an address the monitor refuses to reach (a private one): its checks fail and an incident opens
  const put = await page.request.put(`${base}/sites/${site.id}`, {
    data: { ...siteBody, uptime: { enabled: true, intervalMinutes: 1, url: 'http://127.0.0.1:9/health' } },
    headers: await xsrfHeaders(page),
  });
  expect(put.status(), await put.text()).toBe(200);
  const checks = async () => {
    const res = await page.request.get(`${base}/analytics/uptime`, { params: { siteId: site.id } });
    return ((await res.json()) as { data?: { checks: number } }).data?.checks ?? 0;
  };
  await expect.poll(checks, { timeout: 60_000, intervals: [2_000] }).toBeGreaterThan(0);
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('uptime-uptime')).toContainText('0%');
  await expect(page.getByTestId('uptime-down-now')).toHaveText(t('uptime.ongoing'));
  const incident = page.getByTestId('incidents').locator('tbody tr');
  await expect(incident).toHaveCount(1);
  await expect(incident.first()).toContainText(t('uptime.ongoingShort'));
  await expect(incident.first()).toContainText('private address refused');
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await settled(page);
  await expect(page.getByTestId('uptime-down-now')).toHaveText(text('ar', 'reports', 'uptime.ongoing'));
  await fullPageShot(page, join(screenshotDir, 'behaviour-outage-ar.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await openInApp(page, `/d/${ws}/analytics/${site.id}/users_flow`);
  await settled(page);
  await expect(page.getByTestId('flow-node')).toHaveCount(5);
  await expectStepsInChart(page);
  await fullPageShot(page, join(screenshotDir, 'behaviour-flow-ar.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await chooseLanguage(page, 'en');

  // a link: its outage page offers to watch its destination; once on, the monitor checks it
  await openInApp(page, `/d/${ws}/surl/${link.id}/outage`);
  await settled(page);
  await expect(page.getByText(t('uptime.linkOffTitle'))).toBeVisible();
  await expect(page.getByText('https://example.com/landing')).toBeVisible();
  await page.getByRole('button', { name: t('uptime.watchLink') }).click();
  await settled(page);
  await expect(page.getByRole('button', { name: t('uptime.stopWatching') })).toBeVisible();
  await expect(page.getByText(/Checking .*https:\/\/example\.com\/landing.* every 5 min/)).toBeVisible();
  const linkChecks = async () => {
    const res = await page.request.get(`${base}/analytics/uptime`, { params: { linkId: link.id } });
    return ((await res.json()) as { data?: { checks: number } }).data?.checks ?? 0;
  };
  // this machine reaches no outside address: the check fails, as a real outage would
  await expect.poll(linkChecks, { timeout: 60_000, intervals: [2_000] }).toBeGreaterThan(0);
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('uptime-checks')).toContainText('1');
  await expect(page.getByTestId('incidents').locator('tbody tr')).toHaveCount(1);
  await fullPageShot(page, join(screenshotDir, 'behaviour-link-outage-light.png'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: t('uptime.stopWatching') }).click();
  await expect(page.getByRole('button', { name: t('uptime.watchLink') })).toBeVisible();
  // its flow and speed belong to sites
  await openInApp(page, `/d/${ws}/surl/${link.id}/users_flow`);
  await expect(page.getByText(t('notForLinks.pages'))).toBeVisible();
  await openInApp(page, `/d/${ws}/surl/${link.id}/speed`);
  await expect(page.getByText(t('notForLinks.vitals'))).toBeVisible();

  expect(problems).toEqual([]);
});
