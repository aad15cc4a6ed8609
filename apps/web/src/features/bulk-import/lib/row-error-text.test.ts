import { parseCsv } from '@osm5/shared/links/csv';
import { linkCsvColumns } from '@osm5/shared/links/csv-columns';
import { defaultMapping, detectFormat, mapRow } from '@osm5/shared/links/import-formats';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldLabel, rowErrorText } from './row-error-text.ts';
import { templateCsv } from './template-csv.ts';

const dictionary: Record<string, string> = {
  'validation.invalid_url': 'Enter a valid URL.',
  'errors.SLUG_TAKEN': 'Taken.',
  'bulkImport.fields.destination': 'Destination',
};
const t = ((key: string) => dictionary[key] ?? key) as unknown as TFunction;

describe('rowErrorText', () => {
  it('translates a message key, else the code, else keeps the server text', () => {
    expect(rowErrorText(t, { code: 'VALIDATION_ERROR', message: 'validation.invalid_url' })).toBe('Enter a valid URL.');
    expect(rowErrorText(t, { code: 'SLUG_TAKEN', message: 'This back-half is already taken.' })).toBe('Taken.');
    expect(rowErrorText(t, { code: 'SOMETHING', message: 'Plain text.' })).toBe('Plain text.');
  });

  it('names fields, falling back to the raw name', () => {
    expect(fieldLabel(t, 'destination')).toBe('Destination');
    expect(fieldLabel(t, 'other')).toBe('other');
    expect(fieldLabel(t, undefined)).toBe('');
  });
});

describe('templateCsv', () => {
  it('is our template: detected as such, its example row a valid simple link', () => {
    const [header, row] = parseCsv(templateCsv());
    expect(header?.cells).toEqual([...linkCsvColumns]);
    expect(detectFormat(header?.cells ?? [])).toBe('template');
    const mapped = mapRow(row?.cells ?? [], defaultMapping('template', header?.cells ?? []));
    expect(mapped.errors).toEqual([]);
    expect(mapped.body).toMatchObject({ slug: 'spring-sale', rules: { url: 'https://www.example.com/spring' } });
  });
});
