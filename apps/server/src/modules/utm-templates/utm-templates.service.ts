import type { utmTemplateBodySchema, utmTemplateSchema } from '@osm5/shared/schemas/links';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  deleteUtmTemplateRow,
  findUtmTemplate,
  insertUtmTemplate,
  listUtmTemplateRows,
  type UtmTemplateRow,
  updateUtmTemplateRow,
  utmTemplateNameTaken,
  type WorkspaceScope,
} from './utm-templates.repository.ts';

type UtmTemplate = z.infer<typeof utmTemplateSchema>;
type UtmTemplateInput = z.output<typeof utmTemplateBodySchema>;

/**
 * The UTM builder's templates: named sets of UTM parameters shared by a
 * workspace. Names are unique per workspace, compared without case.
 */
const scopeOf = (access: WorkspaceAccess): WorkspaceScope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
});

/** Empty parameters are left out: a template sets only what it names. */
const cleanParams = (params: UtmTemplateInput['params']) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string' && v !== ''));

const view = (row: UtmTemplateRow): UtmTemplate => ({
  id: row.id,
  name: row.name,
  params: row.params,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const nameTaken = () => new AppError('CONFLICT', { field: 'name', message: 'validation.utm_template_name_taken' });
const notFound = () => new AppError('NOT_FOUND', { message: 'This UTM template does not exist.' });

export async function listUtmTemplates(
  db: Database,
  access: WorkspaceAccess,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<Page<UtmTemplate>> {
  const { rows, total } = await listUtmTemplateRows(db, scopeOf(access), query);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

export async function createUtmTemplate(
  db: Database,
  access: WorkspaceAccess,
  actor: Actor,
  input: UtmTemplateInput,
): Promise<UtmTemplate> {
  const scope = scopeOf(access);
  if (await utmTemplateNameTaken(db, scope, input.name)) throw nameTaken();
  try {
    return await db.transaction(async (tx) => {
      const row = await insertUtmTemplate(tx, {
        ...scope,
        name: input.name,
        params: cleanParams(input.params),
        createdBy: actor.userId,
      });
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'utm_template.create',
        targetType: 'utm_template',
        targetId: row.id,
        details: { name: row.name, params: row.params },
      });
      return view(row);
    });
  } catch (error) {
    // two saves of one name at once: the unique index decides
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateUtmTemplate(
  db: Database,
  access: WorkspaceAccess,
  actor: Actor,
  templateId: string,
  input: UtmTemplateInput,
): Promise<UtmTemplate> {
  const scope = scopeOf(access);
  const current = await findUtmTemplate(db, scope, templateId);
  if (!current) throw notFound();
  if (await utmTemplateNameTaken(db, scope, input.name, templateId)) throw nameTaken();
  try {
    return await db.transaction(async (tx) => {
      const row = await updateUtmTemplateRow(tx, scope, templateId, {
        name: input.name,
        params: cleanParams(input.params),
      });
      if (!row) throw notFound();
      await recordAudit(tx, {
        ...scope,
        ...auditBy(actor),
        action: 'utm_template.update',
        targetType: 'utm_template',
        targetId: row.id,
        details: {
          before: { name: current.name, params: current.params },
          after: { name: row.name, params: row.params },
        },
      });
      return view(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function deleteUtmTemplate(
  db: Database,
  access: WorkspaceAccess,
  actor: Actor,
  templateId: string,
): Promise<void> {
  const scope = scopeOf(access);
  await db.transaction(async (tx) => {
    const current = await findUtmTemplate(tx, scope, templateId);
    if (!current || !(await deleteUtmTemplateRow(tx, scope, templateId))) throw notFound();
    await recordAudit(tx, {
      ...scope,
      ...auditBy(actor),
      action: 'utm_template.delete',
      targetType: 'utm_template',
      targetId: templateId,
      details: { name: current.name },
    });
  });
}
