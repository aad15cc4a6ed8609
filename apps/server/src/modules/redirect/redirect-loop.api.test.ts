import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { links } from '../../db/schema.ts';
import { linksPath, simple } from '../links/link-test-helpers.ts';
import { clickCount, createLink, destinationOf, flushAll, visit } from './redirect-test-helpers.ts';

/**
 * A destination that names this server, however its host is spelled, would
 * send the visitor back to the redirect forever: the editor refuses it, and
 * a link stored with its own short URL anyway answers a page, not a loop.
 */
describe(`redirect: loops (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Loop Owner');
    port = Number(new URL(t.url).port);
  });
  afterAll(() => t?.close());

  /** A non-loopback address of this machine, when it has one (the server listens on it only when HOST allows). */
  const interfaceAddress = () =>
    Object.values(networkInterfaces())
      .flat()
      .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

  it('the editor refuses every spelling of the short host and of the server, on its port', async () => {
    const short = new URL(t.config.shortBaseUrl).hostname;
    const spellings = [
      `http://127.0.0.1:${port}/abc`,
      `http://127.1:${port}/abc`,
      `http://2130706433:${port}/abc`,
      `http://127.0.0.2:${port}/abc`,
      `http://LOCALHOST:${port}/abc`,
      `http://localhost.:${port}/abc`,
      `http://[::1]:${port}/abc`,
      `http://[::ffff:127.0.0.1]:${port}/abc`,
      `http://0.0.0.0:${port}/abc`,
      `http://${short.toUpperCase()}./abc`,
      `https://${short}:443/abc`,
      `http://${short}:80/abc`,
    ];
    const address = interfaceAddress();
    if (address) spellings.push(`http://${address}:${port}/abc`);
    for (const url of spellings) {
      const res = await org.owner.client.post(linksPath(org), simple(url));
      expectError(res, 400, 'VALIDATION_ERROR', 'rules.url');
      expect(res.body.messageKey, url).toBe('validation.url_loop');
    }
    // the expired URL too
    const expired = await org.owner.client.post(
      linksPath(org),
      simple('https://example.com/', { maxClicks: 1, expiredUrl: `http://[::1]:${port}/abc` }),
    );
    expectError(expired, 400, 'VALIDATION_ERROR', 'expiredUrl');
    // another port of this machine is another service, not this server
    const elsewhere = await org.owner.client.post(linksPath(org), simple(`http://127.0.0.1:${port === 1 ? 2 : 1}/abc`));
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });

  it('a link stored with its own short URL as destination answers the loop page and counts nothing', async () => {
    const spellings = (slug: string) => [
      `${t.url}/${slug}`,
      `http://LOCALHOST:${port}/${slug}?utm_source=again`,
      `http://[::1]:${port}/${slug}`,
      `http://2130706433:${port}/${slug}`,
      `http://localhost./${slug}`,
      `${t.url}/${encodeURIComponent(slug).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    ];
    const count = spellings('x').length;
    for (let i = 0; i < count; i++) {
      const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/first' } });
      const url = spellings(link.slug)[i] ?? '';
      // stored as an older release (or an import) could have, past the editor's check
      await t.app.db.db.update(links).set({ rules: { url } }).where(eq(links.id, link.id));
      const res = await visit(t, `/${link.slug}`, { lang: 'fr' });
      expect(res.status, url).toBe(508);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('Ce lien renvoie vers lui-même');
      await flushAll(t);
      expect(await clickCount(t, org, link.id, true)).toBe(0);
    }

    // its expired URL too, once its clicks are spent
    const once = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/once' },
      maxClicks: 1,
      expiredUrl: 'https://example.com/later',
    });
    await t.app.db.db
      .update(links)
      .set({ expiredUrl: `${t.url}/${once.slug}` })
      .where(eq(links.id, once.id));
    expect(await destinationOf(t, `/${once.slug}`)).toBe('https://example.com/once');
    expect((await visit(t, `/${once.slug}`)).status).toBe(508);
  });

  it('another link of the server, or the same slug elsewhere, is no loop', async () => {
    const target = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/end' } });
    const hop = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/first' } });
    await t.app.db.db
      .update(links)
      .set({ rules: { url: `${t.url}/${target.slug}` } })
      .where(eq(links.id, hop.id));
    expect(await destinationOf(t, `/${hop.slug}`)).toBe(`${t.url}/${target.slug}`);
    const same = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/first' } });
    await t.app.db.db
      .update(links)
      .set({ rules: { url: `https://example.com/${same.slug}` } })
      .where(eq(links.id, same.id));
    expect(await destinationOf(t, `/${same.slug}`)).toBe(`https://example.com/${same.slug}`);
  });
});
