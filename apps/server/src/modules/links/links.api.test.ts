import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { auditCount, expectError, newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { auditLog, linkDomains, links } from '../../db/schema.ts';
import { createOk, type LinkBody, linksPath, simple } from './link-test-helpers.ts';

describe(`links: create and validate (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let path: string;
  const linkCount = async () =>
    (await t.app.db.db.select({ n: count() }).from(links).where(eq(links.orgId, org.orgId)))[0]?.n;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Link Owner');
    path = linksPath(org);
    // a verified custom domain of the workspace (the domains API is another module's)
    await t.app.db.db.insert(linkDomains).values({
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      hostname: 'go.example.test',
      verificationToken: 'token',
      verifiedAt: new Date(),
    });
  });
  afterAll(() => t?.close());

  /** POSTs a bad body: answers the error and changes nothing. */
  async function refused(body: unknown, status: number, code: string, field: string, message?: string) {
    const [linksBefore, auditBefore] = [await linkCount(), await auditCount(t, org.orgId)];
    const res = await org.owner.client.post(path, body);
    expectError(res, status, code, field);
    if (message) expect(res.body.messageKey ?? res.body.message).toBe(message);
    expect(await linkCount()).toBe(linksBefore);
    expect(await auditCount(t, org.orgId)).toBe(auditBefore);
  }

  it('creates a simple link on the short domain with a generated 7-character base62 slug', async () => {
    const link = await createOk(org.owner.client, path, simple('https://example.com/a', { title: 'First' }));
    expect(link.slug).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(link.domain).toBe(t.config.shortDomain);
    expect(link.shortUrl).toBe(`${t.config.shortBaseUrl}/${link.slug}`);
    expect(link).toMatchObject({
      kind: 'simple',
      rules: { url: 'https://example.com/a' },
      title: 'First',
      status: 'active',
      version: 1,
      starred: false,
      clicks: 0,
      hasPassword: false,
      createdBy: { id: org.owner.id, name: 'Link Owner' },
    });
    const got = await org.owner.client.get<LinkBody>(`${path}/${link.id}`);
    expect(got.body.data).toEqual(link);
  });

  it('draws a different slug for every generated link', async () => {
    const made = await Promise.all(
      Array.from({ length: 25 }, (_, i) => createOk(org.owner.client, path, simple(`https://example.com/${i}`))),
    );
    const slugs = made.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(25);
    for (const s of slugs) expect(s).toMatch(/^[0-9A-Za-z]{7}$/);
  });

  it('refuses destinations that could run script, read files or loop back', async () => {
    await refused(simple(''), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_required');
    await refused({ kind: 'simple', rules: {} }, 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_required');
    await refused(simple('not a url'), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.invalid_url');
    await refused(simple('javascript:alert(1)'), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_scheme');
    await refused(simple('data:text/html,<b>x</b>'), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_scheme');
    await refused(simple('file:///etc/passwd'), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_scheme');
    const short = new URL(t.config.shortBaseUrl).hostname;
    await refused(simple(`http://${short}/abc`), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_loop');
    // every verified custom domain of the instance is ours too
    await refused(simple('https://go.example.test/x'), 400, 'VALIDATION_ERROR', 'rules.url', 'validation.url_loop');
    await refused(
      { rules: { url: 'https://example.com' } },
      400,
      'VALIDATION_ERROR',
      'kind',
      'validation.invalid_link_kind',
    );
  });

  it('checks the rules of each kind', async () => {
    const lang = (languages: Record<string, string>) => ({
      kind: 'language_based',
      rules: { languages, defaultUrl: 'https://example.com' },
    });
    await refused(lang({}), 400, 'VALIDATION_ERROR', 'rules.languages', 'validation.language_links_required');
    await refused(
      lang({ 'not a tag!': 'https://example.com/x' }),
      400,
      'VALIDATION_ERROR',
      'rules.languages.not a tag!',
      'validation.invalid_language',
    );
    await refused(
      lang({ fr: 'javascript:alert(1)' }),
      400,
      'VALIDATION_ERROR',
      'rules.languages.fr',
      'validation.url_scheme',
    );
    const fr = await createOk(org.owner.client, path, lang({ fr: 'https://example.com/fr' }));
    expect(fr.rules).toEqual({ languages: { fr: 'https://example.com/fr' }, defaultUrl: 'https://example.com' });

    await refused(
      { kind: 'rule_based', rules: { rules: [], defaultUrl: 'https://example.com' } },
      400,
      'VALIDATION_ERROR',
      'rules.rules',
      'validation.rules_required',
    );
    await refused(
      {
        kind: 'rule_based',
        rules: { rules: [{ conditions: {}, url: 'https://example.com/a' }], defaultUrl: 'https://example.com' },
      },
      400,
      'VALIDATION_ERROR',
      'rules.rules.0.conditions',
      'validation.rule_condition_required',
    );
    await refused(
      { kind: 'rlsurl', rules: { destinations: [{ url: 'https://example.com/a', weight: 1 }] } },
      400,
      'VALIDATION_ERROR',
      'rules.destinations',
      'validation.rotation_count',
    );
    await refused(
      { kind: 'app_download', rules: { iosUrl: 'https://apps.apple.com/x', androidUrl: 'https://play.google.com/x' } },
      400,
      'VALIDATION_ERROR',
      'rules.fallbackUrl',
      'validation.url_required',
    );
  });

  it('answers a bad IP entry with its own code and the entry as field', async () => {
    const ip = (rules: Record<string, unknown>) => ({
      kind: 'ip_based',
      rules: { url: 'https://example.com', ...rules },
    });
    await refused(
      ip({ allow: ['10.0.0.0/8', '999.1.1.1'] }),
      400,
      'INVALID_ALLOWED_IP',
      'rules.allow.1',
      'An allowed address is not a valid IP address or range.',
    );
    await refused(
      ip({ block: ['nope'] }),
      400,
      'INVALID_REJECTED_IP',
      'rules.block.0',
      'A blocked address is not a valid IP address or range.',
    );
    await refused(ip({}), 400, 'VALIDATION_ERROR', 'rules.allow', 'validation.ip_list_required');
    await refused(
      {
        kind: 'rule_based',
        rules: {
          rules: [{ conditions: { ip: ['x.y'] }, url: 'https://example.com/a' }],
          defaultUrl: 'https://example.com',
        },
      },
      400,
      'INVALID_ALLOWED_IP',
      'rules.rules.0.conditions.ip.0',
    );
    const ok = await createOk(
      org.owner.client,
      path,
      ip({ allow: ['192.168.0.0/16', '2001:db8::1'], block: ['10.1.2.3'] }),
    );
    expect(ok.rules).toMatchObject({ allow: ['192.168.0.0/16', '2001:db8::1'], block: ['10.1.2.3'] });
  });

  it('takes a custom slug once per domain and refuses reserved or malformed ones', async () => {
    const mine = await createOk(org.owner.client, path, simple('https://example.com/s', { slug: 'Spring-Sale' }));
    expect(mine.slug).toBe('Spring-Sale');
    await refused(simple('https://example.com/t', { slug: 'Spring-Sale' }), 409, 'SLUG_TAKEN', 'slug');
    // slugs are unique whatever their case: another case is the same slug (test/hardening/slug-case.api.test.ts)
    await refused(simple('https://example.com/t', { slug: 'spring-sale' }), 409, 'SLUG_TAKEN', 'slug');
    // the same slug on another domain is free
    const custom = await createOk(
      org.owner.client,
      path,
      simple('https://example.com/u', { slug: 'Spring-Sale', domain: 'go.example.test' }),
    );
    expect(custom.shortUrl).toBe('https://go.example.test/Spring-Sale');
    await refused(
      simple('https://example.com/r', { slug: 'api' }),
      400,
      'VALIDATION_ERROR',
      'slug',
      'validation.slug_reserved',
    );
    await refused(
      simple('https://example.com/r', { slug: 'Settings' }),
      400,
      'VALIDATION_ERROR',
      'slug',
      'validation.slug_reserved',
    );
    await refused(
      simple('https://example.com/r', { slug: '-dash' }),
      400,
      'VALIDATION_ERROR',
      'slug',
      'validation.invalid_slug',
    );
    await refused(
      simple('https://example.com/r', { slug: 'a/b' }),
      400,
      'VALIDATION_ERROR',
      'slug',
      'validation.invalid_slug',
    );
    await refused(
      simple('https://example.com/r', { slug: 'x'.repeat(65) }),
      400,
      'VALIDATION_ERROR',
      'slug',
      'validation.slug_too_long',
    );
  });

  it('answers on the workspace default domain, and only on verified domains of the workspace', async () => {
    await refused(
      simple('https://example.com/d', { domain: 'unknown.example.test' }),
      400,
      'VALIDATION_ERROR',
      'domain',
      'validation.domain_not_verified',
    );
    await t.app.db.db.insert(linkDomains).values({
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      hostname: 'pending.example.test',
      verificationToken: 'token',
    });
    await refused(
      simple('https://example.com/d', { domain: 'pending.example.test' }),
      400,
      'VALIDATION_ERROR',
      'domain',
      'validation.domain_not_verified',
    );
    await t.app.db.db.insert(linkDomains).values({
      orgId: org.orgId,
      workspaceId: org.defaultWorkspaceId,
      hostname: 'links.example.test:8080',
      verificationToken: 'token',
      verifiedAt: new Date(),
      isDefault: true,
    });
    const byDefault = await createOk(org.owner.client, path, simple('https://example.com/d', { slug: 'on-default' }));
    expect(byDefault.domain).toBe('links.example.test:8080');
    // a custom domain with a port has no certificate: http
    expect(byDefault.shortUrl).toBe('http://links.example.test:8080/on-default');
    const onShort = await createOk(
      org.owner.client,
      path,
      simple('https://example.com/d', { domain: t.config.shortDomain }),
    );
    expect(onShort.domain).toBe(t.config.shortDomain);
    await t.app.db.db.update(linkDomains).set({ isDefault: false }).where(eq(linkDomains.orgId, org.orgId));

    // a link keeps its domain on edit even when the domain is no longer verified; moving needs a verified one
    await t.app.db.db
      .update(linkDomains)
      .set({ verifiedAt: null })
      .where(eq(linkDomains.hostname, 'links.example.test:8080'));
    const edited = await org.owner.client.put<LinkBody>(
      `${path}/${byDefault.id}`,
      simple('https://example.com/d2', { slug: 'on-default', domain: 'links.example.test:8080' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ domain: 'links.example.test:8080', version: 2 });
    expectError(
      await org.owner.client.put(
        `${path}/${byDefault.id}`,
        simple('https://example.com/d3', { domain: 'pending.example.test' }),
      ),
      400,
      'VALIDATION_ERROR',
      'domain',
    );
  });

  it('requires a password for password-protected links and never returns it', async () => {
    const pp = { kind: 'password_protected', rules: { url: 'https://example.com/secret' } };
    await refused(pp, 400, 'VALIDATION_ERROR', 'password', 'validation.password_required');
    await refused(
      { ...pp, password: 'abc' },
      400,
      'VALIDATION_ERROR',
      'password',
      'validation.link_password_too_short',
    );
    const res = await org.owner.client.post<LinkBody>(path, { ...pp, password: 'open sesame' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.hasPassword).toBe(true);
    expect(res.text).not.toContain('open sesame');
    expect(res.text).not.toContain('argon2');
    const [row] = await t.app.db.db.select().from(links).where(eq(links.id, res.body.data.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const versions = await org.owner.client.get(`${path}/${res.body.data.id}/versions`);
    expect(versions.text).not.toContain('argon2');
  });

  it('finds a link by its slug, preferring the short domain', async () => {
    const found = await org.owner.client.get<LinkBody>(`${path}/by-slug/Spring-Sale`);
    expect(found.body.data.domain).toBe(t.config.shortDomain);
    const onCustom = await org.owner.client.get<LinkBody>(`${path}/by-slug/Spring-Sale?domain=go.example.test`);
    expect(onCustom.body.data.domain).toBe('go.example.test');
    expectError(await org.owner.client.get(`${path}/by-slug/nothing-here`), 404, 'NOT_FOUND');
  });

  it('records the creation in the audit log against the link', async () => {
    const link = await createOk(org.owner.client, path, simple('https://example.com/audited'));
    const rows = await t.app.db.db.select().from(auditLog).where(eq(auditLog.targetId, link.id));
    expect(rows.map((r) => [r.action, r.targetType, r.workspaceId, r.actorId])).toEqual([
      ['surl.create', 'surl', org.defaultWorkspaceId, org.owner.id],
    ]);
  });
});
