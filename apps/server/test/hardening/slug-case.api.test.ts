import { randomBytes } from 'node:crypto';
import type { ImportPreview } from '@osm5/shared/schemas/link-imports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema.ts';
import { linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { destinationOf } from '../../src/modules/redirect/redirect-test-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, newOrg, type Org } from '../tenancy/fixtures.ts';

/**
 * `ALINK` beside `alink` could both exist and read as the same link. One rule now:
 * a slug is unique per domain whatever its case, a visit finds it in any case,
 * and the bulk import refuses the row that breaks the rule. Link passwords need 8 characters.
 */
describe(`slugs are case-insensitive; link passwords of 8 characters (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  const word = () => `Case${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Slug Owner');
    await t.app.db.db.update(organizations).set({ plan: 'enterprise' }).where(eq(organizations.id, org.orgId));
  });
  afterAll(() => t?.close());

  it('refuses a slug that differs only by case, on create and on edit, and keeps the case typed', async () => {
    const slug = word();
    const first = await org.owner.client.post<{ data: { id: string; slug: string } }>(
      linksPath(org),
      simple('https://example.com/first', { slug }),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.slug).toBe(slug);
    for (const spelling of [slug.toLowerCase(), slug.toUpperCase()]) {
      const clash = await org.owner.client.post(
        linksPath(org),
        simple('https://example.com/second', { slug: spelling }),
      );
      expectError(clash, 409, 'SLUG_TAKEN', 'slug');
    }
    const other = await org.owner.client.post<{ data: { id: string; version: number } }>(
      linksPath(org),
      simple('https://example.com/other', { slug: word() }),
    );
    expect(other.status, other.text).toBe(200);
    const renamed = await org.owner.client.put(`${linksPath(org)}/${other.body.data.id}`, {
      ...simple('https://example.com/other', { slug: slug.toUpperCase() }),
      version: other.body.data.version,
    });
    expectError(renamed, 409, 'SLUG_TAKEN', 'slug');
  });

  it('a visit finds the link in any case, through Fastify and from the cache', async () => {
    const slug = word();
    const created = await org.owner.client.post(linksPath(org), simple('https://example.com/any-case', { slug }));
    expect(created.status, created.text).toBe(200);
    for (const spelling of [slug, slug.toLowerCase(), slug.toUpperCase(), slug.toLowerCase()]) {
      expect(await destinationOf(t, `/${spelling}`)).toBe('https://example.com/any-case');
    }
  });

  it('the bulk import reports the row whose slug is taken in another case, or repeated in the file in another case', async () => {
    const slug = word();
    const created = await org.owner.client.post(linksPath(org), simple('https://example.com/kept', { slug }));
    expect(created.status, created.text).toBe(200);
    const fresh = word();
    const csv = [
      'slug,destination',
      `${slug.toUpperCase()},https://example.com/a`,
      `${fresh},https://example.com/b`,
      `${fresh.toLowerCase()},https://example.com/c`,
      '',
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'links.csv');
    const res = await org.owner.client.postForm<{ data: ImportPreview }>(
      `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/imports/preview`,
      form,
    );
    expect(res.status, res.text).toBe(200);
    const errors = res.body.data.rows.map((r) => r.errors.map((e) => [e.field, e.code, e.message]));
    expect(errors).toEqual([
      [['slug', 'SLUG_TAKEN', 'errors.SLUG_TAKEN']],
      [],
      [['slug', 'SLUG_TAKEN', 'bulkImport.rowErrors.duplicate_in_file']],
    ]);
  });

  it('refuses a link password under 8 characters, accepts 8', async () => {
    const base = { kind: 'password_protected', rules: { url: 'https://example.com/locked' } };
    const short = await org.owner.client.post(linksPath(org), { ...base, password: 'abcdefg' });
    expectError(short, 400, 'VALIDATION_ERROR', 'password');
    expect(short.body).toMatchObject({ messageKey: 'validation.link_password_too_short' });
    const enough = await org.owner.client.post(linksPath(org), { ...base, password: 'abcdefgh' });
    expect(enough.status, enough.text).toBe(200);
  });
});
