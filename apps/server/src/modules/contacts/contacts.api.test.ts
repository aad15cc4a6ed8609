import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, type PageBody, type Person, signUp } from '../../../test/tenancy/fixtures.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { contacts } from '../../db/schema.ts';

interface Contact {
  id: string;
  firstname: string;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  notes: string | null;
  starred: boolean;
  frequentlycontacted: boolean;
  deleted: boolean;
}
type One = { data: Contact };

describe(`contacts (${testMode})`, () => {
  let t: TestApp;
  let me: Person;
  let other: Person;
  const rows = async (userId: string) =>
    (await t.app.db.db.select({ n: count() }).from(contacts).where(eq(contacts.userId, userId)))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await startTestApp();
    [me, other] = await Promise.all([signUp(t, 'Carla Contacts'), signUp(t, 'Otis Other')]);
    await Promise.all([me.client.get('/api/auth/csrf'), other.client.get('/api/auth/csrf')]);
  });
  afterAll(() => t?.close());

  it('adds contacts, refusing bad fields with their message and storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: ' ' }, 'firstname', 'validation.contact_firstname_required'],
      [{ firstname: 'Al', email: 'not-an-address' }, 'email', 'validation.invalid_email'],
      [{ firstname: 'Al', phone: 'call me' }, 'phone', 'validation.contact_phone'],
      [{ firstname: 'Al', image: 'javascript:alert(1)' }, 'image', 'validation.contact_image_url'],
      [{ firstname: 'A\u0000l' }, 'firstname', 'validation.control_characters'],
      [{ firstname: 'Al', notes: 'x'.repeat(2001) }, 'notes', 'validation.contact_notes_length'],
    ];
    for (const [body, field, key] of cases) {
      const response = await me.client.post('/api/me/contacts', body);
      expectError(response, 400, 'VALIDATION_ERROR', field);
      expect(response.body.messageKey, field).toBe(key);
    }
    expect(await rows(me.id)).toBe(0);

    const ada = await me.client.post<One>('/api/me/contacts', {
      firstname: ' Ada ',
      lastname: 'Lovelace',
      email: 'ADA@Example.test',
      phone: '+44 20 7946 0000',
      company: 'Analytical Engines',
      notes: 'Met at the launch.\nPrefers e-mail.',
      starred: true,
    });
    expect(ada.status, ada.text).toBe(200);
    expect(ada.body.data).toMatchObject({
      firstname: 'Ada',
      email: 'ada@example.test',
      starred: true,
      frequentlycontacted: false,
      deleted: false,
    });
    await me.client.post('/api/me/contacts', { firstname: 'Grace', lastname: 'Hopper', frequentlycontacted: true });
    await me.client.post('/api/me/contacts', { firstname: 'Alan', lastname: 'Turing', company: 'Bletchley Park' });
  });

  it('lists, searches and filters, starred first, one page at a time', async () => {
    const all = await me.client.get<PageBody<Contact>>('/api/me/contacts?pageSize=2');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.items.map((c) => c.firstname)).toEqual(['Ada', 'Alan']);
    const page2 = await me.client.get<PageBody<Contact>>('/api/me/contacts?pageSize=2&page=2');
    expect(page2.body.data.items.map((c) => c.firstname)).toEqual(['Grace']);
    const bletchley = await me.client.get<PageBody<Contact>>('/api/me/contacts?q=bletch');
    expect(bletchley.body.data.items.map((c) => c.firstname)).toEqual(['Alan']);
    const percent = await me.client.get<PageBody<Contact>>('/api/me/contacts?q=%25');
    expect(percent.body.data.total).toBe(0);
    expect(
      (await me.client.get<PageBody<Contact>>('/api/me/contacts?view=starred')).body.data.items.map((c) => c.firstname),
    ).toEqual(['Ada']);
    expect(
      (await me.client.get<PageBody<Contact>>('/api/me/contacts?view=frequent')).body.data.items.map(
        (c) => c.firstname,
      ),
    ).toEqual(['Grace']);
    expect((await other.client.get<PageBody<Contact>>('/api/me/contacts')).body.data.total).toBe(0);
    expectError(await createTestClient(t.url).get('/api/me/contacts'), 401, 'INVALID_TOKEN');
  });

  it('edits, stars, bins and restores a contact; removes it for good only from the bin; others get 404', async () => {
    const [alan] = (await me.client.get<PageBody<Contact>>('/api/me/contacts?q=Alan')).body.data.items;
    const id = alan?.id ?? '';
    const starred = await me.client.patch<One>(`/api/me/contacts/${id}`, { starred: true });
    expect(starred.body.data).toMatchObject({ starred: true, company: 'Bletchley Park', frequentlycontacted: false });
    expectError(await me.client.patch(`/api/me/contacts/${id}`, {}), 400, 'VALIDATION_ERROR');
    const cleared = await me.client.patch<One>(`/api/me/contacts/${id}`, { company: '' });
    expect(cleared.body.data.company).toBeNull();

    for (const [method, path, body] of [
      ['get', `/api/me/contacts/${id}`, undefined],
      ['patch', `/api/me/contacts/${id}`, { starred: false }],
      ['post', `/api/me/contacts/${id}/delete`, undefined],
      ['delete', `/api/me/contacts/${id}`, undefined],
    ] as const) {
      const response =
        method === 'get' ? await other.client.get(path) : await other.client[method](path, body as never);
      expectError(response, 404, 'NOT_FOUND');
    }

    const forGoodTooSoon = await me.client.delete(`/api/me/contacts/${id}`);
    expectError(forGoodTooSoon, 400, 'VALIDATION_ERROR', 'contactId');
    expect((await me.client.post<One>(`/api/me/contacts/${id}/delete`)).body.data.deleted).toBe(true);
    const bin = await me.client.get<PageBody<Contact>>('/api/me/contacts?view=deleted');
    expect(bin.body.data.items.map((c) => c.id)).toEqual([id]);
    expect((await me.client.get<PageBody<Contact>>('/api/me/contacts')).body.data.total).toBe(2);
    expect((await me.client.post<One>(`/api/me/contacts/${id}/restore`)).body.data.deleted).toBe(false);
    await me.client.post(`/api/me/contacts/${id}/delete`);
    expect((await me.client.delete(`/api/me/contacts/${id}`)).status).toBe(200);
    expectError(await me.client.get(`/api/me/contacts/${id}`), 404, 'NOT_FOUND');
  });

  it('imports vCard and CSV, skipping known addresses and reporting unreadable entries, and exports both', async () => {
    const vcard = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Johnson;Katherine;;;',
      'EMAIL:kj@nasa.test',
      'TEL:+1 757 864 1000',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Ada Again',
      'EMAIL:ada@example.test',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:;;;;',
      'EMAIL:nobody@example.test',
      'END:VCARD',
    ].join('\r\n');
    const imported = await me.client.post<{ data: Record<string, unknown> }>('/api/me/contacts/import', {
      format: 'vcard',
      content: vcard,
    });
    expect(imported.status, imported.text).toBe(200);
    expect(imported.body.data).toEqual({
      created: 1,
      duplicates: 1,
      rejected: [{ entry: 3, message: 'validation.contact_firstname_required' }],
    });

    const csv = 'First Name,Last Name,E-mail Address\nMargaret,Hamilton,mh@mit.test\nMargaret,Again,MH@mit.test\n';
    const fromCsv = await me.client.post<{ data: Record<string, unknown> }>('/api/me/contacts/import', {
      format: 'csv',
      content: csv,
    });
    expect(fromCsv.body.data).toEqual({ created: 1, duplicates: 1, rejected: [] });
    const none = await me.client.post('/api/me/contacts/import', { format: 'vcard', content: 'hello' });
    expectError(none, 400, 'VALIDATION_ERROR', 'content');
    expect(none.body.messageKey).toBe('validation.contact_import_none_vcard');

    const exported = await fetch(`${t.url}/api/me/contacts/export?format=vcard`, {
      headers: { cookie: `osm5_session=${me.client.cookie('osm5_session')}` },
    });
    expect(exported.headers.get('content-type')).toContain('text/vcard');
    const text = await exported.text();
    expect(text.match(/BEGIN:VCARD/g)).toHaveLength(4);
    expect(text).toContain('N:Johnson;Katherine;;;');
    const csvOut = await fetch(`${t.url}/api/me/contacts/export?format=csv`, {
      headers: { cookie: `osm5_session=${me.client.cookie('osm5_session')}` },
    });
    const bytes = Buffer.from(await csvOut.arrayBuffer());
    // a byte-order mark first, so that spreadsheets read it as UTF-8
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'firstname,lastname,email,phone,company,department,address,notes,image,starred,frequentlycontacted',
    );
    expect(lines).toHaveLength(5);
    expect(await rows(other.id)).toBe(0);
  });
});
