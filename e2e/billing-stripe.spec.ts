import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type FakeStripe, fakeStripe } from '../apps/server/test/fake-stripe.ts';
import { fullPageShot, text } from './helpers.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

/**
 * Billing with Stripe: this journey starts a local fake Stripe (its hosted
 * Checkout page completes a setup session with a test card and sends the
 * browser back) and its own server pointed at it (STRIPE_API_BASE), never the
 * internet.
 */
test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '..');
const port = Number(
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString(),
);
const origin = `http://127.0.0.1:${port}`;
test.use({ baseURL: origin });

const SECRET_KEY = 'sk_test_osm5_e2e';
const bt = (path: string) => text('en', 'billing', path);
let server: ChildProcess | undefined;
let stripe: FakeStripe | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stripe = await fakeStripe(SECRET_KEY);
  const dataDir = mkdtempSync(join(root, '.tmp', 'e2e-data', 'billing-stripe-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      TRUSTED_PROXIES: '127.0.0.1',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'apps/web/dist',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      DEFAULT_PLAN: 'free',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_osm5_e2e',
      STRIPE_API_BASE: stripe.url,
    },
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 240_000,
      intervals: [1000],
    })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await stripe?.close();
});

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await fullPageShot(page, test.info().outputPath(`${name}.png`));
};

test('add a card through Stripe Checkout, see it on the overview; the subscription is kept in Stripe', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems = pageProblems(page);
  const { orgId } = await signedInOwner(page, request, 'stripe');

  await page.goto('/settings/billing_overview');
  await expect(page.getByRole('heading', { name: bt('pages.billing_overview.title'), exact: true })).toBeVisible();
  const method = page.getByTestId('payment-method');
  await expect(method.getByTestId('payment-card')).toHaveText(bt('card.none'));
  await shoot(page, 'overview-no-card');

  // Add card → Stripe's page (the fake's) → back on the overview with the session id
  await method.getByRole('button', { name: bt('card.add'), exact: true }).click();
  await expect(method.getByText(bt('card.saved'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/settings/billing_overview`);
  await expect(method.getByTestId('payment-card')).toHaveText('Visa •••• 4242');
  await expect(method.getByText('Expires 12/2034', { exact: true })).toBeVisible();
  await expect(method.getByRole('button', { name: bt('card.change'), exact: true })).toBeVisible();
  const session = [...(stripe?.sessions.values() ?? [])].at(-1);
  expect(session).toMatchObject({ mode: 'setup', status: 'complete' });
  expect(stripe?.seen.some((c) => c.form['invoice_settings[default_payment_method]']?.startsWith('pm_'))).toBe(true);
  await shoot(page, 'overview-card-saved');

  // coming back from a cancelled Checkout says so and changes nothing
  await page.goto('/settings/billing_overview?card=cancelled');
  await expect(method.getByText(bt('card.cancelled'), { exact: true })).toBeVisible();
  await expect(method.getByTestId('payment-card')).toHaveText('Visa •••• 4242');

  // upgrading creates the Stripe subscription
  await postOk(page, `/api/orgs/${orgId}/billing/plan`, { plan: 'pro' });
  expect([...(stripe?.subscriptions.values() ?? [])].at(-1)?.items.data.map((i) => i.price.product)).toEqual([
    'osm5_plan_pro',
  ]);
  expect(problems).toEqual([]);
});
