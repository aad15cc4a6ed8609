import { linkCsvColumns, toCsvLine } from '@osm5/shared/links/csv-columns';
import { defaultMapping, type ImportField, type ImportFormat, mapRow } from '@osm5/shared/links/import-formats';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportRowErrorView,
  type LinkImportView,
} from '@osm5/shared/schemas/link-imports';
import { type Page, type PageQuery, pageFrom } from '@osm5/shared/schemas/tenancy';
import { AppError } from '../../errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { LinkDeps } from '../links/link-deps.ts';
import { linkBodyFor } from '../links/links.service.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertRoomFor } from '../plans/plan-quotas.ts';
import type { ParsedUpload } from './csv-upload.ts';
import type { ImportJobs } from './import-jobs.ts';
import {
  defaultDomainOf,
  findImport,
  type ImportRow,
  importErrors,
  insertImport,
  interruptStaleImports,
  listImportRows,
  type Scope,
  slugsTaken,
} from './link-import.repository.ts';
import { checkRow } from './row-check.ts';

/** A running import beats at least every second; one silent this long lost its process. */
export const STALE_IMPORT_MS = 60_000;

const scopeOf = (access: WorkspaceAccess): Scope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
});

function view(row: ImportRow): LinkImportView {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    format: row.format as ImportFormat,
    fileName: row.fileName,
    status: row.status,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failed: row.failed,
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The first rows checked as the import will check them, plus what only the
 * whole file shows: a slug twice in the file, or already used on its domain.
 */
export async function previewImport(
  deps: LinkDeps,
  access: WorkspaceAccess,
  upload: ParsedUpload,
): Promise<ImportPreview> {
  const schema = await linkBodyFor(deps, access);
  const scope = scopeOf(access);
  const fallbackDomain = await defaultDomainOf(deps.db, scope, deps.config.shortDomain.toLowerCase());
  const shown = upload.rows.slice(0, IMPORT_PREVIEW_ROWS);
  const checked = shown.map((r) => {
    const mapped = mapRow(r.cells, upload.mapping);
    return { ...r, mapped, ...checkRow(schema, r.line, mapped) };
  });

  // slugs already used, per domain
  const byDomain = new Map<string, string[]>();
  for (const r of checked) {
    if (!r.parsed?.slug) continue;
    const domain = r.parsed.domain || fallbackDomain;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), r.parsed.slug]);
  }
  const taken = new Map<string, Set<string>>();
  for (const [domain, slugs] of byDomain) taken.set(domain, await slugsTaken(deps.db, domain, slugs));

  const seen = new Set<string>();
  const rows = checked.map((r) => {
    const errors = [...r.errors];
    const slug = r.mapped.body.slug;
    if (slug) {
      const domain = r.mapped.body.domain || fallbackDomain;
      // one rule with the editor: `ABC` and `abc` are the same slug
      const key = `${domain}/${slug.toLowerCase()}`;
      if (seen.has(key)) {
        errors.push({
          row: r.line,
          field: 'slug',
          code: 'SLUG_TAKEN',
          message: 'bulkImport.rowErrors.duplicate_in_file',
        });
      } else if (taken.get(domain)?.has(slug.toLowerCase())) {
        errors.push({ row: r.line, field: 'slug', code: 'SLUG_TAKEN', message: 'errors.SLUG_TAKEN' });
      }
      seen.add(key);
    }
    return { row: r.line, cells: r.cells, valid: errors.length === 0, errors };
  });
  return { format: upload.format, headers: upload.headers, mapping: upload.mapping, total: upload.rows.length, rows };
}

/** Records the import and hands its rows to the job runner; answers at once with the running import. */
export async function startImport(
  deps: LinkDeps,
  jobs: ImportJobs,
  access: WorkspaceAccess,
  actor: Actor,
  upload: ParsedUpload,
): Promise<LinkImportView> {
  const scope = scopeOf(access);
  // the whole file must fit this month's new links; each row is checked again as it is created
  await assertRoomFor(deps.db, scope.orgId, 'newLinksPerMonth', upload.rows.length);
  const id = await insertImport(deps.db, {
    ...scope,
    format: upload.format,
    fileName: upload.fileName,
    total: upload.rows.length,
    createdBy: actor.userId,
  });
  const created = await getImport(deps, access, id);
  jobs.start({ id, access, actor, upload });
  return created;
}

export async function listImports(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  query: PageQuery,
): Promise<Page<LinkImportView>> {
  const scope = scopeOf(access);
  await interruptStaleImports(deps.db, STALE_IMPORT_MS, scope);
  const { rows, total } = await listImportRows(deps.db, scope, query);
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
}

const notFound = () => new AppError('NOT_FOUND', { message: 'This import does not exist.' });

export async function getImport(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  id: string,
): Promise<LinkImportView> {
  const scope = scopeOf(access);
  await interruptStaleImports(deps.db, STALE_IMPORT_MS, scope);
  const row = await findImport(deps.db, scope, id);
  if (!row) throw notFound();
  return view(row);
}

/** The row errors, in row order, a page at a time. */
export async function listImportErrors(
  deps: Pick<LinkDeps, 'db'>,
  access: WorkspaceAccess,
  id: string,
  query: PageQuery,
): Promise<Page<ImportRowErrorView>> {
  const errors = await importErrors(deps.db, scopeOf(access), id);
  if (!errors) throw notFound();
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  return pageFrom(
    sorted.map(({ values: _, ...e }) => e),
    query,
  );
}

/** Our template's column for each import field (the failed rows are written back in it). */
const templateMapping = defaultMapping('template', [...linkCsvColumns]);

/**
 * The rows that failed, in our template's columns plus `error`, so they can be
 * fixed in a spreadsheet and imported again.
 */
export async function failedRowsCsv(deps: Pick<LinkDeps, 'db'>, access: WorkspaceAccess, id: string): Promise<string> {
  const errors = await importErrors(deps.db, scopeOf(access), id);
  if (!errors) throw notFound();
  const byRow = new Map<number, { values: Record<string, string>; messages: string[] }>();
  for (const e of [...errors].sort((a, b) => a.row - b.row)) {
    const entry = byRow.get(e.row) ?? { values: e.values ?? {}, messages: [] };
    entry.messages.push(e.field ? `${e.field}: ${e.message}` : e.message);
    byRow.set(e.row, entry);
  }
  const lines = [toCsvLine([...linkCsvColumns, 'row', 'error'])];
  for (const [row, { values, messages }] of byRow) {
    const cells: string[] = linkCsvColumns.map(() => '');
    for (const [field, index] of Object.entries(templateMapping) as [ImportField, number][]) {
      cells[index] = values[field] ?? '';
    }
    lines.push(toCsvLine([...cells, String(row), messages.join('; ')]));
  }
  return lines.join('');
}
