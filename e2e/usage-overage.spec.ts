import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { text } from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { pageProblems, settled } from './support/workspace.ts';

/**
 * The usage report says what happens to tracked events past the plan's limit,
 * as the budget decides (issue 14): refused by default, accepted and billed as
 * extra-events packs once the owner sets a cap with "allow". Its own server,
 * where organisations start on Free (the run's shared one gives Enterprise,
 * which has no limit to pass).
 */
const root = resolve(import.meta.dirname, '..');
const port = Number(
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString(),
);
const origin = `http://127.0.0.1:${port}`;
test.use({ baseURL: origin });

const ut = (path: string) => text('en', 'usage', path);
const bt = (path: string) => text('en', 'billing', path);
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(join(root, '.tmp', 'e2e-data', 'overage-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUSTED_PROXIES: '127.0.0.1',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      DEFAULT_PLAN: 'free',
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

test('the usage report tells what happens past the events limit, as the budget decides', async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems = pageProblems(page);
  const owner = await createVerifiedAccount(request, newAccount('overage'));
  await signIn(page, owner);

  await page.goto('/settings/useage_report');
  await expect(page.getByRole('heading', { name: ut('title') })).toBeVisible();
  const note = page.getByTestId('usage-overage');
  await expect(note).toContainText(ut('overage.blocked'));

  await note.getByRole('link', { name: ut('overage.budget') }).click();
  await expect(page).toHaveURL(/\/settings\/budget$/);
  const cap = page.getByLabel(bt('budgetPage.cap').replace('{{currency}}', 'USD'));
  await expect(cap).toBeVisible();
  await cap.fill('50');
  await page.getByLabel(bt('budgetPage.thresholds')).fill('50, 80, 100');
  await page.getByRole('radio', { name: bt('budgetPage.allow') }).check();
  await page.getByRole('button', { name: text('en', 'ui', 'save') }).click();
  await expect(page.getByText(bt('toast.budgetSaved'), { exact: true })).toBeVisible();

  await page.goto('/settings/useage_report');
  await expect(page.getByRole('heading', { name: ut('title') })).toBeVisible();
  await expect(note).toContainText(ut('overage.allowed').replace('{{pack}}', '100,000'));
  await shoot(page, 'usage-overage-allowed');
  expect(problems).toEqual([]);
});
