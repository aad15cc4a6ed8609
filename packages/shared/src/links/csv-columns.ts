/**
 * The columns of the links CSV export, which are also "our template" for the
 * bulk import: a file exported here imports back as the same links.
 * `destination` is the main URL of the kind (see main-destination.ts); `tags`
 * are comma-separated inside one cell; dates are ISO 8601 in UTC.
 */
export const linkCsvColumns = [
  'short_url',
  'domain',
  'slug',
  'kind',
  'destination',
  'title',
  'tags',
  'status',
  'clicks',
  'created_at',
  'expires_at',
  'max_clicks',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type LinkCsvColumn = (typeof linkCsvColumns)[number];

/** A cell a spreadsheet would run as a formula starts with one of these. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break.
 * A text that a spreadsheet would read as a formula gets a leading `'`
 * (CSV injection); `fromCsvCell` takes it off again on import.
 */
export function toCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The inverse of toCsvCell's formula guard, for an already unquoted cell. */
export function fromCsvCell(cell: string): string {
  return cell.length > 1 && cell.startsWith("'") && formulaStart.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export const toCsvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(toCsvCell).join(',')}\r\n`;
