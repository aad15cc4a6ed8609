import { fromCsvCell, linkCsvColumns } from './csv-columns.ts';

/** Tags in one cell: `a|b` (Shlink), else `a, b` or `a;b` (our export, Bitly). */
const TAG_PIPE = '|';

/**
 * The CSV files the bulk import reads: the product's own template (and export),
 * and the link exports of Bitly, Dub, Shlink and YOURLS. Each format is known
 * by its header row; each maps its columns onto the fields of a link. `other`
 * is any file with a header row the user maps by hand.
 */
export const importFormats = ['template', 'bitly', 'dub', 'shlink', 'yourls', 'other'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** What a column can fill. `shortUrl` gives the slug (its path) when no slug column is mapped. */
export const importFields = [
  'destination',
  'slug',
  'shortUrl',
  'domain',
  'title',
  'notes',
  'tags',
  'status',
  'expiresAt',
  'maxClicks',
  'kind',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
] as const;
export type ImportField = (typeof importFields)[number];

/** Which column (0-based index in the header row) fills which field. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** "Long URL", "long_url" and "longUrl" are one header. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

type Aliases = Partial<Record<ImportField, readonly string[]>>;

/**
 * Each format: the headers that identify it (all must be present), and per
 * field the headers that fill it, best first (normalised).
 */
interface FormatSpec {
  signature: readonly string[];
  aliases: Aliases;
}

const templateField: Record<(typeof linkCsvColumns)[number], ImportField | null> = {
  short_url: 'shortUrl',
  domain: 'domain',
  slug: 'slug',
  kind: 'kind',
  destination: 'destination',
  title: 'title',
  tags: 'tags',
  status: 'status',
  clicks: null,
  created_at: null,
  expires_at: 'expiresAt',
  max_clicks: 'maxClicks',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

const templateAliases: Aliases = {};
for (const column of linkCsvColumns) {
  const field = templateField[column];
  if (field) templateAliases[field] = [normalizeHeader(column)];
}
templateAliases.notes = ['notes'];

/** Checked in this order: the first whose signature the header row holds wins. */
export const formatSpecs: Record<Exclude<ImportFormat, 'other'>, FormatSpec> = {
  template: { signature: ['destination', 'slug'], aliases: templateAliases },
  // Shlink's web client export: createdAt, title, shortUrl, domain, shortCode, longUrl, tags (a|b), visits
  shlink: {
    signature: ['shortcode', 'longurl'],
    aliases: {
      destination: ['longurl'],
      slug: ['shortcode'],
      shortUrl: ['shorturl'],
      title: ['title'],
      tags: ['tags'],
    },
  },
  // YOURLS' link table and its export plugins: keyword, url, title, timestamp, ip, clicks
  yourls: {
    signature: ['keyword', 'url'],
    aliases: { destination: ['url', 'longurl'], slug: ['keyword'], title: ['title'] },
  },
  // Dub's links export: Short link, Destination URL, Clicks, Created at, Link ID, Updated at, Tags, Archived
  dub: {
    signature: ['destinationurl'],
    aliases: { destination: ['destinationurl'], shortUrl: ['shortlink', 'link'], title: ['title'], tags: ['tags'] },
  },
  // Bitly's links export (API field names or their labels): link / Bitlink, long_url, title, created_at, tags
  bitly: {
    signature: ['longurl'],
    aliases: {
      destination: ['longurl'],
      shortUrl: ['link', 'bitlink', 'shortlink', 'shorturl'],
      title: ['title'],
      tags: ['tags'],
    },
  },
};

/** For `other`: common names a hand-made file may use. */
const genericAliases: Aliases = {
  destination: ['destination', 'url', 'longurl', 'target', 'targeturl', 'originalurl', 'destinationurl'],
  slug: ['slug', 'keyword', 'shortcode', 'backhalf', 'alias', 'code'],
  shortUrl: ['shorturl', 'shortlink', 'link'],
  domain: ['domain'],
  title: ['title', 'name'],
  notes: ['notes', 'description'],
  tags: ['tags', 'tag'],
  status: ['status'],
  expiresAt: ['expiresat', 'expires', 'validuntil'],
  maxClicks: ['maxclicks', 'maxvisits'],
};

/** The format a header row is an export of; `other` when none matches. */
export function detectFormat(headers: readonly string[]): ImportFormat {
  const present = new Set(headers.map(normalizeHeader));
  for (const [format, spec] of Object.entries(formatSpecs) as [Exclude<ImportFormat, 'other'>, FormatSpec][]) {
    if (spec.signature.every((h) => present.has(h))) return format;
  }
  return 'other';
}

/** The mapping a format implies for this header row (a field whose columns are absent is left out). */
export function defaultMapping(format: ImportFormat, headers: readonly string[]): ImportMapping {
  const aliases = format === 'other' ? genericAliases : formatSpecs[format].aliases;
  const normalized = headers.map(normalizeHeader);
  const mapping: ImportMapping = {};
  for (const field of importFields) {
    for (const alias of aliases[field] ?? []) {
      const index = normalized.indexOf(alias);
      if (index >= 0) {
        mapping[field] = index;
        break;
      }
    }
  }
  return mapping;
}

/** A row's problem before the link rules even run (a field of the import, a message key). */
export interface ImportFieldError {
  field: ImportField;
  message: string;
}

/** A link body as `linkBodySchema` reads it, built from one row. */
export interface ImportedLinkBody {
  kind: 'simple';
  rules: { url: string };
  slug?: string;
  domain?: string;
  title?: string;
  notes?: string;
  tags?: string[];
  status?: string;
  expiresAt?: string | null;
  maxClicks?: number | null;
  utm?: { source?: string; medium?: string; campaign?: string; term?: string; content?: string } | null;
}

export interface MappedRow {
  /** the raw text of each mapped field, for the report and the failed-rows file */
  values: Partial<Record<ImportField, string>>;
  body: ImportedLinkBody;
  errors: ImportFieldError[];
}

/** The path of a short address, with or without its scheme: `bit.ly/abc` → `abc`. */
export function slugOfShortUrl(shortUrl: string): string {
  const value = shortUrl.trim();
  if (!value) return '';
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/\/+$/, ''));
  } catch {
    return '';
  }
}

export const splitTags = (value: string) => [
  ...new Set(
    value
      .split(value.includes(TAG_PIPE) ? TAG_PIPE : /[,;]/)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

const statusWords: Record<string, 'active' | 'inactive'> = {
  active: 'active',
  enabled: 'active',
  inactive: 'inactive',
  disabled: 'inactive',
  archived: 'inactive',
};

/** A date a spreadsheet may hold: ISO 8601 with or without a time and zone (UTC when none). */
function isoDate(value: string): string | null {
  const v = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(v)) return null;
  const withTime = v.length === 10 ? `${v}T00:00:00` : v.replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(withTime) ? withTime : `${withTime}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * One data row → the link body the links service validates, with the problems
 * only the import can see (a kind the CSV cannot describe, a bad number or date).
 */
export function mapRow(cells: readonly string[], mapping: ImportMapping): MappedRow {
  const values: Partial<Record<ImportField, string>> = {};
  for (const field of importFields) {
    const index = mapping[field];
    // our export guards formula-like cells with a leading ' (CSV injection): take it off
    if (index !== undefined) values[field] = fromCsvCell((cells[index] ?? '').trim());
  }
  const errors: ImportFieldError[] = [];
  const body: ImportedLinkBody = { kind: 'simple', rules: { url: values.destination ?? '' } };

  const kind = values.kind?.toLowerCase();
  if (kind && kind !== 'simple' && kind !== 'surl') {
    errors.push({ field: 'kind', message: 'bulkImport.rowErrors.kind_not_importable' });
  }
  const slug = values.slug || (values.shortUrl ? slugOfShortUrl(values.shortUrl) : '');
  if (slug) body.slug = slug;
  if (values.domain) body.domain = values.domain;
  if (values.title) body.title = values.title;
  if (values.notes) body.notes = values.notes;
  if (values.tags) body.tags = splitTags(values.tags);
  if (values.status) {
    const status = statusWords[values.status.toLowerCase()];
    if (status) body.status = status;
    else errors.push({ field: 'status', message: 'bulkImport.rowErrors.invalid_status' });
  }
  if (values.expiresAt) {
    const date = isoDate(values.expiresAt);
    if (date) body.expiresAt = date;
    else errors.push({ field: 'expiresAt', message: 'validation.invalid_date' });
  }
  if (values.maxClicks) {
    const n = Number(values.maxClicks);
    if (Number.isInteger(n) && n >= 1) body.maxClicks = n;
    else errors.push({ field: 'maxClicks', message: 'validation.invalid_max_clicks' });
  }
  const utm = {
    source: values.utmSource,
    medium: values.utmMedium,
    campaign: values.utmCampaign,
    term: values.utmTerm,
    content: values.utmContent,
  };
  const utmSet = Object.fromEntries(Object.entries(utm).filter(([, v]) => v));
  if (Object.keys(utmSet).length > 0) body.utm = utmSet;
  return { values, body, errors };
}

/** A link-body field path (from the rules' messages) → the import field the user mapped. */
export function importFieldOfPath(path: string | undefined): ImportField | undefined {
  if (!path) return undefined;
  const [head, sub] = path.split('.');
  if (head === 'rules' || head === 'kind') return head === 'kind' ? 'kind' : 'destination';
  if (head === 'utm' && sub) {
    const field = `utm${sub.charAt(0).toUpperCase()}${sub.slice(1)}`;
    return (importFields as readonly string[]).includes(field) ? (field as ImportField) : undefined;
  }
  return (importFields as readonly string[]).includes(head ?? '') ? (head as ImportField) : undefined;
}
