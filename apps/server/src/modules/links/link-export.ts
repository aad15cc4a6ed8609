import { linkCsvColumns, toCsvLine } from '@osm5/shared/links/csv-columns';
import { mainDestination } from '@osm5/shared/links/main-destination';
import type { Link, linkListQuerySchema } from '@osm5/shared/schemas/links';
import type { z } from 'zod';
import type { WorkspaceAccess } from '../organizations/access.ts';
import type { LinkDeps } from './link-deps.ts';
import { listLinks } from './link-queries.service.ts';

type ExportQuery = Omit<z.output<typeof linkListQuerySchema>, 'page' | 'pageSize'>;

/** Rows fetched per round trip while streaming. */
const EXPORT_PAGE = 500;

function csvRow(link: Link): string {
  const utm = link.utm ?? {};
  return toCsvLine([
    link.shortUrl,
    link.domain,
    link.slug,
    link.kind,
    mainDestination(link.kind, link.rules),
    link.title,
    link.tags.join(','),
    link.status,
    link.clicks,
    link.createdAt,
    link.expiresAt,
    link.maxClicks,
    utm.source,
    utm.medium,
    utm.campaign,
    utm.term,
    utm.content,
  ]);
}

/**
 * The list's links as CSV (linkCsvColumns), every match and not one page:
 * fetched a page at a time so memory stays flat whatever the count. Paging by
 * offset can repeat or skip a row that another writer inserts meanwhile; an
 * export is a snapshot of an instant only as far as the list is.
 */
export async function* exportLinksCsv(
  deps: Pick<LinkDeps, 'db' | 'config'>,
  access: WorkspaceAccess,
  userId: string,
  query: ExportQuery,
): AsyncGenerator<string> {
  yield toCsvLine(linkCsvColumns);
  for (let page = 1; ; page++) {
    const { items } = await listLinks(deps, access, userId, { ...query, page, pageSize: EXPORT_PAGE });
    if (items.length > 0) yield items.map(csvRow).join('');
    if (items.length < EXPORT_PAGE) return;
  }
}
