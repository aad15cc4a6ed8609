import {
  AVATAR_MAX_BYTES,
  type ProfilePage,
  type ProfilePageBodyParsed,
  profileThemeSchema,
} from '@osm5/shared/schemas/profile-pages';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { LinkChanges } from '../../plugins/link-changes.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFile, findFile, insertFile } from '../files/files.repository.ts';
import { detectImageType } from '../files/image-type.ts';
import { shortUrlOf } from '../links/link-view.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  type ButtonLinkRow,
  deleteProfilePageRow,
  findProfilePage,
  findProfilePageByHandle,
  handleTaken,
  insertProfilePage,
  listProfilePageRows,
  type ProfilePageRow,
  updateProfilePageRow,
  type WorkspaceScope,
  workspaceLinks,
} from './profile-pages.repository.ts';

/** What the profile-page service needs from the app. */
export interface ProfileDeps {
  db: Database;
  config: Config;
  linkChanges: LinkChanges;
}

const scopeOf = (access: WorkspaceAccess): WorkspaceScope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
});

const notFound = () => new AppError('NOT_FOUND', { message: 'This profile page does not exist.' });
const handleTakenError = () => new AppError('CONFLICT', { field: 'handle', message: 'validation.handle_taken' });

export const avatarPathOf = (row: Pick<ProfilePageRow, 'handle' | 'avatarFileId'>): string | null =>
  row.avatarFileId ? `/p/${encodeURIComponent(row.handle)}/avatar?v=${row.avatarFileId}` : null;

const themeOf = (row: ProfilePageRow) => profileThemeSchema.parse(row.theme ?? {});

/** Pages as the API shows them; the buttons' links are read in one query per workspace (a list has one). */
async function views(deps: ProfileDeps, rows: ProfilePageRow[]): Promise<ProfilePage[]> {
  const idsByScope = new Map<string, { scope: WorkspaceScope; ids: Set<string> }>();
  for (const row of rows) {
    const key = `${row.orgId}/${row.workspaceId}`;
    const entry = idsByScope.get(key) ?? { scope: { orgId: row.orgId, workspaceId: row.workspaceId }, ids: new Set() };
    for (const b of row.buttons) entry.ids.add(b.linkId);
    idsByScope.set(key, entry);
  }
  const byScope = new Map<string, ButtonLinkRow>();
  for (const { scope, ids } of idsByScope.values()) {
    for (const link of await workspaceLinks(deps.db, scope, [...ids])) byScope.set(link.id, link);
  }
  return rows.map((row) => ({
    id: row.id,
    workspaceId: row.workspaceId,
    handle: row.handle,
    publicUrl: `${deps.config.publicUrl}/p/${row.handle}`,
    title: row.title,
    bio: row.bio,
    avatarUrl: avatarPathOf(row),
    theme: themeOf(row),
    buttons: row.buttons.map((b) => {
      const link = byScope.get(b.linkId);
      return {
        linkId: b.linkId,
        label: b.label,
        shortUrl: link ? shortUrlOf(deps.config, link.domain, link.slug) : null,
        linkTitle: link ? link.title : null,
      };
    }),
    socials: row.socials.map((s) => ({ network: s.network as ProfilePage['socials'][number]['network'], url: s.url })),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function viewOf(deps: ProfileDeps, row: ProfilePageRow): Promise<ProfilePage> {
  const [page] = await views(deps, [row]);
  if (!page) throw new Error('no view of a row');
  return page;
}

/** Every button must open a link of the page's own workspace. */
async function checkButtons(db: Database, scope: WorkspaceScope, input: ProfilePageBodyParsed): Promise<void> {
  const known = new Set(
    (await workspaceLinks(db, scope, [...new Set(input.buttons.map((b) => b.linkId))])).map((l) => l.id),
  );
  const unknown = input.buttons.findIndex((b) => !known.has(b.linkId));
  if (unknown >= 0) {
    throw new AppError('VALIDATION_ERROR', {
      field: `buttons.${unknown}.linkId`,
      message: 'validation.profile_link_unknown',
    });
  }
}

const valuesOf = (input: ProfilePageBodyParsed) => ({
  handle: input.handle,
  title: input.title,
  bio: input.bio,
  theme: input.theme,
  buttons: input.buttons,
  socials: input.socials,
  status: input.status,
});

export async function listProfilePages(
  deps: ProfileDeps,
  access: WorkspaceAccess,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<Page<ProfilePage>> {
  const { rows, total } = await listProfilePageRows(deps.db, scopeOf(access), query);
  return { items: await views(deps, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function getProfilePage(deps: ProfileDeps, access: WorkspaceAccess, pageId: string): Promise<ProfilePage> {
  const row = await findProfilePage(deps.db, scopeOf(access), pageId);
  if (!row) throw notFound();
  return viewOf(deps, row);
}

export async function createProfilePage(
  deps: ProfileDeps,
  access: WorkspaceAccess,
  actor: Actor,
  input: ProfilePageBodyParsed,
): Promise<ProfilePage> {
  const scope = scopeOf(access);
  if (await handleTaken(deps.db, input.handle)) throw handleTakenError();
  await checkButtons(deps.db, scope, input);
  let row: ProfilePageRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const inserted = await insertProfilePage(tx, { ...scope, ...valuesOf(input), createdBy: actor.userId });
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'profile_page.create',
        targetType: 'profile_page',
        targetId: inserted.id,
        details: { handle: inserted.handle, buttons: inserted.buttons.length },
      });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw handleTakenError();
    throw error;
  }
  await deps.linkChanges.publish({ type: 'profile', handle: row.handle });
  return viewOf(deps, row);
}

export async function updateProfilePage(
  deps: ProfileDeps,
  access: WorkspaceAccess,
  actor: Actor,
  pageId: string,
  input: ProfilePageBodyParsed,
): Promise<ProfilePage> {
  const scope = scopeOf(access);
  const current = await findProfilePage(deps.db, scope, pageId);
  if (!current) throw notFound();
  if (await handleTaken(deps.db, input.handle, pageId)) throw handleTakenError();
  await checkButtons(deps.db, scope, input);
  let row: ProfilePageRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const updated = await updateProfilePageRow(tx, scope, pageId, { ...valuesOf(input), updatedBy: actor.userId });
      if (!updated) throw notFound();
      const values = valuesOf(input);
      const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
        (k) => JSON.stringify(values[k]) !== JSON.stringify(current[k]),
      );
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'profile_page.update',
        targetType: 'profile_page',
        targetId: pageId,
        details: { handle: updated.handle, previousHandle: current.handle, changed },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw handleTakenError();
    throw error;
  }
  await deps.linkChanges.publish({ type: 'profile', handle: row.handle });
  if (current.handle !== row.handle) await deps.linkChanges.publish({ type: 'profile', handle: current.handle });
  return viewOf(deps, row);
}

export async function deleteProfilePage(
  deps: ProfileDeps,
  store: FileStore,
  access: WorkspaceAccess,
  actor: Actor,
  pageId: string,
): Promise<void> {
  const scope = scopeOf(access);
  let oldKey: string | null = null;
  const current = await deps.db.transaction(async (tx) => {
    const row = await findProfilePage(tx, scope, pageId);
    if (!row || !(await deleteProfilePageRow(tx, scope, pageId))) throw notFound();
    if (row.avatarFileId) {
      const file = await findFile(tx, scope.orgId, row.avatarFileId);
      if (file) {
        oldKey = file.storageKey;
        await deleteFile(tx, scope.orgId, file.id);
      }
    }
    await recordAudit(tx, {
      ...scope,
      ...auditBy(actor),
      action: 'profile_page.delete',
      targetType: 'profile_page',
      targetId: pageId,
      details: { handle: row.handle },
    });
    return row;
  });
  if (oldKey) await store.remove(oldKey).catch(() => {});
  await deps.linkChanges.publish({ type: 'profile', handle: current.handle });
}

/** Replaces the page's avatar (PNG, JPEG, SVG or WebP, detected from the bytes), or removes it with `null`. */
export async function setAvatar(
  deps: ProfileDeps,
  store: FileStore,
  access: WorkspaceAccess,
  actor: Actor,
  pageId: string,
  bytes: Buffer | null,
): Promise<ProfilePage> {
  const scope = scopeOf(access);
  const current = await findProfilePage(deps.db, scope, pageId);
  if (!current) throw notFound();
  const mimeType = bytes ? detectImageType(bytes) : null;
  if (bytes && (!mimeType || bytes.length > AVATAR_MAX_BYTES)) {
    throw new AppError('VALIDATION_ERROR', { field: 'avatar', message: 'validation.avatar_type' });
  }
  const newKey = bytes ? await store.put(scope.orgId, bytes) : null;
  let oldKey: string | null = null;
  let row: ProfilePageRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const file =
        bytes && newKey && mimeType
          ? await insertFile(tx, {
              orgId: scope.orgId,
              workspaceId: scope.workspaceId,
              kind: 'avatar',
              storageKey: newKey,
              mimeType,
              byteSize: bytes.length,
              createdBy: actor.userId,
            })
          : null;
      const updated = await updateProfilePageRow(tx, scope, pageId, {
        avatarFileId: file?.id ?? null,
        updatedBy: actor.userId,
      });
      if (!updated) throw notFound();
      if (current.avatarFileId) {
        const old = await findFile(tx, scope.orgId, current.avatarFileId);
        if (old) {
          oldKey = old.storageKey;
          await deleteFile(tx, scope.orgId, old.id);
        }
      }
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: file ? 'profile_page.avatar_update' : 'profile_page.avatar_remove',
        targetType: 'profile_page',
        targetId: pageId,
        details: file ? { mimeType, byteSize: bytes?.length } : {},
      });
      return updated;
    });
  } catch (error) {
    if (newKey) await store.remove(newKey).catch(() => {});
    throw error;
  }
  if (oldKey) await store.remove(oldKey).catch(() => {});
  await deps.linkChanges.publish({ type: 'profile', handle: row.handle });
  return viewOf(deps, row);
}

export interface PublicProfile {
  row: ProfilePageRow;
  theme: ReturnType<typeof themeOf>;
  /** the buttons whose link still exists and is active, with the address to open */
  buttons: { label: string; href: string }[];
}

/** An active page by handle, as the public page shows it; null when missing or inactive. */
export async function publicProfile(deps: ProfileDeps, handle: string): Promise<PublicProfile | null> {
  const row = await findProfilePageByHandle(deps.db, handle);
  if (row?.status !== 'active') return null;
  const found = await workspaceLinks(
    deps.db,
    { orgId: row.orgId, workspaceId: row.workspaceId },
    row.buttons.map((b) => b.linkId),
  );
  const byId = new Map(found.map((l) => [l.id, l]));
  const buttons = row.buttons.flatMap((b) => {
    const link = byId.get(b.linkId);
    if (link?.status !== 'active') return [];
    const url = new URL(shortUrlOf(deps.config, link.domain, link.slug));
    url.searchParams.set('r', 'profile');
    return [{ label: b.label, href: url.toString() }];
  });
  return { row, theme: themeOf(row), buttons };
}

/** The avatar bytes of an active page. */
export async function publicAvatar(
  deps: ProfileDeps,
  store: FileStore,
  handle: string,
): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const row = await findProfilePageByHandle(deps.db, handle);
  if (row?.status !== 'active' || !row.avatarFileId) return null;
  const file = await findFile(deps.db, row.orgId, row.avatarFileId);
  if (!file) return null;
  return { mimeType: file.mimeType, bytes: await store.read(file.storageKey) };
}
