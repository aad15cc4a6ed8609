/**
 * The columns of the product's own links CSV, in order: what the export writes
 * and what the bulk import's template reads back. `clicks` and `created_at` are
 * informative on import (a new link starts at zero clicks, created now).
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

/** Tags share one cell, separated by this. */
export const CSV_TAG_SEPARATOR = '|';
