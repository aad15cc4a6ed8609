import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chooseLanguage,
  chooseOption,
  fullPageShot,
  openInApp,
  screenshotDir,
  seriousViolations,
  text,
} from './helpers.ts';
import { createVerifiedAccount, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled, signedInOwner } from './support/workspace.ts';

const t = (path: string) => text('en', 'feedback', path);
/** playwright.config.ts names this address in OPERATOR_EMAILS */
const operatorAccount = { name: 'Otto Operator', email: 'operator@e2e.osm5.test', password: 'operator-password-long' };
// a 1×1 PNG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a user reports a bug with a screenshot, the operator answers and closes it, the user sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const shoot = (p: typeof page, name: string) => fullPageShot(p, join(screenshotDir, `feedback-${name}.png`));
  const { owner } = await signedInOwner(page, request, 'feedback');

  // from the account menu, on the apps page: the page is offered, not sent unless ticked
  await openInApp(page, '/d/apps');
  await settled(page);
  await page.getByRole('button', { name: text('en', 'layout', 'profile.open') }).click();
  await page.getByRole('menuitem', { name: text('en', 'layout', 'profile.reportBug') }).click();
  await expect(page).toHaveURL(/\/settings\/report_bug$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.title.bug'));
  await expect(page.getByText(t('list.empty.mine'))).toBeVisible();
  await expect(page.getByText(/Page: \/d\/apps ·/)).toBeVisible();

  // an empty form says what is missing, and sends nothing
  await page.getByRole('button', { name: t('form.submit.bug') }).click();
  await expect(page.getByText(text('en', 'validation', 'feedback_title_required')).first()).toBeVisible();
  await expect(page.getByText(text('en', 'validation', 'feedback_severity_required')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel(t('form.title')).fill('Countries map stays grey');
  await chooseOption(page.getByLabel(t('form.area')), t('areas.reports'));
  await chooseOption(page.getByLabel(t('form.severity')), t('severities.high'));
  await page.getByLabel(t('form.description')).fill('I open the countries report; the map shows no colour.');
  await page.locator('#feedback-files-bug').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'map.png' })).toBeVisible();
  await page.getByLabel(t('form.shareContext')).check();
  await shoot(page, 'form');
  await page.getByRole('button', { name: t('form.submit.bug') }).click();

  // sent: the thread opens with what was shared and the file
  await expect(page.getByText(t('page.sent.bug'))).toBeVisible();
  const thread = page.getByRole('dialog', { name: 'Countries map stays grey' });
  await expect(thread.getByText('Page: /d/apps')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'map.png' })).toBeVisible();
  await expect(thread.getByText(t('thread.noReplies.mine'))).toBeVisible();
  await shoot(page, 'thread');
  await thread.getByRole('button', { name: t('thread.close') }).click();
  await expect(page.getByRole('button', { name: /Countries map stays grey/ })).toContainText(t('statuses.open'));

  // the operator sees every report, answers and moves it to done
  const operatorPage = await (await browser.newContext()).newPage();
  await createVerifiedAccount(operatorPage.request, operatorAccount);
  await signIn(operatorPage, operatorAccount);
  await operatorPage.goto('/settings/report_bug');
  await settled(operatorPage);
  await expect(operatorPage.getByRole('heading', { name: t('list.title.all') })).toBeVisible();
  await operatorPage.getByRole('button', { name: new RegExp(`Countries map stays grey.*${owner.email}`) }).click();
  const answer = operatorPage.getByRole('dialog', { name: 'Countries map stays grey' });
  await expect(answer.getByText(`From ${owner.name} <${owner.email}>`)).toBeVisible();
  await answer.getByLabel(t('thread.answer')).fill('Thanks, we reproduced it: fixed in the next release.');
  await answer.getByRole('button', { name: t('thread.send') }).click();
  await expect(answer.getByText('Thanks, we reproduced it: fixed in the next release.')).toBeVisible();
  await chooseOption(answer.getByLabel(t('thread.status')), t('statuses.done'));
  await expect(answer.getByText(t('statuses.done')).first()).toBeVisible();
  expect(await seriousViolations(operatorPage)).toEqual([]);
  await shoot(operatorPage, 'operator');
  await operatorPage.context().close();

  // the reporter sees the answer; a closed report takes no follow-up
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: /Countries map stays grey/ }).click();
  await expect(thread.getByText('Thanks, we reproduced it: fixed in the next release.')).toBeVisible();
  await expect(thread.getByText(text('en', 'validation', 'feedback_closed'))).toBeVisible();
  await thread.getByRole('button', { name: t('thread.close') }).click();

  // the suggestion page, in Arabic
  await openInApp(page, '/settings/suggest');
  await chooseLanguage(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'feedback', 'page.title.suggestion'));
  await expect(page.getByText(text('ar', 'feedback', 'list.empty.mine'))).toBeVisible();
  await shoot(page, 'suggest-ar');
  await chooseLanguage(page, 'en');
  expect(problems).toEqual([]);
});
