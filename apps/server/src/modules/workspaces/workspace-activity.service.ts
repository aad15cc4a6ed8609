import type { PageQuery } from '@osm5/shared/schemas/tenancy';
import type { ItemRef, WorkspaceFeedQuery, workspaceDashboardSchema } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { listAudit } from '../audit/audit.repository.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  addStar,
  itemInWorkspace,
  listRecent,
  listStars,
  recordView,
  removeStar,
} from './workspace-activity.repository.ts';
import { workspaceUsage } from './workspace-lists.service.ts';
import { workspaceDetail } from './workspaces.service.ts';

/**
 * The workspace's own pages: what its members recently opened, what happened in
 * it, what the user starred, and the history of one item. Views and stars are
 * personal traces, not changes to the organisation: they are not audited.
 */
const scopeOf = (access: WorkspaceAccess) => ({ orgId: access.workspace.orgId, workspaceId: access.workspace.id });

/** Another workspace's item, or none at all, is simply not found here. */
async function assertItemInWorkspace(db: Database, access: WorkspaceAccess, item: ItemRef): Promise<void> {
  if (!(await itemInWorkspace(db, scopeOf(access), item))) {
    throw new AppError('NOT_FOUND', { field: 'itemId', message: 'This item is not in the workspace.' });
  }
}

export async function recordWorkspaceView(db: Database, access: WorkspaceAccess, userId: string, item: ItemRef) {
  await assertItemInWorkspace(db, access, item);
  await recordView(db, scopeOf(access), userId, item);
}

export const recentItems = (db: Database, access: WorkspaceAccess, query: WorkspaceFeedQuery) =>
  listRecent(db, scopeOf(access), query);

export const workspaceActivity = (db: Database, access: WorkspaceAccess, { itemType, ...query }: WorkspaceFeedQuery) =>
  listAudit(db, access.workspace.orgId, { ...query, workspaceId: access.workspace.id, targetType: itemType });

export const itemHistory = (db: Database, access: WorkspaceAccess, item: ItemRef, query: PageQuery) =>
  listAudit(db, access.workspace.orgId, {
    ...query,
    workspaceId: access.workspace.id,
    targetType: item.itemType,
    targetId: item.itemId,
  });

export const starredItems = (db: Database, access: WorkspaceAccess, userId: string, query: WorkspaceFeedQuery) =>
  listStars(db, scopeOf(access), userId, query);

export async function star(db: Database, access: WorkspaceAccess, userId: string, item: ItemRef) {
  await assertItemInWorkspace(db, access, item);
  await addStar(db, scopeOf(access), userId, item);
}

export async function unstar(db: Database, access: WorkspaceAccess, userId: string, item: ItemRef) {
  if (!(await removeStar(db, scopeOf(access), userId, item))) {
    throw new AppError('NOT_FOUND', { message: 'This item is not starred.' });
  }
}

export async function workspaceDashboard(
  db: Database,
  access: WorkspaceAccess,
  userId: string,
): Promise<z.infer<typeof workspaceDashboardSchema>> {
  const firstFive = { page: 1, pageSize: 5 };
  const [workspace, usage, recent, activity, stared] = await Promise.all([
    workspaceDetail(db, access),
    workspaceUsage(db, access.workspace),
    recentItems(db, access, firstFive),
    workspaceActivity(db, access, firstFive),
    starredItems(db, access, userId, firstFive),
  ]);
  return { workspace, usage, recent: recent.items, activity: activity.items, stared: stared.items };
}
