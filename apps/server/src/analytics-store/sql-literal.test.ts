import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { clickhouseString, duckdbString, sqlIdentifier, sqlInteger, sqlNumber } from './sql-literal.ts';

const nasty = [
  '',
  "it's",
  "''",
  "\\'",
  'back\\slash\\',
  '\\\\0',
  'a\u0000b',
  '\u0000',
  'line\nbreak\r\ttab',
  'ünïcödé 中文 العربية',
  'emoji 😀 👩‍👩‍👧',
  "'; DROP TABLE events; --",
  '/* comment */ " double " `tick`',
  '$1 ? {id:UInt32}',
];

describe('duckdbString', () => {
  it('doubles quotes and leaves backslashes alone (standard SQL)', () => {
    expect(duckdbString("it's")).toBe("'it''s'");
    expect(duckdbString('a\\b')).toBe("'a\\b'");
    expect(duckdbString('ü😀')).toBe("'ü😀'");
  });

  it('splices NUL in with chr(0)', () => {
    expect(duckdbString('a\u0000b')).toBe("('a' || chr(0) || 'b')");
  });

  it('replaces a lone surrogate, which no database can store', () => {
    expect(duckdbString('a\uD800b')).toBe("'a\uFFFDb'");
  });

  it('is read back byte for byte by DuckDB', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      for (const value of nasty) {
        const reader = await connection.runAndReadAll(`SELECT ${duckdbString(value)} AS v`);
        expect(reader.getRows()[0]?.[0]).toBe(value);
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});

describe('clickhouseString', () => {
  it('escapes the backslash, the quote and control characters C-style', () => {
    expect(clickhouseString("it's")).toBe("'it\\'s'");
    expect(clickhouseString('a\\b')).toBe("'a\\\\b'");
    expect(clickhouseString("\\'")).toBe("'\\\\\\''");
    expect(clickhouseString('a\u0000b\nc\td')).toBe("'a\\0b\\nc\\td'");
    expect(clickhouseString('ü😀')).toBe("'ü😀'");
    expect(clickhouseString('x\uDC00')).toBe("'x\uFFFD'");
  });

  it('never leaves an unescaped quote or a dangling backslash', () => {
    for (const value of nasty) {
      const body = clickhouseString(value).slice(1, -1);
      // Walk the body as ClickHouse's lexer does: a backslash always takes the next character with it.
      for (let i = 0; i < body.length; i++) {
        if (body[i] === '\\') {
          expect(i + 1).toBeLessThan(body.length);
          i++;
        } else {
          expect(body[i]).not.toBe("'");
          expect(body[i]).not.toBe('\u0000');
        }
      }
    }
  });
});

describe('numbers and names', () => {
  it('renders only safe integers and finite numbers', () => {
    expect(sqlInteger(1774748000123)).toBe('1774748000123');
    expect(() => sqlInteger(1.5)).toThrow(RangeError);
    expect(() => sqlInteger(Number.NaN)).toThrow(RangeError);
    expect(() => sqlInteger(2 ** 60)).toThrow(RangeError);
    expect(sqlNumber(2.5)).toBe('2.5');
    expect(sqlNumber(-1)).toBe('(-1)');
    expect(() => sqlNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('accepts only plain identifiers', () => {
    expect(sqlIdentifier('utm_source')).toBe('utm_source');
    expect(sqlIdentifier('osm5_Test1')).toBe('osm5_Test1');
    expect(() => sqlIdentifier('events; DROP')).toThrow();
    expect(() => sqlIdentifier('a"b')).toThrow();
    expect(() => sqlIdentifier('1abc')).toThrow();
  });
});
