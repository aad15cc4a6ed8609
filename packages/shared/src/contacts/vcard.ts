import type { ContactFieldsInput } from '../schemas/contacts.ts';

/**
 * vCard (RFC 6350, and the 2.1/3.0 files phones and mail programs still
 * write) to contact fields and back. Reading takes the first value of each
 * property: FN or N for the names, ORG (company; department), TEL, EMAIL, ADR,
 * NOTE and a PHOTO given as a web address. Writing makes vCard 3.0, which
 * every address book reads.
 */

/** A contact as read from a file: its position and its fields before validation. */
export interface ReadContact {
  entry: number;
  fields: ContactFieldsInput;
}

const unescapeText = (value: string) =>
  value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
/** Splits a structured value (N, ORG, ADR) on its unescaped `;`. */
const parts = (value: string) => value.split(/(?<!\\);/).map((p) => unescapeText(p).trim());

export function parseVcards(text: string): ReadContact[] {
  // unfold: a line starting with a space or a tab continues the one before
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const cards: ReadContact[] = [];
  let current: Map<string, { params: string; value: string }> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [rawName = '', ...params] = head.split(';');
    const name = rawName.replace(/^[^.]*\./, '').toUpperCase(); // drop a group prefix ("item1.EMAIL")
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VCARD') current = new Map();
    else if (name === 'END' && value.trim().toUpperCase() === 'VCARD' && current) {
      cards.push({ entry: cards.length + 1, fields: fieldsOf(current) });
      current = null;
    } else if (current && !current.has(name)) current.set(name, { params: params.join(';').toUpperCase(), value });
  }
  return cards;
}

function fieldsOf(props: Map<string, { params: string; value: string }>): ContactFieldsInput {
  const get = (name: string) => props.get(name)?.value;
  const [last = '', first = ''] = parts(get('N') ?? '');
  const full = unescapeText(get('FN') ?? '').trim();
  const [company = '', department = ''] = parts(get('ORG') ?? '');
  const address = parts(get('ADR') ?? '')
    .filter(Boolean)
    .join(', ');
  const photo = get('PHOTO')?.trim() ?? '';
  const starred = /^(1|true|yes)$/i.test((get('X-OSM5-STARRED') ?? '').trim());
  const frequent = /^(1|true|yes)$/i.test((get('X-OSM5-FREQUENT') ?? '').trim());
  return {
    // a card with only FN: its first word is the first name, the rest the last name
    firstname: first || full.split(/\s+/)[0] || '',
    lastname: last || (first ? '' : full.split(/\s+/).slice(1).join(' ')),
    company,
    department,
    phone: unescapeText(get('TEL') ?? '').trim(),
    email: unescapeText(get('EMAIL') ?? '')
      .trim()
      .replace(/^mailto:/i, ''),
    address,
    notes: unescapeText(get('NOTE') ?? '').trim(),
    image: /^https?:\/\//i.test(photo) ? photo : '',
    starred,
    frequentlycontacted: frequent,
  };
}

/** Lines longer than 75 characters are folded, as the format asks. */
const fold = (line: string) => line.replace(/(.{75})(?=.)/g, '$1\r\n ');

export function toVcards(
  contacts: readonly {
    firstname: string;
    lastname: string | null;
    company: string | null;
    department: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
    notes: string | null;
    image: string | null;
    starred: boolean;
    frequentlycontacted: boolean;
  }[],
): string {
  return contacts
    .map((c) => {
      const lines = [
        'BEGIN:VCARD',
        'VERSION:3.0',
        `N:${escapeText(c.lastname ?? '')};${escapeText(c.firstname)};;;`,
        `FN:${escapeText([c.firstname, c.lastname].filter(Boolean).join(' '))}`,
        ...(c.company || c.department ? [`ORG:${escapeText(c.company ?? '')};${escapeText(c.department ?? '')}`] : []),
        ...(c.phone ? [`TEL:${escapeText(c.phone)}`] : []),
        ...(c.email ? [`EMAIL;TYPE=INTERNET:${escapeText(c.email)}`] : []),
        ...(c.address ? [`ADR:;;${escapeText(c.address)};;;;`] : []),
        ...(c.notes ? [`NOTE:${escapeText(c.notes)}`] : []),
        ...(c.image ? [`PHOTO;VALUE=uri:${c.image}`] : []),
        ...(c.starred ? ['X-OSM5-STARRED:1'] : []),
        ...(c.frequentlycontacted ? ['X-OSM5-FREQUENT:1'] : []),
        'END:VCARD',
      ];
      return lines.map(fold).join('\r\n');
    })
    .join('\r\n')
    .concat(contacts.length ? '\r\n' : '');
}
