import type {
  AccountDefaults,
  accountDefaultsViewSchema,
  CompanyProfileView,
  updateCompanyProfileSchema,
} from '@osm5/shared/schemas/profile';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFile, findFile, insertFile } from '../files/files.repository.ts';
import { detectImageType } from '../files/image-type.ts';
import { findOrganization, type OrganizationRow, updateOrganization } from './organizations.repository.ts';
import { logoUrlOf } from './tenants.service.ts';

const view = (row: OrganizationRow): CompanyProfileView => ({
  id: row.id,
  name: row.name,
  details: row.details,
  logoUrl: logoUrlOf(row.id, row.logoFileId),
  plan: row.plan,
  updatedAt: row.updatedAt.toISOString(),
});

async function organization(db: Database, orgId: string): Promise<OrganizationRow> {
  const row = await findOrganization(db, orgId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function getCompanyProfile(db: Database, orgId: string): Promise<CompanyProfileView> {
  return view(await organization(db, orgId));
}

export async function updateCompanyProfile(
  db: Database,
  actor: Actor,
  orgId: string,
  input: z.output<typeof updateCompanyProfileSchema>,
): Promise<CompanyProfileView> {
  await db.transaction(async (tx) => {
    const current = await organization(tx, orgId);
    await updateOrganization(tx, orgId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.details !== undefined ? { details: { ...current.details, ...input.details } } : {}),
    });
    await recordAudit(tx, {
      orgId,
      ...auditBy(actor),
      action: 'organization.update',
      targetType: 'organization',
      targetId: orgId,
      details: { ...input },
    });
  });
  return getCompanyProfile(db, orgId);
}

export async function getAccountDefaults(
  db: Database,
  orgId: string,
): Promise<z.infer<typeof accountDefaultsViewSchema>> {
  const { defaults } = await organization(db, orgId);
  return {
    currency: defaults.currency ?? null,
    timeZone: defaults.timeZone ?? null,
    subTimeZone: defaults.subTimeZone ?? null,
  };
}

export async function setAccountDefaults(db: Database, actor: Actor, orgId: string, input: AccountDefaults) {
  await db.transaction(async (tx) => {
    await updateOrganization(tx, orgId, { defaults: input });
    await recordAudit(tx, {
      orgId,
      ...auditBy(actor),
      action: 'organization.defaults_update',
      targetType: 'organization',
      targetId: orgId,
      details: { ...input },
    });
  });
  return getAccountDefaults(db, orgId);
}

/** Stores a PNG, JPEG, SVG or WebP logo (the size limit is enforced while reading the upload). */
export async function uploadLogo(
  db: Database,
  store: FileStore,
  actor: Actor,
  orgId: string,
  bytes: Buffer,
): Promise<CompanyProfileView> {
  const mimeType = detectImageType(bytes);
  if (!mimeType) {
    throw new AppError('VALIDATION_ERROR', { field: 'logo', message: 'validation.logo_type' });
  }
  const key = await store.put(orgId, bytes);
  let oldKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const current = await organization(tx, orgId);
      const file = await insertFile(tx, {
        orgId,
        kind: 'logo',
        storageKey: key,
        mimeType,
        byteSize: bytes.length,
        createdBy: actor.userId,
      });
      await updateOrganization(tx, orgId, { logoFileId: file.id });
      if (current.logoFileId) {
        const old = await findFile(tx, orgId, current.logoFileId);
        if (old) {
          oldKey = old.storageKey;
          await deleteFile(tx, orgId, old.id);
        }
      }
      await recordAudit(tx, {
        orgId,
        ...auditBy(actor),
        action: 'organization.logo_update',
        targetType: 'file',
        targetId: file.id,
        details: { mimeType, byteSize: bytes.length },
      });
    });
  } catch (error) {
    await store.remove(key);
    throw error;
  }
  if (oldKey) await store.remove(oldKey);
  return getCompanyProfile(db, orgId);
}

export async function readLogo(
  db: Database,
  store: FileStore,
  orgId: string,
): Promise<{ bytes: Buffer; mimeType: string }> {
  const { logoFileId } = await organization(db, orgId);
  const file = logoFileId ? await findFile(db, orgId, logoFileId) : null;
  if (!file) throw new AppError('NOT_FOUND', { message: 'This organisation has no logo.' });
  return { bytes: await store.read(file.storageKey), mimeType: file.mimeType };
}
