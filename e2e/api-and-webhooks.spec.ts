import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fullPageShot, screenshotDir, seriousViolations, text } from './helpers.ts';
import { createLinksKeyInUi } from './support/api-keys.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, settled, signedInOwner } from './support/workspace.ts';

const run = promisify(execFile);
const _keys = (path: string) => text('en', 'apiKeys', path);
const hooks = (path: string) => text('en', 'webhooks', path);
const usage = (path: string) => text('en', 'usage', path);
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A customer's endpoint: records every POST, answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/osm5-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** curl, as a developer would run it: the key and nothing else. */
async function curl(args: string[]): Promise<{ status: number; body: string }> {
  const { stdout } = await run('curl', ['-sS', '-w', '\n%{http_code}', ...args]);
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) };
}

test('an API key made in the UI creates links with curl, a webhook receives them signed, and the usage report counts them', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const receiver = await startReceiver();
  const shoot = (name: string) => fullPageShot(page, join(screenshotDir, `api-and-webhooks-${name}.png`));
  const { orgId, ws } = await signedInOwner(page, request, 'apihooks');

  // a key with the links scopes, its secret read from the reveal
  const secret = await createLinksKeyInUi(page, 'curl');

  const linksUrl = `${baseURL}/api/orgs/${orgId}/workspaces/${ws}/links`;
  const createLink = (slug: string) =>
    curl([
      '-X',
      'POST',
      '-H',
      `Authorization: Bearer ${secret}`,
      '-H',
      'Content-Type: application/json',
      '--data',
      JSON.stringify({ kind: 'simple', rules: { url: `https://example.com/${slug}` }, slug }),
      linksUrl,
    ]);
  const first = await createLink('from-curl');
  expect(first.status, first.body).toBe(200);
  expect(JSON.parse(first.body).data).toMatchObject({ slug: 'from-curl', kind: 'simple' });

  // the webhooks tab: add an endpoint for created links; its secret is shown once
  await page.getByRole('tab', { name: hooks('tabs.webhooks') }).click();
  await expect(page).toHaveURL(/\/settings\/api_keys\/webhooks$/);
  await settled(page);
  await expect(page.getByText(hooks('empty'))).toBeVisible();
  await page
    .getByRole('button', { name: hooks('create') })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: hooks('form.title') });
  await form.getByLabel(hooks('form.name')).fill('Local receiver');
  await form.getByLabel(hooks('form.url')).fill('ftp://nope');
  await form.getByRole('button', { name: hooks('form.submit') }).click();
  await expect(form.getByText(text('en', 'validation', 'url_invalid'))).toBeVisible();
  await form.getByLabel(hooks('form.url')).fill(receiver.url);
  await expect(form.getByRole('checkbox', { name: hooks('events.link_created') })).toBeChecked();
  await form.getByRole('checkbox', { name: hooks('events.link_clicked') }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('form');
  await form.getByRole('button', { name: hooks('form.submit') }).click();
  const shown = page.getByRole('dialog', { name: hooks('secret.title') });
  const signingSecret = (await shown.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(signingSecret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: hooks('secret.done') }).click();
  const row = page.getByRole('row').filter({ hasText: 'Local receiver' });
  await expect(row).toContainText(hooks('status.enabled'));

  // a link made by the script reaches the receiver, signed with that secret
  const second = await createLink('hooked');
  expect(second.status, second.body).toBe(200);
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const got = receiver.received[0];
  const payload = JSON.parse(got?.body ?? '{}');
  expect(payload).toMatchObject({ type: 'link.created', organizationId: orgId, data: { slug: 'hooked' } });
  const signature = String(got?.headers['osm5-signature']);
  const t = /t=(\d+)/.exec(signature)?.[1] ?? '';
  const expected = createHmac('sha256', signingSecret).update(`${t}.${got?.body}`).digest('hex');
  expect(signature).toBe(`t=${t},v1=${expected}`);

  // its delivery log shows it delivered with the receiver's 200; a test ping joins it
  await row.getByRole('link', { name: 'Local receiver' }).click();
  await expect(page).toHaveURL(/\/settings\/api_keys\/webhooks\/[0-9a-f-]{36}$/);
  await settled(page);
  const deliveries = page.getByTestId('webhook-delivery');
  await expect(deliveries).toHaveCount(1);
  await expect(deliveries.first()).toContainText('link.created');
  await expect(deliveries.first()).toContainText(hooks('log.status.succeeded'));
  await expect(page.getByTestId('webhook-delivery-response').first()).toHaveText('200');
  await page.getByRole('button', { name: hooks('actions.test') }).click();
  await expect(page.getByText(hooks('toast.testOk').replace('{{status}}', '200'))).toBeVisible();
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('ping');
  await deliveries.nth(1).click();
  await expect(page.getByText('"slug": "hooked"')).toBeVisible();
  // opened, it lists every attempt: this one, delivered at the first
  const attempts = page.getByTestId('webhook-attempts');
  await expect(attempts.getByTestId('webhook-attempt')).toHaveCount(1);
  await expect(attempts.getByTestId('webhook-attempt').first()).toContainText('200');
  await expect(attempts.getByTestId('webhook-attempt').first()).toContainText(hooks('log.attempts.ok'));
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('log');

  // a visitor's click, then the usage report counts this month's figures
  const click = await curl(['-A', BROWSER, '-o', '/dev/null', `${baseURL}/hooked`]);
  expect(click.status).toBe(302);
  // the click reaches the receiver in a link.clicked batch (within the 10 s window)
  const clickedBody = async () =>
    receiver.received.map((r) => JSON.parse(r.body)).find((b: { type: string }) => b.type === 'link.clicked');
  await expect.poll(clickedBody, { timeout: 30_000 }).toBeTruthy();
  expect((await clickedBody()).data).toMatchObject({ count: 1, clicks: [{ slug: 'hooked', device: 'desktop' }] });
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: text('en', 'layout', 'nav.items.usageReport') })
    .click();
  await expect(page).toHaveURL(/\/settings\/useage_report$/);
  await settled(page);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('usage-total-clicks')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('usage-total-trackedEvents')).toHaveText('1');
  await expect(page.getByTestId('usage-total-newLinks')).toHaveText('2');
  await expect(page.getByTestId('usage-limit-newLinksPerMonth')).toContainText(
    usage('usedUnlimited').replace('{{used}}', '2'),
  );
  await expect(page.getByTestId('usage-workspace')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('usage');
  // the billing overview says the same of an unlimited quantity: "2 (unlimited)", not "2 of Unlimited"
  await page.goto('/settings/billing_overview');
  await expect(page.getByTestId('limit-newLinksPerMonth')).toContainText(
    text('en', 'billing', 'overview.usedUnlimited').replace('{{used}}', '2'),
  );
  const csv = await page.request.get(`/api/orgs/${orgId}/usage.csv`);
  expect((await csv.text()).trim().split('\r\n').at(-1)).toBe(`${new Date().toISOString().slice(0, 10)},1,1,2,0`);

  await receiver.close();
  expect(problems).toEqual([]);
});
