import { describe, expect, it } from 'vitest';
import { contactFieldsSchema } from '../schemas/contacts.ts';
import { parseContactCsv, toContactCsv } from './contact-csv.ts';
import { parseVcards, toVcards } from './vcard.ts';

const ada = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  company: 'Analytical; Engines',
  department: 'Research',
  phone: '+44 20 7946 0000',
  email: 'ada@example.test',
  address: '12 St James’s Square, London',
  notes: 'Met at the launch.\nPrefers e-mail, not calls; thanks',
  image: 'https://example.test/ada.png',
  starred: true,
  frequentlycontacted: false,
};

describe('contact files', () => {
  it('reads what phones and mail programs write: folded lines, groups, FN only, 2.1 params', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8:Hopper;Grace;;;',
      'FN:Grace Hopper',
      'item1.EMAIL;TYPE=INTERNET:grace@navy.test',
      'TEL;CELL:+1 555 0100',
      'ORG:US Navy;Computing',
      'NOTE:First line\\nsecond line with a very long text that a phone folds over',
      '  two lines',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Linus Benedict Torvalds',
      'END:VCARD',
    ].join('\r\n');
    const [grace, linus] = parseVcards(text);
    expect(grace?.fields).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      email: 'grace@navy.test',
      phone: '+1 555 0100',
      company: 'US Navy',
      department: 'Computing',
      notes: 'First line\nsecond line with a very long text that a phone folds over two lines',
    });
    expect(linus?.fields).toMatchObject({ firstname: 'Linus', lastname: 'Benedict Torvalds' });
  });

  it('writes vCard 3.0 and CSV that read back as the same contacts', () => {
    const row = { ...ada, id: 'x' };
    const [fromVcard] = parseVcards(toVcards([row]));
    expect(contactFieldsSchema.parse(fromVcard?.fields)).toEqual(contactFieldsSchema.parse(ada));
    const [fromCsv] = parseContactCsv(toContactCsv([row]));
    expect(contactFieldsSchema.parse(fromCsv?.fields)).toEqual(contactFieldsSchema.parse(ada));
  });

  it('reads other programs’ CSV headers, skips blank lines and keeps line numbers', () => {
    const csv =
      'First Name,Last Name,E-mail Address,Business Phone,Company\n\nAlan,Turing,alan@example.test,,Bletchley\n,,,,\nKatherine,Johnson,kj@nasa.test,+1 757 864 1000,NASA\n';
    const read = parseContactCsv(csv);
    expect(read.map((r) => [r.entry, r.fields.firstname, r.fields.email])).toEqual([
      [3, 'Alan', 'alan@example.test'],
      [5, 'Katherine', 'kj@nasa.test'],
    ]);
  });

  it('guards exported cells against spreadsheet formulas, and reads them back', () => {
    const csv = toContactCsv([{ ...ada, notes: '=HYPERLINK("x")' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(parseContactCsv(csv)[0]?.fields.notes).toBe('=HYPERLINK("x")');
  });
});
