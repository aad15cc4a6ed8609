import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseLanguage, fullPageShot, openInApp, screenshotDir, seriousViolations, text } from './helpers.ts';
import { freePlanOrigin } from './support/free-plan.ts';
import { UA } from './support/links-editor.ts';
import { clearOfUtcMidnight } from './support/midnight.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome, contextOptions: { reducedMotion: 'reduce' } });

const t = (path: string, language = 'en') => text(language, 'ai', path);
const err = (code: string, language = 'en') => text(language, 'errors', code);

/** Public addresses the bundled DB-IP database places in France, the United Kingdom and Japan. */
const ADDRESSES = ['90.0.0.1', '81.2.69.142', '133.242.0.1'];

/**
 * A site with three visitors today (one from France, who ordered two mugs and a tee), counted by the reports
 * before the test goes on.
 */
async function seededSite(page: Page, base: string, name: string) {
  // "today" must hold the visits sent a minute ago for as long as the journey asks about them
  await clearOfUtcMidnight(180_000, 60_000);
  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name,
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  for (const [i, address] of ADDRESSES.entries()) {
    const res = await page.request.post('/api/event/batch', {
      data: {
        site: site.id,
        installId: `visitor-${i}`,
        events: [
          { type: 'pageview', url: 'https://127.0.0.1/', title: 'Home', time: Date.now() - 60_000 },
          ...(i === 0
            ? [
                {
                  type: 'ecommerce',
                  url: 'https://127.0.0.1/checkout',
                  time: Date.now() - 30_000,
                  order: {
                    id: 'o-1',
                    revenue: 45,
                    items: [
                      { id: 'mug', name: 'Mug', price: 20, quantity: 2 },
                      { id: 'tee', name: 'Tee', price: 5 },
                    ],
                  },
                },
              ]
            : []),
        ],
      },
      headers: { 'X-Forwarded-For': address },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const visitors = async () => {
    const res = await page.request.get(`${base}/analytics/report`, {
      params: { route: 'v1', type: 'analytics', id: site.id },
    });
    return ((await res.json()) as { data?: { totals: Record<string, number> } }).data?.totals.visitors ?? 0;
  };
  await expect.poll(visitors, { timeout: 30_000 }).toBe(3);
  return site;
}

/** Through "new conversation": the analytics application, the site, then the tier. */
async function startConversation(page: Page, ws: string, siteName: string, tier: 'pro' | 'lite', language = 'en') {
  await openInApp(page, `/d/${ws}/app_osm_ai/new`);
  await settled(page);
  await page.getByRole('button', { name: new RegExp(t('apps.analytics', language)) }).click();
  await page
    .getByTestId('ai-item-picker')
    .getByRole('button', { name: new RegExp(siteName) })
    .click();
  await expect(page.getByTestId('ai-chosen-item')).toContainText(siteName);
  await page.getByRole('button', { name: new RegExp(t(`tiers.${tier}.title`, language)) }).click();
  await page.getByRole('button', { name: t('new.start', language) }).click();
  await expect(page).toHaveURL(/\/app_osm_ai\/[^/]+\/view$/);
  await settled(page);
}

/** Asks a question and waits until its answer has finished streaming. */
async function ask(page: Page, question: string, language = 'en') {
  const answers = page.getByTestId('ai-answer');
  const before = await answers.count();
  await page.getByRole('textbox', { name: t('chat.inputLabel', language) }).fill(question);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: t('chat.send', language) })).toBeVisible({ timeout: 30_000 });
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}

test('a Pro conversation answers, refines, pins its chart to the dashboards, and is deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const { ws, base } = await signedInOwner(page, request, 'osm-gpt');
  const site = await seededSite(page, base, 'GPT shop');

  // the AI home: no conversations yet, and an empty dashboard, each offering to start
  await openInApp(page, `/d/${ws}/app_osm_ai`);
  await settled(page);
  await expect(page.getByText(t('sessions.emptyTitle'))).toBeVisible();
  await expect(page.getByText(t('dashboard.emptyTitle'))).toBeVisible();

  await startConversation(page, ws, 'GPT shop', 'pro');
  await expect(page.getByTestId('ai-tier')).toHaveText(t('tiers.pro.title'));
  await expect(page.getByRole('list', { name: t('chat.suggestions') })).toBeVisible();

  // a first question: the number, with the period it understood
  const first = await ask(page, 'how many visitors today?');
  await expect(first.getByTestId('ai-answer-text')).toContainText('3');
  await expect(first.getByTestId('ai-understood')).toContainText(t('understood.range').split(':')[0] ?? '');
  await expect(first.getByTestId('ai-chart-number')).toContainText('3');

  // a follow-up that refines it: France only
  const second = await ask(page, 'and for France only?');
  await expect(second.getByTestId('ai-understood')).toContainText('France');
  await expect(second.getByTestId('ai-chart-number')).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'osm-gpt-chat.png'));

  // pin the refined chart, after confirmation
  await second.getByRole('button', { name: t('chat.addToDashboard') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('chat.addToDashboard') })
    .click();
  await expect(page.getByText(t('chat.added'))).toBeVisible();

  // the saved context: a fact added and shown
  const context = page.getByTestId('ai-context');
  await context.getByRole('textbox', { name: t('context.addLabel') }).fill('Our launch was on 3 March');
  await context.getByRole('button', { name: t('context.add') }).click();
  await expect(context.getByText('Our launch was on 3 March', { exact: true })).toBeVisible();

  // reopened, the conversation reads back from the server, charts re-run
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('ai-answer')).toHaveCount(2);
  await expect(page.getByTestId('ai-answer').last().getByTestId('ai-chart-number')).toContainText('1');

  // a product named as the shop sells it, without quotes: the mugs' own revenue, not the tee's beside them
  const mugs = await ask(page, 'revenue of mugs today');
  await expect(mugs.getByTestId('ai-understood')).toContainText('Mug');
  // the product is said by its filter, not again as a breakdown
  await expect(mugs.getByTestId('ai-understood')).not.toContainText(t('understood.dimensions').split('{{')[0] ?? '');
  await expect(mugs.getByTestId('ai-answer-text')).toContainText('€40.00');
  // the card shows the amount in the site's currency, as the answer's text does
  await expect(mugs.getByTestId('ai-chart-number')).toContainText('€40.00');
  await fullPageShot(page, join(screenshotDir, 'osm-gpt-product.png'));

  // the AI home lists the conversation and the pinned chart, its query run again
  await openInApp(page, `/d/${ws}/app_osm_ai`);
  await settled(page);
  await expect(page.getByTestId('ai-sessions').getByRole('link', { name: /how many visitors today/i })).toBeVisible();
  const pinned = page.getByTestId('ai-pinned-chart');
  await expect(pinned).toHaveCount(1);
  await expect(pinned.getByTestId('ai-chart-number')).toContainText('1');
  // titled by what it shows, not by the follow-up that asked for it, which it still quotes
  await expect(pinned.getByRole('heading', { level: 3 })).toHaveText(text('en', 'reports', 'metrics.visitors'));
  await expect(
    pinned.getByText(t('dashboard.asked').replace('{{question}}', '\u2068and for France only?\u2069')),
  ).toBeVisible();
  await fullPageShot(page, join(screenshotDir, 'osm-gpt-home.png'));

  // and so does the site's ai_dashboard report
  await openInApp(page, `/d/${ws}/analytics/${site.id}/ai_dashboard`);
  await settled(page);
  await expect(page.getByTestId('ai-pinned-chart').getByTestId('ai-chart-number')).toContainText('1');
  await fullPageShot(page, join(screenshotDir, 'osm-gpt-item-dashboard.png'));

  // removed after confirmation: the success message, then the empty state
  await page
    .getByTestId('ai-pinned-chart')
    .getByRole('button', { name: t('dashboard.remove') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('dashboard.remove') })
    .click();
  await expect(page.getByText(t('dashboard.removed'))).toBeVisible();
  await expect(page.getByText(t('dashboard.emptyTitle'))).toBeVisible();

  // the conversation deleted from the list of all conversations, after confirmation
  await openInApp(page, `/d/${ws}/app_osm_ai/messages`);
  await settled(page);
  await page.getByRole('button', { name: /how many visitors today/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('sessions.delete') })
    .click();
  await expect(page.getByText(t('sessions.deleted'))).toBeVisible();
  await expect(page.getByText(t('sessions.emptyTitle'))).toBeVisible();

  // a conversation that does not exist says so, in the spec's words
  await openInApp(page, `/d/${ws}/app_osm_ai/00000000-0000-4000-8000-000000000000/view`);
  await expect(page.getByText(err('AI_SESSION_NOT_FOUND'))).toBeVisible();
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('a Lite conversation answers, refuses "add to dashboard", and ends with a reload', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { ws, base } = await signedInOwner(page, request, 'osm-gpt-lite');
  await seededSite(page, base, 'Lite shop');
  await startConversation(page, ws, 'Lite shop', 'lite');
  await expect(page.getByTestId('ai-lite-note')).toBeVisible();

  const answer = await ask(page, 'how many visitors today?');
  await expect(answer.getByTestId('ai-chart-number')).toContainText('3');
  await answer.getByRole('button', { name: t('chat.addToDashboard') }).click();
  await expect(page.getByText(err('AI_PRO_ONLY'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // nothing was stored: a reload shows the session-expired page with a way to start again
  await page.reload();
  await expect(page.getByText(t('gone.expiredTitle'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('gone.startAgain') })).toBeVisible();
});

test('a conversation in Arabic reads right to left and answers in Arabic', async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(screenshotDir, { recursive: true });
  const { ws, base } = await signedInOwner(page, request, 'osm-gpt-ar');
  await seededSite(page, base, 'Souk');
  await openInApp(page, `/d/${ws}/app_osm_ai`);
  await settled(page);
  await chooseLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await startConversation(page, ws, 'Souk', 'pro', 'ar');
  const answer = await ask(page, 'كم عدد الزوار اليوم؟', 'ar');
  // the written answer and the chips are Arabic; the number is written with the language's digits
  await expect(answer.getByTestId('ai-answer-text')).toContainText(new Intl.NumberFormat('ar').format(3));
  await expect(answer.getByTestId('ai-understood')).toContainText(t('understood.range', 'ar').split(':')[0] ?? '');
  expect(await seriousViolations(page)).toEqual([]);
  await fullPageShot(page, join(screenshotDir, 'osm-gpt-chat-ar.png'));
});

/**
 * On the Free plan Pro is refused (PLAN_LIMIT): the tier is greyed out with the upgrade prompt and Lite
 * carries on. The run's main server makes every organisation Enterprise, so this one runs on its second
 * server, where organisations start on Free (support/free-plan.ts).
 */
test.describe('on the Free plan', () => {
  test.use({ baseURL: freePlanOrigin });

  test('Pro is offered with the upgrade prompt, and a Lite conversation starts instead', async ({ page, request }) => {
    test.setTimeout(240_000);
    const { ws, base } = await signedInOwner(page, request, 'osm-gpt-free');
    await postOk(page, `${base}/sites`, {
      kind: 'web',
      name: 'Free shop',
      currency: 'EUR',
      timeZone: 'UTC',
      subTimeZone: 'UTC',
      domain: '127.0.0.1',
    });
    await openInApp(page, `/d/${ws}/app_osm_ai/new`);
    await settled(page);
    await page.getByRole('button', { name: new RegExp(t('apps.analytics')) }).click();
    await page
      .getByTestId('ai-item-picker')
      .getByRole('button', { name: /Free shop/ })
      .click();
    await page.getByRole('button', { name: t('new.start') }).click();
    const prompt = page.getByTestId('upgrade-prompt');
    await expect(prompt).toContainText(text('en', 'billing', 'upgrade.fields.ai_pro'));
    await expect(page.getByRole('button', { name: new RegExp(t('tiers.pro.title')) })).toBeDisabled();
    await expect(page.getByRole('button', { name: new RegExp(t('tiers.lite.title')) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await fullPageShot(page, join(screenshotDir, 'osm-gpt-free-upgrade.png'));
    await page.getByRole('button', { name: t('new.start') }).click();
    await expect(page).toHaveURL(/\/app_osm_ai\/lite-[^/]+\/view$/);
    await expect(page.getByTestId('ai-tier')).toHaveText(t('tiers.lite.title'));
  });
});
