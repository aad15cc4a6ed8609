import { z } from 'zod';
import { importFields, importFormats } from '../links/import-formats.ts';
import { timestamp, workspaceParamsSchema } from './tenancy.ts';

/** The bulk import's API shapes (/settings/bulk_import). */

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** rows the preview validates and shows */
export const IMPORT_PREVIEW_ROWS = 20;

export const importMappingSchema = z.partialRecord(z.enum(importFields), z.number().int().min(0).max(500));

/** The multipart field `options` (JSON) beside the file: absent parts are detected from the header row. */
export const importOptionsSchema = z.object({
  format: z.enum(importFormats).optional(),
  mapping: importMappingSchema.optional(),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;

export const importRowErrorSchema = z
  .object({
    /** the line of the file the row starts on (the header is line 1) */
    row: z.number().int().min(0),
    /** the import field (destination, slug…) the problem is in */
    field: z.string().optional(),
    code: z.string(),
    /** an i18n key (validation.*, bulkImport.rowErrors.*) or an English sentence */
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });
export type ImportRowErrorView = z.infer<typeof importRowErrorSchema>;

export const importPreviewSchema = z
  .object({
    format: z.enum(importFormats),
    headers: z.array(z.string()),
    mapping: importMappingSchema,
    /** data rows in the file */
    total: z.number().int().nonnegative(),
    rows: z.array(
      z.object({
        row: z.number().int(),
        cells: z.array(z.string()),
        valid: z.boolean(),
        errors: z.array(importRowErrorSchema),
      }),
    ),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStatuses = ['running', 'done', 'failed', 'interrupted'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const linkImportSchema = z
  .object({
    id: z.uuid(),
    workspaceId: z.uuid(),
    format: z.enum(importFormats),
    fileName: z.string(),
    status: z.enum(importStatuses),
    total: z.number().int(),
    processed: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    createdAt: timestamp,
    finishedAt: timestamp.nullable(),
  })
  .meta({ id: 'LinkImport' });
export type LinkImportView = z.infer<typeof linkImportSchema>;

export const importParamsSchema = workspaceParamsSchema.extend({ importId: z.uuid() });
