import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FileStore } from '../files/file-store.ts';
import { findFile, insertFile } from '../files/files.repository.ts';
import { detectImageType } from '../files/image-type.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { deleteUnusedQrLogos } from './qr-logos.repository.ts';

/** An upload no link uses yet is kept this long: the designer uploads before the style is saved. */
export const UNUSED_QR_LOGO_GRACE_MS = 24 * 60 * 60 * 1000;

/** A QR logo stays small: it covers at most 22% of the code and is embedded in every download. */
export const QR_LOGO_MAX_BYTES = 512 * 1024;

/**
 * The logo of a QR design, kept as a workspace file so a saved style
 * (`qrStyle.logoFileId`) brings it back. PNG, JPEG, SVG or WebP by its bytes.
 */
export async function uploadQrLogo(
  db: Database,
  store: FileStore,
  access: WorkspaceAccess,
  actor: Actor,
  bytes: Buffer,
): Promise<{ fileId: string; mimeType: string }> {
  const mimeType = detectImageType(bytes);
  if (!mimeType || bytes.length > QR_LOGO_MAX_BYTES) {
    throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.qr_logo_type' });
  }
  const orgId = access.workspace.orgId;
  const key = await store.put(orgId, bytes);
  try {
    return await db.transaction(async (tx) => {
      const file = await insertFile(tx, {
        orgId,
        workspaceId: access.workspace.id,
        kind: 'qr',
        storageKey: key,
        mimeType,
        byteSize: bytes.length,
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        orgId,
        workspaceId: access.workspace.id,
        ...auditBy(actor),
        action: 'qr_logo.upload',
        targetType: 'file',
        targetId: file.id,
        details: { mimeType, byteSize: bytes.length },
      });
      return { fileId: file.id, mimeType };
    });
  } catch (error) {
    await store.remove(key).catch(() => {});
    throw error;
  }
}

/** A QR logo of this workspace; any other file (another workspace's, an avatar) answers 404. */
export async function readQrLogo(
  db: Database,
  store: FileStore,
  access: WorkspaceAccess,
  fileId: string,
): Promise<{ mimeType: string; bytes: Buffer }> {
  const file = await findFile(db, access.workspace.orgId, fileId);
  if (file?.kind !== 'qr' || file.workspaceId !== access.workspace.id) {
    throw new AppError('NOT_FOUND', { message: 'This logo does not exist.' });
  }
  return { mimeType: file.mimeType, bytes: await store.read(file.storageKey) };
}

/**
 * Removes the QR logos no link uses any more (a replaced logo, a deleted link's,
 * an upload never saved), once past the grace period; returns how many.
 */
export async function sweepUnusedQrLogos(db: Database, store: FileStore, now = Date.now()): Promise<number> {
  const keys = await deleteUnusedQrLogos(db, new Date(now - UNUSED_QR_LOGO_GRACE_MS));
  // the rows are gone first: a blob left by a failed removal is never served, only wasted
  await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
  return keys.length;
}
