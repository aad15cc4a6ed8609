import { linkKinds } from '@osm5/shared/links/link-rules';
import type { Link, LinkSummary, linkListQuerySchema, linkVersionSchema } from '@osm5/shared/schemas/links';
import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import type { LinkDeps } from './link-deps.ts';
import { toLink } from './link-view.ts';
import { findLinkBySlug, listLinkRows, starredCount, summaryRows, versionRows } from './links.repository.ts';
import { getLinkRow } from './links.service.ts';

type LinkListQuery = z.output<typeof linkListQuerySchema>;
type LinkVersion = z.infer<typeof linkVersionSchema>;

/** One page of the workspace's links, filtered, searched and sorted as asked; `starred` is the viewer's. */
export async function listLinks(
  deps: Pick<LinkDeps, 'db' | 'config'>,
  access: WorkspaceAccess,
  userId: string,
  query: LinkListQuery,
): Promise<Page<Link>> {
  const { page, pageSize, sort, ...filter } = query;
  const { rows, total } = await listLinkRows(deps.db, access.workspace.orgId, access.workspace.id, userId, {
    ...filter,
    sort,
    offset: offsetOf({ page, pageSize }),
    limit: pageSize,
  });
  return { items: rows.map((r) => toLink(deps.config, r.link, r)), total, page, pageSize };
}

/** The link a short address names in this workspace (the editor opens /edit/{type}/{slug}). */
export async function getLinkBySlug(
  deps: Pick<LinkDeps, 'db' | 'config'>,
  access: WorkspaceAccess,
  userId: string,
  slug: string,
  domain: string | undefined,
): Promise<Link> {
  const row = await findLinkBySlug(
    deps.db,
    access.workspace.orgId,
    access.workspace.id,
    slug,
    domain,
    deps.config.shortDomain.toLowerCase(),
    userId,
  );
  if (!row) throw new AppError('NOT_FOUND', { message: 'This link does not exist.' });
  return toLink(deps.config, row.link, row);
}

/** The saved states of a link, newest first, with who saved each. */
export async function listLinkVersions(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  userId: string,
  linkId: string,
  query: { page: number; pageSize: number },
): Promise<Page<LinkVersion>> {
  await getLinkRow(deps, access, userId, linkId);
  const { rows, total } = await versionRows(deps.db, access.workspace.orgId, linkId, offsetOf(query), query.pageSize);
  return {
    items: rows.map((v) => ({
      version: v.version,
      changedFields: v.changedFields,
      changedBy: v.changedBy && v.changedByName !== null ? { id: v.changedBy, name: v.changedByName } : null,
      changedAt: v.changedAt.toISOString(),
      snapshot: v.snapshot,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function linkSummary(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  userId: string,
): Promise<LinkSummary> {
  const { orgId, id: workspaceId } = access.workspace;
  const [rows, starred] = await Promise.all([
    summaryRows(deps.db, orgId, workspaceId),
    starredCount(deps.db, orgId, workspaceId, userId),
  ]);
  const summary: LinkSummary = {
    total: 0,
    byStatus: { active: 0, inactive: 0 },
    byKind: Object.fromEntries(linkKinds.map((k) => [k, 0])) as LinkSummary['byKind'],
    clicks: 0,
    starred,
  };
  for (const r of rows) {
    summary.total += r.n;
    summary.byStatus[r.status as 'active' | 'inactive'] += r.n;
    summary.byKind[r.kind as keyof LinkSummary['byKind']] += r.n;
    summary.clicks += r.clicks;
  }
  return summary;
}
