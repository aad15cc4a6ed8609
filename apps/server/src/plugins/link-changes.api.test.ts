import { afterAll, describe, expect, it } from 'vitest';
import { prepareTestEnv, testMode } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { LinkChange } from './link-changes.ts';

const change: LinkChange = {
  type: 'link',
  id: 'b9d7c1e2-1111-4222-8333-944455556666',
  domain: 'go.example.com',
  slug: 'abc',
};

/** The next change that `wanted` accepts: other tests publish on the same Redis channel. */
const nextChange = (subscribe: (fn: (c: LinkChange) => void) => () => void, wanted: (c: LinkChange) => boolean) =>
  new Promise<LinkChange>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no change arrived within 5 s')), 5000);
    const stop = subscribe((c) => {
      if (!wanted(c)) return;
      clearTimeout(timer);
      stop();
      resolve(c);
    });
  });

describe('app.linkChanges', async () => {
  const prepared = await prepareTestEnv();
  const config = loadConfig(prepared.env);
  const first = await buildApp(config);
  // a sibling instance on the same back ends, as behind a load balancer (server mode only: PGlite is single-process)
  const sibling = testMode === 'server' ? await buildApp(config) : null;
  afterAll(async () => {
    await sibling?.close();
    await first.close();
    await prepared.cleanup();
  });

  it('tells the publishing instance at once', async () => {
    const seen: LinkChange[] = [];
    const stop = first.linkChanges.subscribe((c) => seen.push(c));
    await first.linkChanges.publish(change);
    stop();
    expect(seen).toEqual([change]);
  });

  it('reaches every other instance (through Redis in server mode; embedded mode has only one)', async () => {
    if (!sibling) {
      expect(first.redis).toBeNull();
      return;
    }
    const hostname = `${crypto.randomUUID()}.example.com`;
    const arrived = nextChange(sibling.linkChanges.subscribe, (c) => c.type === 'domain' && c.hostname === hostname);
    await first.linkChanges.publish({ type: 'domain', hostname });
    await expect(arrived).resolves.toEqual({ type: 'domain', hostname });
  });
});
