import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { links } from '../../src/db/schema.ts';
import {
  clickCount,
  createLink,
  destinationOf,
  flushAll,
  visit,
} from '../../src/modules/redirect/redirect-test-helpers.ts';
import { prepareTestEnv, type TestApp, testMode } from '../harness.ts';
import { newOrg, type Org } from '../tenancy/fixtures.ts';

async function listening(env: Record<string, string | undefined>): Promise<TestApp> {
  const config = loadConfig(env);
  const app: FastifyInstance = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { url: `http://127.0.0.1:${address.port}`, app, config, close: () => app.close() };
}

/**
 * A max-clicks link's total (links.clicks) is written about once a second;
 * after an unclean stop it can be behind the clicks the event store holds, and
 * the link would allow that many extra visits. The next start raises it.
 */
describe(`max-clicks totals reconciled from the stored clicks at start (${testMode})`, () => {
  let env: Record<string, string | undefined>;
  let cleanup: () => Promise<void>;
  let t: TestApp | undefined;
  let org: Org;

  beforeAll(async () => {
    const prepared = await prepareTestEnv();
    env = prepared.env;
    cleanup = prepared.cleanup;
    t = await listening(env);
    org = await newOrg(t, 'Reconcile Owner');
  });
  afterAll(async () => {
    await t?.close();
    await cleanup?.();
  });

  it('a restart after the totals were lost still stops the link at its limit', async () => {
    if (!t) throw new Error('no app');
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/limited' },
      maxClicks: 3,
    });
    const untouched = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/free' },
      maxClicks: 5,
    });
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/limited');
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/limited');
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(2);
    // the stop came before the counter wrote its totals: the stored clicks are there, the total is not
    await t.app.db.db.update(links).set({ clicks: 0 }).where(eq(links.id, link.id));
    await t.close();

    t = await listening(env);
    const [row] = await t.app.db.db.select({ clicks: links.clicks }).from(links).where(eq(links.id, link.id));
    expect(row?.clicks).toBe(2);
    const [free] = await t.app.db.db.select({ clicks: links.clicks }).from(links).where(eq(links.id, untouched.id));
    expect(free?.clicks).toBe(0);
    // the third click is the last one
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/limited');
    for (let i = 0; i < 3; i++) expect((await visit(t, `/${link.slug}`)).status).toBe(410);
  });
});
