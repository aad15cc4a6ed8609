import { type Page, type PageQuery, pageFrom, type VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import type { WorkspaceUsage } from '@osm5/shared/schemas/workspaces';
import type { Database } from '../../db/client.ts';
import { workspaceFileUsage } from '../files/files.repository.ts';
import type { AccessFacts, OrgAccess, WorkspaceFacts } from '../organizations/access.ts';
import { isSharedWith, visibleWorkspaces, visibleWorkspaceView } from '../organizations/visible-workspaces.ts';
import { workspaceExtras, workspaceItemCounts } from './workspaces.repository.ts';

export type WorkspaceListKind = 'all' | 'mine' | 'shared';

export interface WorkspaceListQuery extends PageQuery {
  search?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
}

/**
 * Workspaces the user sees (`all`, /settings/sbox), owns (`mine`, /d/sba/mysboxs)
 * or that others share with them (`shared`, /d/sba/share).
 */
export async function listWorkspaces(
  db: Database,
  org: OrgAccess,
  facts: AccessFacts,
  kind: WorkspaceListKind,
  query: WorkspaceListQuery,
): Promise<Page<VisibleWorkspace>> {
  const needle = query.search?.toLowerCase();
  const all = (await visibleWorkspaces(db, org, facts)).filter(({ workspace: w }) => {
    if (kind === 'mine' && w.ownerId !== org.userId) return false;
    if (kind === 'shared' && !isSharedWith(org, facts, w)) return false;
    if (query.enabled && String(w.enabled) !== query.enabled) return false;
    return !needle || w.name.toLowerCase().includes(needle);
  });
  return pageFrom(all.map(visibleWorkspaceView), query);
}

/** Usage of one workspace. Conversations count zero until OSM5GPT keeps them. */
export async function workspaceUsage(db: Database, workspace: WorkspaceFacts): Promise<WorkspaceUsage> {
  const [files, extras, items] = await Promise.all([
    workspaceFileUsage(db, workspace.orgId, workspace.id),
    workspaceExtras(db, workspace.orgId, workspace.id, null),
    workspaceItemCounts(db, workspace.orgId, workspace.id),
  ]);
  return {
    workspaceId: workspace.id,
    name: workspace.name,
    links: items.links,
    sites: items.sites,
    conversations: 0,
    files: files.files,
    fileBytes: files.bytes,
    members: extras.memberCount,
  };
}

/** /d/sba/storage: usage of every workspace the user sees, a page at a time. */
export async function listWorkspaceUsage(
  db: Database,
  org: OrgAccess,
  facts: AccessFacts,
  query: PageQuery,
): Promise<Page<WorkspaceUsage>> {
  const page = pageFrom(await visibleWorkspaces(db, org, facts), query);
  const items = [];
  for (const access of page.items) items.push(await workspaceUsage(db, access.workspace));
  return { ...page, items };
}
