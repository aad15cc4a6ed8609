import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv, toCsv } from './csv.ts';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv', () => {
  it('reads plain rows with LF and CRLF line ends alike', () => {
    expect(cells('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(cells('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('drops a byte-order mark so the first header reads clean', () => {
    expect(cells('\uFEFFdestination,slug\nhttps://x.test,a')[0]).toEqual(['destination', 'slug']);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const records = parseCsv(
      'title,url\r\n"Hello, ""world""","https://a.test/?q=1,2"\r\n"two\r\nlines",x\r\nlast,y\r\n',
    );
    expect(records.map((r) => r.cells)).toEqual([
      ['title', 'url'],
      ['Hello, "world"', 'https://a.test/?q=1,2'],
      ['two\r\nlines', 'x'],
      ['last', 'y'],
    ]);
    // each record knows the line it starts on, after the multi-line cell too
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5]);
  });

  it('skips blank lines but keeps rows of empty cells and an empty quoted cell', () => {
    const records = parseCsv('a,b\n\n1,2\n\r\n,\n""\n');
    expect(records.map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2'], ['', ''], ['']]);
    expect(records.map((r) => r.line)).toEqual([1, 3, 5, 6]);
  });

  it('keeps empty trailing cells', () => {
    expect(cells('a,b,c\n1,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
    ]);
  });

  it('reads semicolon and tab separated files (spreadsheets in many locales)', () => {
    expect(detectSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(cells('a;b\n"1;2";3')).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
    expect(cells('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(detectSeparator('"a;b",c\n')).toBe(',');
  });

  it('returns nothing for an empty file', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n\r\n')).toEqual([]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs it and reads back to the same cells', () => {
    const rows = [
      ['slug', 'title', 'tags'],
      ['a', 'Hello, "you"', 'x|y'],
      ['b', 'two\nlines', ' padded'],
    ];
    const text = toCsv(rows);
    expect(text.split('\r\n')[0]).toBe('slug,title,tags');
    expect(text).toContain('"Hello, ""you"""');
    expect(cells(text)).toEqual(rows);
  });
});

describe('toCsvLine', () => {
  it('writes one terminated line, empty cells for null and undefined', async () => {
    const { toCsvLine } = await import('./csv-columns.ts');
    expect(toCsvLine(['a', 1, null, undefined, 'x,y'])).toBe('a,1,,,"x,y"\r\n');
  });
});
