import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseOption, fullPageShot, screenshotDir, seriousViolations, text } from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string) => text('en', 'analytics', path);

/**
 * A customer's own website, served by the test on another origin: a page that
 * loads the tracker from OSM5 exactly as the install page says, with a
 * single-page navigation, an outbound link, a download, a custom event and an order.
 */
function customerSite(osm5: string, siteId: string): Server {
  const page = `<!doctype html><html lang="en"><head><title>Home</title>
<script>window.osm5=window.osm5||function(){(osm5.q=osm5.q||[]).push(arguments)};osm5.order=osm5</script>
<script defer src="${osm5}/js/osm5.js" data-site="${siteId}"></script></head>
<body><main><h1>Customer shop</h1>
<button id="spa" onclick="history.pushState({}, '', '/pricing'); document.title = 'Pricing'">Pricing</button>
<button id="signup" onclick="osm5('signup', {plan: 'pro'})">Sign up</button>
<button id="buy" onclick="osm5.order({id: 'A-1042', revenue: 42.5, currency: 'EUR'})">Buy</button>
<a id="out" href="https://partner.example/offer">Partner</a>
<a id="file" href="/files/price-list.pdf">Price list</a>
</main></body></html>`;
  return createServer((req, res) => {
    if (req.url?.startsWith('/files/')) {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="p.pdf"' });
      res.end('%PDF-1.4\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
}

const parisDay = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

const listen = (server: Server) =>
  new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

test('a new user measures a website: adds it, installs the tracker, sees it go live and its visits counted', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const owner = await createVerifiedAccount(request, newAccount('analytics'));
  await signIn(page, owner);
  const tenants = await page.request.get('/api/me/tenants');
  const workspaceId = (
    (await tenants.json()) as { data: { sBoxs: { id: string; isDefault: boolean }[] } }
  ).data.sBoxs.find((w) => w.isDefault)?.id;
  expect(workspaceId).toBeTruthy();

  // the module starts empty, with a way to add a website
  await page.goto(`/d/sbox/${workspaceId}/analytics`);
  await expect(page.getByText(t('list.emptyTitle'))).toBeVisible();
  await page
    .getByRole('link', { name: t('add.web') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/new\/analytics/);
  // the URL changes before the lazily loaded form is there: a label match before it could fill the old page
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('editor.newTitle.web'));
  const name = page.getByRole('textbox', { name: t('editor.name') });

  // the shared rules refuse a short name and an unchosen currency before anything is saved
  await name.fill('abc');
  await page.getByRole('button', { name: t('editor.createWeb') }).click();
  await expect(page.getByText(text('en', 'validation', 'name_length')).first()).toBeVisible();

  await name.fill('Customer shop');
  await page.getByLabel(t('editor.domain'), { exact: false }).first().fill('127.0.0.1');
  const regional = (label: string) => page.getByRole('combobox', { name: text('en', 'ui', label), exact: true });
  await chooseOption(regional('regional.currency'), /^EUR/, { typed: 'EUR' });
  await chooseOption(regional('regional.timeZone'), 'Europe', { exact: true });
  await chooseOption(regional('regional.subTimeZone'), 'Europe/Paris', { typed: 'Paris' });
  await page.getByRole('button', { name: t('editor.createWeb') }).click();

  // the install page waits for the first event
  await expect(page).toHaveURL(/\/view\/analytics\/[0-9a-f-]{36}/);
  const siteId = page.url().match(/analytics\/([0-9a-f-]{36})/)?.[1] ?? '';
  await expect(page.getByTestId('live-check')).toContainText(t('install.waiting'));
  await expect(page.getByText(`data-site="${siteId}"`).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'analytics-install.png'));

  // a visitor browses the customer's site in another tab
  const shop = customerSite(String(baseURL), siteId);
  const port = await listen(shop);
  // a visit ends at the site's local midnight (Europe/Paris here): a run across it makes two
  const firstDay = parisDay();
  let lastDay = firstDay;
  try {
    const visitor = await context.newPage();
    await visitor.route('https://partner.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
    );
    const sent = (kind: string) =>
      visitor.waitForRequest((r) => r.url().endsWith('/api/event') && (r.postData() ?? '').includes(`"e":"${kind}"`));
    const firstView = sent('pageview');
    await visitor.goto(`http://127.0.0.1:${port}/`);
    await firstView;
    const spa = sent('pageview');
    await visitor.locator('#spa').click();
    await spa;
    const custom = sent('custom');
    await visitor.locator('#signup').click();
    await custom;
    const order = sent('ecommerce');
    await visitor.locator('#buy').click();
    await order;
    const download = sent('download');
    const file = visitor.waitForEvent('download');
    await visitor.locator('#file').click();
    await Promise.all([download, file]);
    const outbound = sent('outbound');
    await visitor.locator('#out').click();
    await outbound;
    lastDay = parisDay();

    // the live check turns green on its own
    await page.bringToFront();
    await expect(page.getByTestId('live-check')).toContainText(t('install.receiving'), { timeout: 30_000 });
    await fullPageShot(page, join(screenshotDir, 'analytics-live.png'));
  } finally {
    shop.closeAllConnections();
    shop.close();
  }

  // the overview counts what the visitor did
  await page.getByRole('tab', { name: t('view.overview') }).click();
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/orgs/${await orgIdOf(page)}/workspaces/${workspaceId}/sites/${siteId}/stats`,
        );
        return ((await res.json()) as { data: { totals: Record<string, number> } }).data.totals;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ visitors: 1, visits: firstDay === lastDay ? 1 : 2, pageviews: 2, events: 4, revenue: 42.5 });
  await page.reload();
  await settled(page);
  const overview = page.getByRole('tabpanel');
  await expect(overview.getByText('/pricing')).toBeVisible();
  await expect(overview.getByText('signup')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'analytics-overview.png'));

  // back in the list, the site is active with today's visitor
  await page.goto(`/d/sbox/${workspaceId}/analytics`);
  await settled(page);
  const row = page.getByRole('row', { name: /Customer shop/ });
  await expect(row).toContainText(t('status.active'));
  await expect(row).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'analytics-list.png'));
});

async function orgIdOf(page: Page): Promise<string> {
  const res = await page.request.get('/api/me/tenants');
  return ((await res.json()) as { data: { orgId: string } }).data.orgId;
}
