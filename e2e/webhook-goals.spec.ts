import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fullPageShot, openInApp, screenshotDir, seriousViolations, text } from './helpers.ts';
import { expect, test } from './support/test.ts';
import { pageProblems, postOk, settled, signedInOwner } from './support/workspace.ts';

const hooks = (path: string) => text('en', 'webhooks', path);
/** a visitor's browser (the test browser's own headless agent is a robot's, whose events are dropped) */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** A customer's endpoint: records every POST body, answers 200. */
async function startReceiver() {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push(body);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/conversions`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an endpoint subscribed in the UI to goal conversions receives a visit that reached a goal, and its log shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(screenshotDir, { recursive: true });
  const problems = pageProblems(page);
  const receiver = await startReceiver();
  const shoot = (name: string) => fullPageShot(page, join(screenshotDir, `webhook-goals-${name}.png`));
  const { base } = await signedInOwner(page, request, 'goalhooks');
  const site = await postOk(page, `${base}/sites`, {
    kind: 'web',
    name: 'Converting shop',
    currency: 'EUR',
    timeZone: 'UTC',
    subTimeZone: 'UTC',
    domain: '127.0.0.1',
  });
  const goal = await postOk(page, `${base}/analytics/sites/${site.id}/goals`, {
    kind: 'page',
    name: 'Thank-you page',
    path: '/thanks',
    value: 12,
  });

  // the endpoint takes conversions only
  await openInApp(page, '/settings/api_keys/webhooks');
  await settled(page);
  await page
    .getByRole('button', { name: hooks('create') })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: hooks('form.title') });
  await form.getByLabel(hooks('form.name')).fill('Conversions to CRM');
  await form.getByLabel(hooks('form.url')).fill(receiver.url);
  await form.getByRole('checkbox', { name: hooks('events.link_created') }).uncheck();
  await form.getByRole('checkbox', { name: hooks('events.goal_converted') }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('form');
  await form.getByRole('button', { name: hooks('form.submit') }).click();
  await page
    .getByRole('dialog', { name: hooks('secret.title') })
    .getByRole('button', { name: hooks('secret.done') })
    .click();
  const row = page.getByRole('row').filter({ hasText: 'Conversions to CRM' });
  await expect(row).toContainText(hooks('status.enabled'));

  // a visitor sees a page, then the thank-you page: one conversion, within the 10 s window (and the goal read again)
  for (const path of ['/', '/thanks']) {
    const res = await page.request.post('/api/event', {
      data: { s: site.id, e: 'pageview', u: `https://127.0.0.1${path}`, r: 'https://news.example/a' },
      headers: { 'user-agent': BROWSER },
    });
    expect(res.status(), await res.text()).toBe(202);
    expect(((await res.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
  }
  const converted = () =>
    receiver.received.map((b) => JSON.parse(b)).find((b: { type: string }) => b.type === 'goal.converted');
  await expect.poll(converted, { timeout: 40_000 }).toBeTruthy();
  expect(converted().data).toMatchObject({
    count: 1,
    conversions: [{ goalId: goal.id, goalName: 'Thank-you page', goalKind: 'page', path: '/thanks', value: 12 }],
  });

  // its delivery log shows it delivered
  await row.getByRole('link', { name: 'Conversions to CRM' }).click();
  await settled(page);
  const deliveries = page.getByTestId('webhook-delivery');
  await expect(deliveries).toHaveCount(1);
  await expect(deliveries.first()).toContainText('goal.converted');
  await expect(deliveries.first()).toContainText(hooks('log.status.succeeded'));
  await deliveries.first().click();
  await expect(page.getByText('"goalName": "Thank-you page"')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot('log');

  await receiver.close();
  expect(problems).toEqual([]);
});
