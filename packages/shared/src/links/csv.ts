/**
 * CSV reading and writing for the link import and export (RFC 4180, plus what
 * spreadsheets really produce): a UTF-8 byte-order mark, CRLF, LF or CR line
 * ends, quoted cells holding commas, quotes ("") and line breaks, blank lines,
 * and `;` or tab separators (chosen from the header line).
 */

export interface CsvRecord {
  /** the line of the file this record starts on (1 = the first line) */
  line: number;
  cells: string[];
}

const separators = [',', ';', '\t'] as const;

/** The separator that occurs most often outside quotes on the first line; a comma when none does. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (separators as readonly string[]).includes(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const sep of separators) {
    const n = counts.get(sep) ?? 0;
    if (n > bestCount) {
      best = sep;
      bestCount = n;
    }
  }
  return best;
}

/** Every non-blank record of the text, the header row included, with the line each starts on. */
export function parseCsv(input: string, separator = detectSeparator(input.replace(/^\uFEFF/, ''))): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let sawContent = false;

  const endRecord = () => {
    cells.push(cell);
    // a blank line (one empty cell, never quoted) is no record
    if (sawContent || cells.length > 1 || cell !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    sawContent = false;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      sawContent = true;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      cell += ch;
    }
  }
  if (cell !== '' || cells.length > 0 || sawContent) endRecord();
  return records;
}

const needsQuotes = /[",;\t\r\n]|^\s|\s$/;

/** One CSV text with CRLF line ends, quoting only the cells that need it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.map((cell) => (needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(','))
    .join('\r\n')
    .concat('\r\n');
}
