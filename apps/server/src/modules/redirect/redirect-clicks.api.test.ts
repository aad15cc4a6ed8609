import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { links } from '../../db/schema.ts';
import { openGeo } from '../../tracking/geo.ts';
import { linksPath } from '../links/link-test-helpers.ts';
import { addClicks } from './redirect.repository.ts';
import { clickCount, clickRows, createLink, destinationOf, flushAll, UA, visit } from './redirect-test-helpers.ts';

/** What a click records, what is counted, and what is not. */
describe(`redirect: clicks (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  const storedClicks = async (id: string) =>
    (await t.app.db.db.select({ clicks: links.clicks }).from(links).where(eq(links.id, id)))[0]?.clicks;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Click Owner');
  });
  afterAll(() => t?.close());

  it('records every field of a click: link, tenant, trigger, visitor, place, language, agent, referrer, channel, UTM, destination', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/dest' } });
    const ip = '5.9.0.1';
    const place = (await openGeo({ warn: () => {} })).lookup(ip);
    const res = await visit(
      t,
      `/${link.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=may&utm_term=shoes&utm_content=top`,
      {
        ip,
        ua: UA.android,
        lang: 'fr-CA,fr;q=0.9,en;q=0.5',
        referer: 'https://mail.google.com/mail/u/0/',
      },
    );
    expect(res.status).toBe(302);
    await flushAll(t);

    const one = async (dimensions: string[]) => {
      const rows = await clickRows(t, org, link.id, dimensions);
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    expect(await one(['workspace_id', 'type', 'trigger'])).toMatchObject({
      workspace_id: org.defaultWorkspaceId,
      type: 'click',
      trigger: 'link',
      events: 1,
    });
    expect(await one(['country', 'region', 'city'])).toMatchObject({
      country: place?.country,
      region: place?.region,
      city: place?.city,
    });
    expect(await one(['language', 'browser', 'browser_version'])).toMatchObject({
      language: 'fr',
      browser: 'chrome',
      browser_version: '124.0.0.0',
    });
    expect(await one(['os', 'os_version', 'device_type'])).toMatchObject({
      os: 'android',
      os_version: '14',
      device_type: 'mobile',
    });
    expect((await one(['device_model']))?.device_model).toContain('Pixel 8');
    expect(await one(['referrer', 'referrer_host', 'channel'])).toMatchObject({
      referrer: 'https://mail.google.com/mail/u/0/',
      referrer_host: 'mail.google.com',
      channel: 'email',
    });
    expect(await one(['utm_source', 'utm_medium', 'utm_campaign'])).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'may',
    });
    expect(await one(['utm_term', 'utm_content', 'destination'])).toMatchObject({
      utm_term: 'shoes',
      utm_content: 'top',
      destination: 'https://example.com/dest',
    });
    // the visitor hash: the same visitor twice is one visitor, another address another one
    await visit(t, `/${link.slug}`, { ip, ua: UA.android });
    await visit(t, `/${link.slug}`, { ip: '5.9.0.2', ua: UA.android });
    await flushAll(t);
    const totals = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: link.id },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events', 'visitors'],
    });
    expect(totals.totals).toMatchObject({ events: 3, visitors: 2 });
    expect(await storedClicks(link.id)).toBe(3);
  });

  it('records the trigger of a QR scan (?r=qr) and a profile button (?r=profile), without passing r on', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/t' } });
    expect(await destinationOf(t, `/${link.slug}?r=qr`)).toBe('https://example.com/t');
    expect(await destinationOf(t, `/${link.slug}?r=profile`)).toBe('https://example.com/t');
    expect(await destinationOf(t, `/${link.slug}?r=qr`)).toBe('https://example.com/t');
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/t');
    await flushAll(t);
    const rows = await clickRows(t, org, link.id, ['trigger']);
    expect(Object.fromEntries(rows.map((r) => [r.trigger, r.events]))).toEqual({ qr: 2, profile: 1, link: 1 });
  });

  it('shows link-preview crawlers the social preview without redirecting; bots are stored as bots and never counted', async () => {
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/secret-destination' },
      title: 'Plain title',
      socialPreview: { title: 'Spring <sale>', description: 'Up to "50%" off', image: 'https://cdn.example.com/s.png' },
    });
    for (const ua of [UA.slackbot, UA.facebook, UA.whatsapp]) {
      const res = await visit(t, `/${link.slug}`, { ua });
      expect(res.status, ua).toBe(200);
      const html = await res.text();
      expect(html).toContain('<meta property="og:title" content="Spring &lt;sale&gt;">');
      expect(html).toContain('<meta property="og:description" content="Up to &quot;50%&quot; off">');
      expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/s.png">');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).not.toContain('secret-destination');
    }
    // without a social preview the title stands in
    const titled = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/x' },
      title: 'Only a title',
    });
    expect(await (await visit(t, `/${titled.slug}`, { ua: UA.slackbot })).text()).toContain(
      '<meta property="og:title" content="Only a title">',
    );
    await visit(t, `/${link.slug}`);
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(1);
    expect(await clickCount(t, org, link.id, true)).toBe(4);
    expect(await storedClicks(link.id)).toBe(1);
  });

  it('redirects curl, scripts and other robots (a search crawler too): stored as bots with their destination, never counted', async () => {
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/for-everyone' },
      socialPreview: { title: 'A card', description: 'Only for previews', image: '' },
    });
    for (const ua of [UA.curl, UA.pythonRequests, UA.googlebot]) {
      const res = await visit(t, `/${link.slug}`, { ua });
      expect(res.status, ua).toBe(302);
      expect(res.headers.get('location'), ua).toBe('https://example.com/for-everyone');
      expect(await res.text()).toBe('');
    }
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(0);
    expect(await storedClicks(link.id)).toBe(0);
    const bots = await clickRows(t, org, link.id, ['device_type', 'destination'], true);
    expect(bots).toContainEqual(
      expect.objectContaining({ device_type: 'bot', destination: 'https://example.com/for-everyone', events: 3 }),
    );

    // a robot takes no click of a limited link: the people's one click is still there after it
    const once = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/once-for-people' },
      maxClicks: 1,
    });
    expect(await destinationOf(t, `/${once.slug}`, { ua: UA.curl })).toBe('https://example.com/once-for-people');
    expect(await destinationOf(t, `/${once.slug}`, { ua: UA.googlebot })).toBe('https://example.com/once-for-people');
    expect(await destinationOf(t, `/${once.slug}`)).toBe('https://example.com/once-for-people');
    expect((await visit(t, `/${once.slug}`)).status).toBe(410);
    expect((await visit(t, `/${once.slug}`, { ua: UA.curl })).status).toBe(410);
    await flushAll(t);
    expect(await storedClicks(once.id)).toBe(1);
  });

  it('does not count HEAD requests', async () => {
    const link = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/h' } });
    expect((await visit(t, `/${link.slug}`, { method: 'HEAD' })).status).toBe(302);
    await flushAll(t);
    expect(await clickCount(t, org, link.id, true)).toBe(0);
    expect(await storedClicks(link.id)).toBe(0);
  });

  it('adds a batch of click totals once, however often it is sent (an attempt that committed but whose answer was lost)', async () => {
    const a = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/batch-a' } });
    const b = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/batch-b' } });
    const batch = new Map([
      [a.id, 3],
      [b.id, 2],
    ]);
    const id = randomUUID();
    expect(await addClicks(t.app.db.db, id, batch)).toBe(true);
    expect(await addClicks(t.app.db.db, id, batch)).toBe(false);
    expect(await addClicks(t.app.db.db, randomUUID(), new Map([[a.id, 1]]))).toBe(true);
    expect(await storedClicks(a.id)).toBe(4);
    expect(await storedClicks(b.id)).toBe(2);
  });

  it('max clicks hold under concurrency: 200 concurrent requests to a link of 50 clicks give exactly 50 redirects', async () => {
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/limited' },
      maxClicks: 50,
      expiredUrl: 'https://example.com/too-late',
    });
    const locations = await Promise.all(
      Array.from({ length: 200 }, () => visit(t, `/${link.slug}`).then((r) => r.headers.get('location'))),
    );
    expect(locations.filter((l) => l === 'https://example.com/limited')).toHaveLength(50);
    expect(locations.filter((l) => l === 'https://example.com/too-late')).toHaveLength(150);
    await flushAll(t);
    expect(await clickCount(t, org, link.id)).toBe(50);
    expect(await storedClicks(link.id)).toBe(50);
    // and it stays expired
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/too-late');
  });

  it('expires by date (the expired page, 410) and by clicks (the expired page without an expired URL)', async () => {
    const past = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/old' },
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const res = await visit(t, `/${past.slug}`, { lang: 'zh-CN' });
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('此链接已过期');

    const once = await createLink(t, org, { kind: 'simple', rules: { url: 'https://example.com/once' }, maxClicks: 1 });
    expect(await destinationOf(t, `/${once.slug}`)).toBe('https://example.com/once');
    expect((await visit(t, `/${once.slug}`)).status).toBe(410);
    await flushAll(t);
    expect(await storedClicks(once.id)).toBe(1);
  });

  it('an inactive link shows the inactive page, and counts nothing', async () => {
    const link = await createLink(t, org, {
      kind: 'simple',
      rules: { url: 'https://example.com/off' },
      status: 'inactive',
    });
    const res = await visit(t, `/${link.slug}`, { lang: 'fr' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Ce lien est en pause');
    await flushAll(t);
    expect(await clickCount(t, org, link.id, true)).toBe(0);
  });

  it('sees an edit at the next request: the cached link is dropped when the links API changes it', async () => {
    const body = { kind: 'simple', rules: { url: 'https://example.com/before' } };
    const link = await createLink(t, org, body);
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/before');
    const put = await org.owner.client.put(`${linksPath(org)}/${link.id}`, {
      ...body,
      slug: link.slug,
      rules: { url: 'https://example.com/after' },
    });
    expect(put.status, put.text).toBe(200);
    expect(await destinationOf(t, `/${link.slug}`)).toBe('https://example.com/after');

    const paused = await org.owner.client.patch(`${linksPath(org)}/${link.id}/status`, { status: 'inactive' });
    expect(paused.status, paused.text).toBe(200);
    expect((await visit(t, `/${link.slug}`)).status).toBe(404);

    // a slug that missed (cached as a miss) answers as soon as a link takes it
    expect((await visit(t, '/fresh-slug-1')).status).not.toBe(302);
    await createLink(t, org, { kind: 'simple', slug: 'fresh-slug-1', rules: { url: 'https://example.com/new' } });
    expect(await destinationOf(t, '/fresh-slug-1')).toBe('https://example.com/new');

    const removed = await org.owner.client.delete(`${linksPath(org)}/${link.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await visit(t, `/${link.slug}`)).status).not.toBe(302);
  });
});
