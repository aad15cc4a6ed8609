import { parseContactCsv, toContactCsv } from '@osm5/shared/contacts/contact-csv';
import { parseVcards, toVcards } from '@osm5/shared/contacts/vcard';
import {
  CONTACTS_MAX,
  type Contact,
  type ContactFields,
  type ContactFormat,
  type ContactImportResult,
  type ContactListQuery,
  contactFieldsSchema,
} from '@osm5/shared/schemas/contacts';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  allContacts,
  type ContactRow,
  countContacts,
  findContact,
  insertContacts,
  knownEmails,
  listContacts,
  removeContact,
  updateContact,
} from './contacts.repository.ts';

const view = (row: ContactRow): Contact => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  image: row.image,
  department: row.department,
  company: row.company,
  phone: row.phone,
  email: row.email,
  address: row.address,
  notes: row.notes,
  frequentlycontacted: row.frequentlycontacted,
  starred: row.starred,
  deleted: row.deleted,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listContactsPage(db: Database, userId: string, query: ContactListQuery): Promise<Page<Contact>> {
  const { rows, total } = await listContacts(db, userId, query);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

async function assertRoom(db: Database, userId: string, adding: number) {
  if ((await countContacts(db, userId)) + adding > CONTACTS_MAX) {
    throw new AppError('VALIDATION_ERROR', { field: 'contacts', message: 'validation.contacts_too_many' });
  }
}

export async function createContact(db: Database, userId: string, fields: ContactFields): Promise<Contact> {
  await assertRoom(db, userId, 1);
  const [row] = await insertContacts(db, userId, [fields]);
  if (!row) throw new Error('contact insert returned no row');
  return view(row);
}

export async function getContact(db: Database, userId: string, id: string): Promise<Contact> {
  const row = await findContact(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** Edits, stars, moves to the bin (`deleted: true`) or restores (`deleted: false`). */
export async function changeContact(
  db: Database,
  userId: string,
  id: string,
  values: Partial<ContactFields> & { deleted?: boolean },
): Promise<Contact> {
  const row = await updateContact(db, userId, id, values);
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** Removes a contact for good: only from the bin. */
export async function deleteContactForGood(db: Database, userId: string, id: string): Promise<void> {
  const row = await findContact(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.deleted)
    throw new AppError('VALIDATION_ERROR', { field: 'contactId', message: 'validation.contact_not_in_bin' });
  await removeContact(db, userId, id);
}

/**
 * Adds the file's contacts that are valid and whose e-mail address is not
 * already in the book (nor earlier in the file); reports the others by entry.
 * All or nothing per valid entry set: one insert.
 */
export async function importContacts(
  db: Database,
  userId: string,
  format: ContactFormat,
  content: string,
): Promise<ContactImportResult> {
  const read = format === 'vcard' ? parseVcards(content) : parseContactCsv(content);
  if (read.length === 0) {
    throw new AppError('VALIDATION_ERROR', { field: 'content', message: `validation.contact_import_none_${format}` });
  }
  const rejected: ContactImportResult['rejected'] = [];
  const valid: ContactFields[] = [];
  for (const { entry, fields } of read) {
    const parsed = contactFieldsSchema.safeParse(fields);
    if (parsed.success) valid.push(parsed.data);
    else rejected.push({ entry, message: parsed.error.issues[0]?.message ?? 'validation.invalid' });
  }
  const known = await knownEmails(
    db,
    userId,
    valid.flatMap((c) => (c.email ? [c.email] : [])),
  );
  const fresh: ContactFields[] = [];
  let duplicates = 0;
  for (const contact of valid) {
    if (contact.email && known.has(contact.email)) {
      duplicates++;
      continue;
    }
    if (contact.email) known.add(contact.email);
    fresh.push(contact);
  }
  await assertRoom(db, userId, fresh.length);
  await insertContacts(db, userId, fresh);
  return { created: fresh.length, duplicates, rejected };
}

export async function exportContacts(db: Database, userId: string, format: ContactFormat): Promise<string> {
  const rows = await allContacts(db, userId);
  return format === 'vcard' ? toVcards(rows) : toContactCsv(rows);
}
