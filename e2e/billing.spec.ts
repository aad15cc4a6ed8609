import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { fullPageShot, openInApp, text } from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { freePlanOrigin } from './support/free-plan.ts';
import { createThroughEditor, editorForm, kindCases, lt } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled } from './support/workspace.ts';

/**
 * Billing with the manual provider, from Free. The run's shared server gives
 * every new organisation Enterprise (DEFAULT_PLAN, so the other journeys have
 * room); this journey runs on the run's second server, where organisations
 * start on Free (support/free-plan.ts).
 */
test.describe.configure({ mode: 'serial' });

test.use({ baseURL: freePlanOrigin });

const bt = (path: string) => text('en', 'billing', path);

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await fullPageShot(page, test.info().outputPath(`${name}.png`));
};

test('upgrade Free to Pro with the manual provider: the limit lifts, the invoice prints, its PDF downloads', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const problems = pageProblems(page);
  const owner = await createVerifiedAccount(request, newAccount('billing'));
  const orgName = `${owner.name}'s organisation`;
  await signIn(page, owner);
  const tenants = (await (await page.request.get('/api/me/tenants')).json()) as {
    data: { sBoxs: { id: string; isDefault: boolean }[] };
  };
  const ws = tenants.data.sBoxs.find((w) => w.isDefault)?.id ?? '';
  const password = kindCases.find((k) => k.kind === 'password_protected');
  if (!password) throw new Error('no password_protected case');

  await test.step('on Free, a password-protected link is refused with the upgrade prompt', async () => {
    await openInApp(page, `/d/sbox/${ws}/new/password_protected`);
    const form = editorForm(page);
    await password.fill(page, form);
    await form.getByRole('button', { name: lt('editor.create') }).click();
    const prompt = page.getByTestId('upgrade-prompt');
    await expect(prompt).toContainText(bt('upgrade.title'));
    await expect(prompt).toContainText(bt('upgrade.fields.password_protected'));
    await expect(page).toHaveURL(/\/new\/password_protected$/);
    await shoot(page, 'billing-upgrade-prompt');
    await prompt.getByRole('link', { name: bt('upgrade.action') }).click();
    await expect(page).toHaveURL(/\/settings\/plans$/);
  });

  await test.step('the plans page compares the plans; Pro is previewed, then confirmed', async () => {
    await expect(page.getByTestId('plan-free')).toContainText(bt('plansPage.current'));
    await shoot(page, 'billing-plans');
    await page
      .getByTestId('plan-pro')
      .getByRole('button', { name: bt('plansPage.upgrade').replace('{{plan}}', bt('plans.pro.name')) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('preview-total')).toHaveText('$29.00');
    await expect(dialog.getByTestId('preview-lines')).toContainText(bt('items.pro'));
    await page.screenshot({ path: test.info().outputPath('billing-plan-preview.png') });
    await dialog.getByRole('button', { name: bt('preview.confirm') }).click();
    await expect(page.getByText(bt('toast.planChanged').replace('{{plan}}', bt('plans.pro.name')))).toBeVisible();
    await expect(page.getByTestId('plan-pro')).toContainText(bt('plansPage.current'));
  });

  await test.step('the overview shows Pro, the next invoice and the open one', async () => {
    await openInApp(page, '/settings/billing_overview');
    await expect(page.getByTestId('current-plan')).toHaveText(bt('plans.pro.name'));
    await expect(page.getByTestId('next-invoice')).toHaveText('$29.00');
    await expect(page.getByTestId('billing-alerts')).toContainText(bt('alerts.invoice_open').replace('{{value}}', '1'));
    await shoot(page, 'billing-overview');
  });

  await test.step('the same link is created now: the limit is lifted', async () => {
    await createThroughEditor(page, ws, password, `billing-${Date.now().toString(36)}`);
  });

  await test.step('the invoice: listed, printable with the organisation, its PDF downloaded, marked paid', async () => {
    await openInApp(page, '/settings/invoices');
    const row = page.getByTestId('invoice-1');
    await expect(row).toContainText('$29.00');
    await expect(row).toContainText(bt('invoiceStatus.open'));
    await shoot(page, 'billing-invoices');
    await row.getByRole('link', { name: bt('invoice.numbered').replace('{{number}}', '1') }).click();
    await expect(page.getByTestId('invoice-customer')).toHaveText(orgName);
    await expect(page.getByTestId('invoice-total')).toContainText('$29.00');
    await shoot(page, 'billing-invoice');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
    expect(download.suggestedFilename()).toBe('invoice-1.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Invoice 1 - ${orgName}`);
    expect(pdf.getSubject()).toBe(orgName);

    await page.getByRole('button', { name: bt('invoicePage.markPaid') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: bt('invoicePage.markPaid') })
      .click();
    await expect(page.getByText(bt('toast.paid'))).toBeVisible();
    await expect(page.getByTestId('invoice-document')).toContainText(bt('invoiceStatus.paid'));
    await openInApp(page, '/settings/payment_history');
    await expect(page.getByTestId('payment-1')).toContainText('$29.00');
    await shoot(page, 'billing-payments');
  });

  await test.step('subscription, add-ons and budget pages', async () => {
    await openInApp(page, '/settings/subscriptions');
    await expect(page.getByTestId('subscription-plan')).toHaveText(bt('plans.pro.name'));
    await shoot(page, 'billing-subscription');
    await openInApp(page, '/settings/addons');
    await expect(page.getByTestId('addon-ai_pro')).toBeVisible();
    await shoot(page, 'billing-addons');
    await openInApp(page, '/settings/budget');
    await expect(page.getByTestId('budget-spent')).toHaveText('$29.00');
    await shoot(page, 'billing-budget');
  });

  // the refused create is the one failed request the journey expects
  expect(problems.filter((p) => !p.includes('status of 402'))).toEqual([]);
});
