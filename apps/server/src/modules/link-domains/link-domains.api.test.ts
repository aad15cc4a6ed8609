import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DomainVerification, LinkDomainView, ShortDomainView } from '@osm5/shared/schemas/link-domains';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { auditCount, expectError, join, newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';
import { auditLog, links } from '../../db/schema.ts';
import type { LinkChange } from '../../plugins/link-changes.ts';
import { linksPath } from '../links/link-test-helpers.ts';
import { type DnsResponder, startDnsResponder } from './dns-responder.test-helpers.ts';

let t: TestApp;
let dns: DnsResponder;
let web: Server;
let webPort: number;
/** what the local web server answers, per Host header and path (the verification path when no path is given) */
const files = new Map<string, { status: number; body?: string; location?: string }>();
const changes: LinkChange[] = [];
let counter = 0;
/** host names are unique across the instance: each test claims its own */
const host = (label: string) => `${label}-${++counter}-${process.pid}.brand.test`;

beforeAll(async () => {
  dns = await startDnsResponder();
  web = createServer((req, res) => {
    const path = req.url === '/.well-known/osm5-verification' ? '' : (req.url ?? '');
    const file = files.get(`${req.headers.host ?? ''}${path}`);
    if (!file) {
      res.writeHead(404).end('not here');
      return;
    }
    res.writeHead(file.status, file.location ? { location: file.location } : { 'content-type': 'text/plain' });
    res.end(file.body ?? '');
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webPort = (web.address() as AddressInfo).port;
  // the local web server is on 127.0.0.1: allow private addresses here (a test below checks the default refuses them)
  t = await startTestApp({
    env: { DNS_SERVERS: dns.address, SHORT_DOMAIN: 'sho.rt.test', DOMAIN_VERIFY_PRIVATE: 'true' },
  });
  t.app.linkChanges.subscribe((change) => changes.push(change));
});

afterAll(async () => {
  await t?.close();
  await dns?.close();
  await new Promise((resolve) => web?.close(resolve));
});

const base = (org: Org, workspaceId = org.defaultWorkspaceId) =>
  `/api/orgs/${org.orgId}/workspaces/${workspaceId}/domains`;

async function add(org: Org, hostname: string): Promise<LinkDomainView> {
  const res = await org.owner.client.post<{ data: LinkDomainView }>(base(org), { hostname });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const verify = (org: Org, id: string) =>
  org.owner.client.post<{ data: DomainVerification }>(`${base(org)}/${id}/verify`);

describe('adding a domain', () => {
  it('gives the token and both ways to prove control, unverified', async () => {
    const org = await newOrg(t);
    const hostname = host('Go');
    const before = await auditCount(t, org.orgId);
    const domain = await add(org, hostname.toUpperCase());
    expect(domain).toMatchObject({
      hostname: hostname.toLowerCase(),
      verified: false,
      isDefault: false,
      linkCount: 0,
      txtRecordName: `_osm5.${hostname.toLowerCase()}`,
      verificationUrl: `http://${hostname.toLowerCase()}/.well-known/osm5-verification`,
    });
    expect(domain.verificationToken).toMatch(/^osm5-verify-[0-9a-f]{32}$/);
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(list.body.data.items.map((d) => d.id)).toEqual([domain.id]);
    expect(list.body.data.total).toBe(1);
  });

  it('refuses a malformed host name and the product’s own short domain, changing nothing', async () => {
    const org = await newOrg(t);
    const before = await auditCount(t, org.orgId);
    for (const hostname of ['not a host', 'http://x.test/', 'localhost', '-bad.test', '']) {
      expectError(await org.owner.client.post(base(org), { hostname }), 400, 'VALIDATION_ERROR', 'hostname');
    }
    const own = await org.owner.client.post(base(org), { hostname: 'SHO.RT.test' });
    expectError(own, 400, 'VALIDATION_ERROR', 'hostname');
    expect(own.body.messageKey).toBe('domains.errors.own_domain');
    expect(await auditCount(t, org.orgId)).toBe(before);
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a host name any workspace already claimed', async () => {
    const a = await newOrg(t);
    const b = await newOrg(t);
    const hostname = host('shared');
    await add(a, hostname);
    const again = await b.owner.client.post(base(b), { hostname });
    expectError(again, 409, 'CONFLICT', 'hostname');
    expect(again.body.messageKey).toBe('domains.errors.hostname_taken');
    const twice = await a.owner.client.post(base(a), { hostname });
    expectError(twice, 409, 'CONFLICT', 'hostname');
  });

  it('accepts a host with a port', async () => {
    const org = await newOrg(t);
    const domain = await add(org, `${host('port')}:8443`);
    expect(domain.txtRecordName).not.toContain(':');
    expect(domain.verificationUrl).toContain(':8443/.well-known/');
  });
});

describe('verification', () => {
  it('by a TXT record: missing, then wrong, then right', async () => {
    const org = await newOrg(t);
    const hostname = host('txt');
    const domain = await add(org, hostname);

    let res = await verify(org, domain.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ verified: false, dns: 'not_found' });

    dns.setTxt(`_osm5.${hostname}`, ['v=spf1 -all', 'osm5-verify-0000']);
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, dns: 'mismatch' });
    expect(changes.some((c) => c.type === 'domain' && c.hostname === hostname)).toBe(false);

    const before = await auditCount(t, org.orgId);
    dns.setTxt(`_osm5.${hostname}`, ['v=spf1 -all', domain.verificationToken]);
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: true, dns: 'verified' });
    expect(res.body.data.domain.verified).toBe(true);
    expect(res.body.data.domain.verifiedAt).not.toBeNull();
    expect(changes).toContainEqual({ type: 'domain', hostname });
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    const [entry] = await t.app.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.orgId), eq(auditLog.action, 'link_domain.verify')));
    expect(entry?.details).toMatchObject({ hostname, method: 'dns' });

    // a record removed later does not unverify the domain
    dns.setTxt(`_osm5.${hostname}`, []);
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: true, dns: 'not_found' });
  });

  it('by the file at /.well-known/osm5-verification on the host (port included)', async () => {
    const org = await newOrg(t);
    const name = host('file');
    const hostname = `${name}:${webPort}`;
    dns.setA(name, ['127.0.0.1']);
    const domain = await add(org, hostname);

    let res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, http: 'not_found' });

    files.set(hostname, { status: 200, body: 'something else' });
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, http: 'mismatch' });

    files.set(hostname, { status: 200, body: `${domain.verificationToken}\n` });
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: true, http: 'verified', dns: 'not_found' });
  });

  it('follows a redirect on the same host but never to another one', async () => {
    const org = await newOrg(t);
    const name = host('redirect');
    const other = host('elsewhere');
    const hostname = `${name}:${webPort}`;
    const otherHost = `${other}:${webPort}`;
    dns.setA(name, ['127.0.0.1']);
    dns.setA(other, ['127.0.0.1']);
    const domain = await add(org, hostname);

    files.set(hostname, { status: 302, location: `http://${otherHost}/.well-known/osm5-verification` });
    files.set(otherHost, { status: 200, body: domain.verificationToken });
    let res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, http: 'not_found' });

    // a redirect to itself loops until the hop limit: not verified, not an error
    files.set(hostname, { status: 301, location: `http://${hostname}/.well-known/osm5-verification` });
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, http: 'not_found' });

    files.set(hostname, { status: 301, location: '/moved/token.txt' });
    files.set(`${hostname}/moved/token.txt`, { status: 200, body: domain.verificationToken });
    res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: true, http: 'verified' });
  });

  it('by default never fetches from a private or loopback address (no probing of the internal network)', async () => {
    const guarded = await startTestApp({ env: { DNS_SERVERS: dns.address } });
    try {
      const org = await newOrg(guarded);
      const name = host('internal');
      const hostname = `${name}:${webPort}`;
      dns.setA(name, ['127.0.0.1']);
      const res = await org.owner.client.post<{ data: LinkDomainView }>(base(org), { hostname });
      expect(res.status, res.text).toBe(200);
      files.set(hostname, { status: 200, body: res.body.data.verificationToken });
      const verified = await org.owner.client.post<{ data: DomainVerification }>(
        `${base(org)}/${res.body.data.id}/verify`,
      );
      expect(verified.body.data).toMatchObject({ verified: false, http: 'unreachable' });
    } finally {
      await guarded.close();
    }
  });

  it('reports an unreachable host as such', async () => {
    const org = await newOrg(t);
    const name = host('down');
    dns.setA(name, ['127.0.0.1']);
    // nothing listens on port 1
    const domain = await add(org, `${name}:1`);
    const res = await verify(org, domain.id);
    expect(res.body.data).toMatchObject({ verified: false, http: 'unreachable' });
  });
});

async function verified(org: Org, label: string): Promise<LinkDomainView> {
  const hostname = host(label);
  const domain = await add(org, hostname);
  dns.setTxt(`_osm5.${hostname}`, [domain.verificationToken]);
  const res = await verify(org, domain.id);
  expect(res.body.data.verified).toBe(true);
  return res.body.data.domain;
}

describe('default domain', () => {
  it('only a verified domain, and one per workspace', async () => {
    const org = await newOrg(t);
    const pending = await add(org, host('pending'));
    const refused = await org.owner.client.post(`${base(org)}/${pending.id}/default`);
    expectError(refused, 409, 'CONFLICT');
    expect(refused.body.messageKey).toBe('domains.errors.not_verified');

    const first = await verified(org, 'first');
    const second = await verified(org, 'second');
    const made = await org.owner.client.post<{ data: LinkDomainView }>(`${base(org)}/${first.id}/default`);
    expect(made.status, made.text).toBe(200);
    expect(made.body.data.isDefault).toBe(true);
    expect(changes).toContainEqual({ type: 'domain', hostname: first.hostname });

    await org.owner.client.post(`${base(org)}/${second.id}/default`);
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    const defaults = list.body.data.items.filter((d) => d.isDefault).map((d) => d.id);
    expect(defaults).toEqual([second.id]);
  });

  it('the short domain can be made the default again; links made keep their domain', async () => {
    const org = await newOrg(t);
    const short = async () =>
      (await org.owner.client.get<{ data: ShortDomainView }>(`${base(org)}/short-domain`)).body.data;
    const newLinkDomain = async () => {
      const made = await org.owner.client.post<{ data: { domain: string } }>(linksPath(org), {
        kind: 'simple',
        rules: { url: 'https://example.com/where' },
      });
      expect(made.status, made.text).toBe(200);
      return made.body.data.domain;
    };
    expect(await short()).toEqual({ hostname: 'sho.rt.test', isDefault: true });

    const custom = await verified(org, 'custom-default');
    await org.owner.client.post(`${base(org)}/${custom.id}/default`);
    expect(await short()).toEqual({ hostname: 'sho.rt.test', isDefault: false });
    expect(await newLinkDomain()).toBe(custom.hostname);

    const before = await auditCount(t, org.orgId);
    const back = await org.owner.client.post<{ data: ShortDomainView }>(`${base(org)}/short-domain/default`);
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toEqual({ hostname: 'sho.rt.test', isDefault: true });
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    expect(changes).toContainEqual({ type: 'domain', hostname: custom.hostname });
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(list.body.data.items.map((d) => [d.hostname, d.isDefault, d.linkCount])).toEqual([
      [custom.hostname, false, 1],
    ]);
    expect(await newLinkDomain()).toBe('sho.rt.test');

    // already the default: nothing to change, nothing recorded
    const unchanged = await auditCount(t, org.orgId);
    const again = await org.owner.client.post<{ data: ShortDomainView }>(`${base(org)}/short-domain/default`);
    expect(again.body.data.isDefault).toBe(true);
    expect(await auditCount(t, org.orgId)).toBe(unchanged);
  });
});

describe('deleting a domain', () => {
  it('is refused while links use it, with the count; allowed once they are gone', async () => {
    const org = await newOrg(t);
    const domain = await verified(org, 'inuse');
    for (const slug of ['a', 'b']) {
      await t.app.db.db.insert(links).values({
        orgId: org.orgId,
        workspaceId: org.defaultWorkspaceId,
        domain: domain.hostname,
        slug,
        kind: 'simple',
        rules: { url: 'https://example.com' },
      });
    }
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(list.body.data.items[0]?.linkCount).toBe(2);
    const refused = await org.owner.client.delete(`${base(org)}/${domain.id}`);
    expectError(refused, 409, 'CONFLICT');
    expect(refused.body.message).toContain('2 links');

    await t.app.db.db.delete(links).where(eq(links.domain, domain.hostname));
    const before = await auditCount(t, org.orgId);
    const removed = await org.owner.client.delete(`${base(org)}/${domain.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await auditCount(t, org.orgId)).toBe(before + 1);
    expect(changes.filter((c) => c.type === 'domain' && c.hostname === domain.hostname).length).toBeGreaterThan(1);
    const after = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(after.body.data.total).toBe(0);
    // the host name is free again
    await add(org, domain.hostname);
  });
});

describe('tenancy', () => {
  it('another organisation gets 404 on every route; its own workspace id does not help', async () => {
    const org = await newOrg(t);
    const stranger = await newOrg(t);
    const domain = await add(org, host('mine'));
    const c = stranger.owner.client;
    expectError(await c.get(base(org)), 404, 'NOT_FOUND');
    expectError(await c.post(base(org), { hostname: host('x') }), 404, 'NOT_FOUND');
    expectError(await c.post(`${base(org)}/${domain.id}/verify`), 404, 'NOT_FOUND');
    expectError(await c.post(`${base(org)}/${domain.id}/default`), 404, 'NOT_FOUND');
    expectError(await c.delete(`${base(org)}/${domain.id}`), 404, 'NOT_FOUND');
    expectError(await c.get(`${base(org)}/short-domain`), 404, 'NOT_FOUND');
    expectError(await c.post(`${base(org)}/short-domain/default`), 404, 'NOT_FOUND');
    // the id inside the stranger's own workspace path
    const own = base(stranger);
    expectError(await c.post(`${own}/${domain.id}/verify`), 404, 'NOT_FOUND');
    expectError(await c.post(`${own}/${domain.id}/default`), 404, 'NOT_FOUND');
    expectError(await c.delete(`${own}/${domain.id}`), 404, 'NOT_FOUND');
    const list = await org.owner.client.get<PageBody<LinkDomainView>>(base(org));
    expect(list.body.data.total).toBe(1);
  });

  it('a viewer reads but may not change; an editor of links may not either (workspaces:update)', async () => {
    const org = await newOrg(t);
    const domain = await add(org, host('roles'));
    for (const role of ['ORG_VIEWER', 'ORG_EDITOR'] as const) {
      const person = await join(t, org, role);
      const list = await person.client.get<PageBody<LinkDomainView>>(base(org));
      expect(list.status, list.text).toBe(200);
      expect(list.body.data.total).toBe(1);
      expectError(await person.client.post(base(org), { hostname: host('nope') }), 403, 'ACCESS_DENIED');
      expectError(await person.client.post(`${base(org)}/${domain.id}/verify`), 403, 'ACCESS_DENIED');
      expectError(await person.client.post(`${base(org)}/${domain.id}/default`), 403, 'ACCESS_DENIED');
      expectError(await person.client.delete(`${base(org)}/${domain.id}`), 403, 'ACCESS_DENIED');
      const short = await person.client.get<{ data: ShortDomainView }>(`${base(org)}/short-domain`);
      expect(short.status, short.text).toBe(200);
      expectError(await person.client.post(`${base(org)}/short-domain/default`), 403, 'ACCESS_DENIED');
    }
    const viewer = await join(t, org, 'ORG_USER', {
      workspaceId: org.defaultWorkspaceId,
      workspaceRole: 'SBOX_VIEWER',
    });
    expectError(await viewer.client.post(base(org), { hostname: host('nope') }), 403, 'ACCESS_DENIED');
  });
});
