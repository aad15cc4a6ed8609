import { parseCsv } from '../links/csv.ts';
import { fromCsvCell, toCsvLine } from '../links/csv-columns.ts';
import type { ContactFieldsInput } from '../schemas/contacts.ts';
import type { ReadContact } from './vcard.ts';

/**
 * Contacts as CSV. The export's columns are the spec's field names; the
 * import also reads the headers that Google, Outlook and Apple write
 * ("First Name", "E-mail Address", "Business Phone"…), in any order and case.
 */
export const contactCsvColumns = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'department',
  'address',
  'notes',
  'image',
  'starred',
  'frequentlycontacted',
] as const;
type Column = (typeof contactCsvColumns)[number];

const aliases: Record<Column, string[]> = {
  firstname: ['firstname', 'first name', 'given name', 'prénom', 'prenom', 'name'],
  lastname: ['lastname', 'last name', 'family name', 'surname', 'nom'],
  email: ['email', 'e-mail', 'e-mail address', 'email address', 'e-mail 1 - value', 'primary email', 'courriel'],
  phone: ['phone', 'mobile phone', 'business phone', 'home phone', 'phone 1 - value', 'telephone', 'téléphone'],
  company: ['company', 'organization', 'organisation', 'organization 1 - name', 'entreprise', 'société'],
  department: ['department', 'organization 1 - department', 'service', 'département'],
  address: ['address', 'business address', 'home address', 'address 1 - formatted', 'adresse'],
  notes: ['notes', 'note'],
  image: ['image', 'photo'],
  starred: ['starred'],
  frequentlycontacted: ['frequentlycontacted'],
};

const columnOf = (header: string): Column | undefined => {
  const h = header.trim().toLowerCase();
  return contactCsvColumns.find((c) => aliases[c].includes(h));
};

/** The header line names the columns; each later line is one contact (entry = its line number). */
export function parseContactCsv(text: string): ReadContact[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const columns = header.cells.map(columnOf);
  return rows
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => {
      const raw: Partial<Record<Column, string>> = {};
      columns.forEach((column, i) => {
        if (column && raw[column] === undefined) raw[column] = fromCsvCell(r.cells[i] ?? '').trim();
      });
      const yes = (v: string | undefined) => /^(1|true|yes|oui)$/i.test(v ?? '');
      const fields: ContactFieldsInput = {
        firstname: raw.firstname ?? '',
        lastname: raw.lastname ?? '',
        email: raw.email ?? '',
        phone: raw.phone ?? '',
        company: raw.company ?? '',
        department: raw.department ?? '',
        address: raw.address ?? '',
        notes: raw.notes ?? '',
        image: raw.image ?? '',
        starred: yes(raw.starred),
        frequentlycontacted: yes(raw.frequentlycontacted),
      };
      return { entry: r.line, fields };
    });
}

export function toContactCsv(contacts: readonly Record<Column, string | boolean | null>[]): string {
  const cell = (v: string | boolean | null) => (typeof v === 'boolean' ? (v ? 'true' : 'false') : v);
  return `\uFEFF${toCsvLine([...contactCsvColumns])}${contacts.map((c) => toCsvLine(contactCsvColumns.map((k) => cell(c[k])))).join('')}`;
}
