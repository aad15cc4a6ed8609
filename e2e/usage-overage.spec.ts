import type { Page } from '@playwright/test';
import { fullPageShot, openInApp, seriousViolations, text } from './helpers.ts';
import { createVerifiedAccount, newAccount, signIn } from './support/accounts.ts';
import { freePlanOrigin } from './support/free-plan.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled } from './support/workspace.ts';

/**
 * The usage report says what happens to tracked events past the plan's limit,
 * as the budget decides (issue 14): refused by default, accepted and billed as
 * extra-events packs once the owner sets a cap with "allow". On the run's
 * Free-plan server (the main one gives Enterprise, which has no limit to pass).
 */
test.use({ baseURL: freePlanOrigin });

const ut = (path: string) => text('en', 'usage', path);
const bt = (path: string) => text('en', 'billing', path);

const shoot = async (page: Page, name: string) => {
  await settled(page);
  await fullPageShot(page, test.info().outputPath(`${name}.png`));
};

test('the usage report tells what happens past the events limit, as the budget decides', async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems = pageProblems(page);
  const owner = await createVerifiedAccount(request, newAccount('overage'));
  await signIn(page, owner);

  await openInApp(page, '/settings/useage_report');
  await expect(page.getByRole('heading', { name: ut('title') })).toBeVisible();
  // its entry, below the sidebar's fold on a laptop's screen, is scrolled into view and lit
  const entry = page
    .getByRole('navigation', { name: text('en', 'layout', 'nav.label') })
    .getByRole('link', { name: text('en', 'layout', 'nav.items.usageReport') });
  await expect(entry).toHaveClass(/Mui-selected/);
  await expect(entry).toBeInViewport();
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

  // back through the app, not a reload: the saved budget refreshes what the report says
  await openInApp(page, '/settings/useage_report');
  await expect(page.getByRole('heading', { name: ut('title') })).toBeVisible();
  await expect(note).toContainText(ut('overage.allowed').replace('{{pack}}', '100,000'));
  await shoot(page, 'usage-overage-allowed');

  // on a phone the workspaces' table scrolls sideways in its box, which a keyboard can then reach and scroll
  const box = page.getByRole('region', { name: ut('byWorkspace') });
  await expect(page.getByRole('table', { name: ut('byWorkspace') })).toBeVisible();
  await expect(box).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(box).toHaveAttribute('tabindex', '0');
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // and since it scrolls anyway, each heading keeps to one line (the lines its words stand on, counted)
  const headingLines = () =>
    box.evaluate((el) =>
      [...el.querySelectorAll('thead th')].map((th) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size;
      }),
    );
  await expect.poll(headingLines).toEqual(Array((await headingLines()).length).fill(1));
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
