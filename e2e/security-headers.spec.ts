import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotDir } from './helpers.ts';
import { destinationUrl } from './support/destination.ts';
import { UA } from './support/links-editor.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

// Headless Chromium names itself in its user agent, and ingestion drops bots.
test.use({ userAgent: UA.windowsChrome });

/** Every Content-Security-Policy violation the page reports, kept across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return seen;
}

test('the web app, its charts and map, and the server-rendered pages run under their Content-Security-Policy', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(screenshotDir, { recursive: true });
  const violations = await watchViolations(page);
  const problems = pageProblems(page);

  const { ws, base } = await signedInOwner(page, request, 'csp');
  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name: 'CSP shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  const res = await page.request.post('/api/event/batch', {
    data: {
      site: site.id,
      installId: 'visitor-csp',
      events: [{ type: 'pageview', url: 'https://127.0.0.1/', title: 'Home', time: Date.now() - 60_000 }],
    },
    headers: { 'X-Forwarded-For': '81.2.69.160' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);

  // the app's pages: the document carries the policy, and nothing on them is refused
  const app = await page.goto('/d/sbox/default/surl');
  const csp = (await app?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await settled(page);
  for (const path of [
    `/d/${ws}/analytics/${site.id}/audience_overview`,
    `/d/${ws}/analytics/${site.id}/con`,
    '/settings/profile',
  ]) {
    await page.goto(path);
    await settled(page);
  }
  await page.goto(`/d/${ws}/analytics/${site.id}/con`);
  await expect(page.getByTestId('world-map')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'csp-world-map.png') });

  // the redirect's own pages: the password form, then its wrong-password answer, styled by hash
  const locked = await postOk(page, `${base}/links`, {
    kind: 'password_protected',
    rules: { url: destinationUrl('locked') },
    password: 'open sesame 8',
  });
  await page.goto(`/${locked.slug}`);
  const input = page.locator('input[type="password"]');
  await expect(input).toBeVisible();
  // the page's own style applied: the brand colour on the button (a refused <style> would leave it grey)
  await expect(page.locator('button')).toHaveCSS('border-top-left-radius', '10px');
  await input.fill('not the password');
  await page.locator('button').click();
  await expect(page.locator('.error')).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'csp-password-page.png') });
  // the right password: the form's answer redirects to the destination, which the policy must not stop
  await page.locator('input[type="password"]').fill('open sesame 8');
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).toHaveURL(destinationUrl('locked'));
  await expect(page.getByRole('heading', { name: 'Destination /locked' })).toBeVisible();

  // the API reference runs under the app's policy too
  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible();

  expect(violations).toEqual([]);
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
});
