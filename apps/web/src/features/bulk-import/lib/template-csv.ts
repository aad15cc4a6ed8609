import { linkCsvColumns, toCsvLine } from '@osm5/shared/links/csv-columns';

const example: Record<(typeof linkCsvColumns)[number], string> = {
  short_url: '',
  domain: '',
  slug: 'spring-sale',
  kind: 'simple',
  destination: 'https://www.example.com/spring',
  title: 'Spring sale',
  tags: 'promo,spring',
  status: 'active',
  clicks: '',
  created_at: '',
  expires_at: '2030-12-31T23:59:00Z',
  max_clicks: '',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_term: '',
  utm_content: '',
};

/** Our template: the export's columns and one example row (a byte-order mark so spreadsheets read UTF-8). */
export function templateCsv(): string {
  return `\uFEFF${toCsvLine(linkCsvColumns)}${toCsvLine(linkCsvColumns.map((c) => example[c]))}`;
}
