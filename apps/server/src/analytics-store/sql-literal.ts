import { toWellFormed } from './event-row.ts';

/**
 * Every value that reaches SQL goes through one of these. ClickHouse 18.16 has
 * no query parameters, so escaping is the only defence: names come from fixed
 * lists, and values are rendered here as literals that both the old and the
 * current parsers read back byte for byte.
 */

/**
 * DuckDB follows standard SQL: inside '...' only the quote is special (a
 * backslash is an ordinary character). A NUL byte cannot travel inside the
 * statement text, so it is spliced in with chr(0).
 */
export function duckdbString(value: string): string {
  const text = toWellFormed(value);
  const quote = (part: string) => `'${part.replaceAll("'", "''")}'`;
  if (!text.includes('\u0000')) return quote(text);
  return `(${text.split('\u0000').map(quote).join(' || chr(0) || ')})`;
}

const clickhouseEscapes: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\u0000': '\\0',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
};

/** ClickHouse reads C-style escapes inside '...': the backslash and the quote must both be escaped. */
export function clickhouseString(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and control characters are what must be escaped
  return `'${toWellFormed(value).replace(/[\\'\u0000\n\r\t\b\f]/g, (c) => clickhouseEscapes[c] ?? c)}'`;
}

/** An integer literal (milliseconds, limits); anything else is a bug upstream, never user text. */
export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return String(value);
}

/** A finite number literal; parenthesised when negative so that `x - -1` cannot become a comment. */
export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const text = String(value);
  return value < 0 ? `(${text})` : text;
}

/** Identifiers only ever come from the fixed column lists or the validated database name; this guards against a list ever holding something else. */
export function sqlIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier: ${name}`);
  return name;
}
