import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { oneDayClock } from '../apps/server/test/one-day-clock.ts';
import { chooseLanguage, chooseOption, fullPageShot, screenshotDir, seriousViolations, text } from './helpers.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'reports', path);
/** The table is sorted by that column, most first. */
const sortedBy = (table: Locator, column: string) =>
  expect(table.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', 'descending');

test('a goal added through the form counts its conversions, a KPI target shows its progress, a cost sheet gives ROAS, sales are tracked', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));

  const { ws, base } = await signedInOwner(page, request, 'goals');
  await page.request.get('/api/auth/csrf');
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post(`${base}/sites`, {
    data: { kind: 'web', name: 'Goal shop', currency: 'EUR', timeZone: 'UTC', subTimeZone: 'UTC', domain: '127.0.0.1' },
    headers: { 'X-XSRF-TOKEN': token },
  });
  expect(created.status(), await created.text()).toBe(200);
  const site = ((await created.json()) as { data: { id: string } }).data;

  // three visitors: one from a spring campaign reaches /thanks and orders, two leave earlier
  const at = oneDayClock('UTC', 12); // a midnight of the site's zone would end the buyer's visit
  const pageview = (path: string, time: number) => ({ type: 'pageview', url: `https://127.0.0.1${path}`, time });
  const batches = [
    {
      site: site.id,
      installId: 'buyer',
      events: [
        pageview('/?utm_source=newsletter&utm_campaign=spring', at(12)),
        pageview('/thanks', at(11)),
        {
          type: 'ecommerce',
          order: {
            id: 'o-1',
            revenue: 80,
            items: [
              { id: 'mug', name: 'Mug', price: 20, quantity: 3 },
              { id: 'tee', name: 'Tee', price: 20 },
            ],
          },
          url: 'https://127.0.0.1/thanks',
          time: at(10),
        },
      ],
    },
    { site: site.id, installId: 'reader', events: [pageview('/blog', at(9))] },
    { site: site.id, installId: 'visitor', events: [pageview('/', at(8))] },
  ];
  for (const batch of batches) {
    const res = await page.request.post('/api/event/batch', { data: batch });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const visitors = async () => {
    const res = await page.request.get(`${base}/analytics/report`, {
      params: { route: 'v1', type: 'analytics', id: site.id },
    });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals.visitors ?? 0;
  };
  await expect.poll(visitors, { timeout: 30_000 }).toBe(3);

  // an empty overview says how to add a goal, and leads to the form
  const reports = `/d/${ws}/analytics/${site.id}`;
  await page.goto(`${reports}/goals/overview`);
  await settled(page);
  await expect(page.getByText(t('goals.emptyOverview'))).toBeVisible();
  await page
    .getByRole('link', { name: t('goals.add') })
    .first()
    .click();
  await expect(page).toHaveURL(/goals\/add/);
  await settled(page);

  // the form refuses a path without its slash, then adds the goal
  const form = page.getByRole('form', { name: t('goals.form.label') });
  await form.getByLabel(t('goals.form.name')).fill('Thank-you page');
  await form.getByLabel(t('goals.form.path')).fill('thanks');
  await form.getByRole('button', { name: t('goals.form.create') }).click();
  await expect(form.getByText(text('en', 'validation', 'goal_path_invalid')).first()).toBeVisible();
  await form.getByLabel(t('goals.form.path')).fill('/thanks');
  await form.getByLabel(t('goals.form.value')).fill('5');
  await form.getByRole('button', { name: t('goals.form.create') }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank-you page' })).toBeVisible();
  const goals = page.getByRole('list', { name: t('goals.listLabel') });
  await expect(goals.getByRole('listitem')).toHaveCount(1);
  await expect(goals).toContainText('/thanks');
  expect(await seriousViolations(page)).toEqual([]);

  // a second goal, orders of a minimum amount, deleted after its confirmation
  await page.getByRole('button', { name: t('goals.add') }).click();
  await form.getByLabel(t('goals.form.name')).fill('Big orders');
  await chooseOption(form.getByRole('combobox', { name: t('goals.form.kind') }), t('goals.kinds.revenue'));
  await form.getByLabel(t('goals.form.minRevenue')).fill('100');
  await form.getByRole('button', { name: t('goals.form.create') }).click();
  await expect(goals.getByRole('listitem')).toHaveCount(2);
  await expect(goals.getByRole('listitem').filter({ hasText: 'Big orders' })).toContainText('Orders of at least');
  await expect(goals.getByRole('listitem').filter({ hasText: 'Big orders' })).toContainText('€100.00');
  await page.getByRole('button', { name: 'Delete the goal Big orders' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('goals.delete') })
    .click();
  await expect(goals.getByRole('listitem')).toHaveCount(1);

  // the overview counts it: one visit of three, its order's revenue, five euros a conversion
  await page.getByRole('link', { name: t('goals_overview.title') }).click();
  await settled(page);
  const table = page.getByTestId('goals-table');
  await expect(table.getByTestId('goal-conversions')).toHaveText('1');
  await expect(table).toContainText('33.3%');
  await expect(table).toContainText('€80.00');
  await expect(table).toContainText('€5.00');
  await table.getByRole('button', { name: 'Thank-you page' }).click();
  const sources = page.getByRole('table', { name: 'Thank-you page by source and campaign' });
  await expect(sources).toContainText('newsletter');
  await expect(sources.locator('tbody tr')).toHaveCount(1);
  await expect(sources).toContainText('spring');
  // most conversions first; a click on the rate sorts by it
  await sortedBy(sources, t('goals.columns.conversions'));
  await sources.getByRole('button', { name: t('goals.columns.rate') }).click();
  await sortedBy(sources, t('goals.columns.rate'));
  await expect(sources.locator('tbody tr')).toHaveCount(1);
  // the segment of the visits from campaigns: the newsletter's one visit, which converted
  const segments = page.getByRole('combobox', { name: t('segments.label') });
  await chooseOption(segments, t('segments.presets.campaigns'));
  await settled(page);
  await expect(table).toContainText('100%');
  await expect(sources.locator('tbody tr')).toHaveCount(1);
  await chooseOption(segments, t('segments.all'));
  await settled(page);
  await expect(table).toContainText('33.3%');
  expect(await seriousViolations(page)).toEqual([]);
  // choosing a segment scrolled the page: a full-page picture starts from its top, under the fixed app bar
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, join(screenshotDir, 'goals-overview-light.png'));

  // a KPI target: three visitors of twelve this month
  await page.getByRole('link', { name: t('goals_kpi.title') }).click();
  await settled(page);
  await expect(page.getByText(t('goals.kpi.emptyTitle'))).toBeVisible();
  await page.getByRole('button', { name: t('goals.kpi.add') }).click();
  const kpiForm = page.getByRole('form', { name: t('goals.kpi.form.label') });
  await kpiForm.getByLabel(t('goals.kpi.form.target')).fill('12');
  await kpiForm.getByRole('button', { name: t('goals.kpi.form.create') }).click();
  await expect(page.getByTestId('kpi-progress-text')).toHaveText('3 of 12 (25%)');
  await expect(page.getByRole('progressbar', { name: 'Progress of Visitors' })).toHaveAttribute('aria-valuenow', '25');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'goals-kpi-light.png'));

  // ad performance: a cost sheet with a bad row is refused row by row, the fixed one gives ROAS
  await page.getByRole('link', { name: t('ads_source_campaigns.title') }).click();
  await settled(page);
  await expect(page.getByText(t('ads.noCosts'))).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  const sheet = (rows: string[]) => ({
    name: 'costs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['date,source,campaign,cost,clicks', ...rows].join('\n')),
  });
  await page
    .getByTestId('cost-sheet-input')
    .setInputFiles(sheet([`${today},newsletter,spring,40,12`, 'yesterday,x,y,1,']));
  const preview = page.getByTestId('cost-preview');
  await expect(preview.getByRole('alert')).toContainText(
    `Line 3, date: ${text('en', 'validation', 'cost_date_invalid')}`,
  );
  await expect(preview.getByRole('button', { name: t('ads.sheets.import') })).toBeDisabled();
  await page.getByTestId('cost-sheet-input').setInputFiles(sheet([`${today},newsletter,spring,40,12`]));
  await expect(preview).toContainText('costs.csv: 1 row that reads, €40.00 in all.');
  await preview.getByRole('button', { name: t('ads.sheets.import') }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The sheet was imported (1 row).' })).toBeVisible();
  await settled(page);
  const adsRow = page.getByTestId('ads-table').locator('tbody tr').first();
  await expect(adsRow).toContainText('newsletter');
  await expect(adsRow).toContainText('€40.00');
  await expect(page.getByTestId('ads-total-roas')).toHaveText('2');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'ads-light.png'));

  // the sales tracker: one order of €80 from three visits, through the newsletter's spring campaign
  await page.getByRole('link', { name: t('sales.title') }).click();
  await settled(page);
  await expect(page.getByTestId('sales-orders')).toHaveText('1');
  await expect(page.getByTestId('sales-averageOrderValue')).toHaveText('€80.00');
  await expect(page.getByTestId('sales-conversionRate')).toHaveText('33.3%');
  await expect(page.getByTestId('sales-table').locator('tbody tr')).toHaveText([
    /newsletter.*spring.*1.*1.*€80\.00.*100%.*€80\.00/,
  ]);
  const sourcesCsv = page.getByRole('link', { name: `${t('layout.exportCsv')} – ${t('sales.bySource')}` });
  await expect(sourcesCsv).toHaveAttribute('href', /\/sales\.csv\?from=.*sort=revenue&direction=desc/);
  // most revenue first until a column is chosen; a click on a column sorts by it, and the CSV keeps that order
  const salesTable = page.getByTestId('sales-table');
  await sortedBy(salesTable, t('sales.columns.revenue'));
  await salesTable.getByRole('button', { name: t('goals.columns.visitors') }).click();
  await sortedBy(salesTable, t('goals.columns.visitors'));
  await expect(sourcesCsv).toHaveAttribute('href', /sort=visitors&direction=desc/);
  await expect(salesTable.locator('tbody tr')).toHaveText([/newsletter.*spring/]);
  // by product: the order's three mugs and one tee
  await expect(page.getByTestId('sales-products').locator('tbody tr')).toHaveText([
    /Mug.*1.*3.*€60\.00/,
    /Tee.*1.*1.*€20\.00/,
  ]);
  await expect(page.getByRole('link', { name: `${t('layout.exportCsv')} – ${t('sales.byProduct')}` })).toHaveAttribute(
    'href',
    /\/sales\/products\.csv\?from=/,
  );
  // a product filters the tracker: the orders holding it, and its row alone, until its chip is removed
  await page.getByTestId('sales-products').getByRole('button', { name: 'Tee' }).click();
  await settled(page);
  await expect(page.getByTestId('sales-products').locator('tbody tr')).toHaveText([/Tee.*1.*1.*€20\.00/]);
  await expect(page.getByTestId('sales-orders')).toHaveText('1');
  const productChips = page.getByRole('list', { name: t('layout.filters') }).getByRole('listitem');
  await expect(productChips).toHaveCount(1);
  await expect(productChips.first()).toContainText(t('dimensions.product'));
  await productChips.first().locator('svg').click();
  await settled(page);
  await expect(page.getByTestId('sales-products').locator('tbody tr')).toHaveCount(2);
  // a segment narrows the tracker to its visits: the campaign's one visit ordered
  await chooseOption(segments, t('segments.presets.campaigns'));
  await settled(page);
  await expect(page.getByTestId('sales-conversionRate')).toHaveText('100%');
  await expect(page.getByTestId('sales-orders')).toHaveText('1');
  await expect(page.getByRole('link', { name: `${t('layout.exportCsv')} – ${t('sales.byProduct')}` })).toHaveAttribute(
    'href',
    /\/sales\/products\.csv\?.*segment=/,
  );
  // the visits of a page the buyer never read: no order, and the empty state says what to change
  await chooseOption(segments, t('segments.custom'));
  await page.getByRole('textbox', { name: t('segments.value') }).fill('/blog');
  await page.getByRole('button', { name: t('segments.apply') }).click();
  await settled(page);
  await expect(page.getByText(t('sales.emptyTitle'))).toBeVisible();
  await chooseOption(segments, t('segments.all'));
  await settled(page);
  await expect(page.getByTestId('sales-conversionRate')).toHaveText('33.3%');
  // a filter carried from another report keeps the orders that match it, until its chip is removed
  await expect(page.getByText(t('layout.filterHintCarried'))).toBeVisible();
  const phones = JSON.stringify([{ dimension: 'device_type', op: 'eq', value: 'mobile' }]);
  await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}filters=${encodeURIComponent(phones)}`);
  await settled(page);
  await expect(page.getByText(t('sales.emptyTitle'))).toBeVisible();
  const chips = page.getByRole('list', { name: t('layout.filters') }).getByRole('listitem');
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText(t('dimensions.device_type'));
  await chips.first().locator('svg').click();
  await expect(chips).toHaveCount(0);
  // ad performance takes no segment (its costs are per campaign): it says so instead of ignoring it silently
  await chooseOption(segments, t('segments.presets.campaigns'));
  // the choice taken (a busy machine may still be redrawing the list the chip left) before the report is left
  await expect(segments).toHaveText(t('segments.presets.campaigns'));
  await settled(page);
  await page.getByRole('link', { name: t('ads_source_campaigns.title') }).click();
  await settled(page);
  await expect(page.getByTestId('selection-not-applied')).toHaveText(t('layout.selectionNotApplied'));
  await page.getByRole('link', { name: t('sales.title') }).click();
  await settled(page);
  await chooseOption(segments, t('segments.all'));
  await settled(page);
  await settled(page);
  await expect(page.getByTestId('sales-conversionRate')).toHaveText('33.3%');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'sales-light.png'));

  await page.getByRole('button', { name: text('en', 'layout', 'mode.toDark') }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'sales-dark.png'));
  await page.goto(`${reports}/goals/kpi`);
  await settled(page);
  await fullPageShot(page, join(screenshotDir, 'goals-kpi-dark.png'));

  await chooseLanguage(page, 'ar');
  await page.goto(`${reports}/goals/overview`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('columnheader', { name: text('ar', 'reports', 'goals.columns.conversions') }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'goals-overview-dark-ar.png'));
  expect(problems).toEqual([]);
});
