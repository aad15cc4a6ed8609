import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareTestEnv, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { buildApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { links } from '../../db/schema.ts';
import { linksPath } from '../links/link-test-helpers.ts';
import { createLink, destinationOf, visit } from './redirect-test-helpers.ts';

/**
 * Two instances on the same back ends, as behind a load balancer: an edit made
 * through one is seen by the other's cache, and a click limit holds across
 * both (Redis counter). Server mode only has siblings: PGlite is one process.
 */
async function listening(config: Config): Promise<TestApp> {
  const app: FastifyInstance = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { url: `http://127.0.0.1:${address.port}`, app, config, close: () => app.close() };
}

describe(`redirect across instances (${testMode})`, () => {
  let first: TestApp;
  let sibling: TestApp | null = null;
  let org: Org;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const prepared = await prepareTestEnv();
    cleanup = prepared.cleanup;
    // each instance its own name, so its own spool folder
    first = await listening(loadConfig({ ...prepared.env, INSTANCE_ID: 'first' }));
    if (testMode === 'server') sibling = await listening(loadConfig({ ...prepared.env, INSTANCE_ID: 'sibling' }));
    org = await newOrg(first, 'Instances Owner');
  });
  afterAll(async () => {
    await sibling?.close();
    await first?.close();
    await cleanup?.();
  });

  it("drops a link from every instance's cache when it is edited on one", async () => {
    if (!sibling) {
      expect(first.app.redis).toBeNull();
      return;
    }
    const body = { kind: 'simple', rules: { url: 'https://example.com/v1' } };
    const link = await createLink(first, org, body);
    expect(await destinationOf(sibling, `/${link.slug}`)).toBe('https://example.com/v1');
    expect(await destinationOf(sibling, `/${link.slug}`)).toBe('https://example.com/v1');
    const put = await org.owner.client.put(`${linksPath(org)}/${link.id}`, {
      ...body,
      slug: link.slug,
      rules: { url: 'https://example.com/v2' },
    });
    expect(put.status, put.text).toBe(200);
    // the change travels through Redis pub/sub: give it a moment
    let seen = '';
    for (let i = 0; i < 50 && seen !== 'https://example.com/v2'; i++) {
      seen = await destinationOf(sibling, `/${link.slug}`);
      if (seen !== 'https://example.com/v2') await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe('https://example.com/v2');
  });

  it('holds a click limit across instances: 120 concurrent visits through two instances, 30 redirects', async () => {
    if (!sibling) {
      expect(first.app.redis).toBeNull();
      return;
    }
    const link = await createLink(first, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/limited' },
      maxClicks: 30,
    });
    const instances = [first, sibling];
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => visit(instances[i % 2] as TestApp, `/${link.slug}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 302)).toHaveLength(30);
    expect(statuses.filter((s) => s === 410)).toHaveLength(90);
    await first.app.redirect.counter.flush();
    await sibling.app.redirect.counter.flush();
    const [row] = await first.app.db.db.select({ clicks: links.clicks }).from(links).where(eq(links.id, link.id));
    expect(row?.clicks).toBe(30);
  });
});
