import type { MultipartFile } from '@fastify/multipart';
import { parseCsv } from '@osm5/shared/links/csv';
import { defaultMapping, detectFormat, type ImportFormat, type ImportMapping } from '@osm5/shared/links/import-formats';
import { IMPORT_MAX_ROWS, type ImportOptions, importOptionsSchema } from '@osm5/shared/schemas/link-imports';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/** An uploaded CSV, read: its header row, its data rows with their line numbers, and how to read them. */
export interface ParsedUpload {
  fileName: string;
  format: ImportFormat;
  headers: string[];
  mapping: ImportMapping;
  rows: { line: number; cells: string[] }[];
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', { field, message });

const isTooLarge = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { statusCode?: number }).statusCode === 413;

/** Reads the multipart body: the `file` part and the optional `options` JSON field, in any order. */
async function readParts(request: FastifyRequest): Promise<{ fileName: string; text: string; options: ImportOptions }> {
  if (!request.isMultipart()) throw invalid('file', 'bulkImport.errors.file_required');
  let file: { name: string; bytes: Buffer } | undefined;
  let options: ImportOptions = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        const bytes = await upload.toBuffer();
        if (upload.fieldname === 'file') file = { name: upload.filename ?? '', bytes };
      } else if (part.fieldname === 'options') {
        let json: unknown;
        try {
          json = JSON.parse(String(part.value));
        } catch {
          throw invalid('options', 'bulkImport.errors.options_invalid');
        }
        const parsed = importOptionsSchema.safeParse(json);
        if (!parsed.success) throw invalid('options', 'bulkImport.errors.options_invalid');
        options = parsed.data;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) {
      throw new AppError('PAYLOAD_TOO_LARGE', { field: 'file', message: 'bulkImport.errors.too_large' });
    }
    throw error;
  }
  if (!file || file.bytes.length === 0) throw invalid('file', 'bulkImport.errors.file_required');
  return { fileName: file.name.slice(0, 255), text: new TextDecoder('utf-8').decode(file.bytes), options };
}

/**
 * The upload as the import reads it: refused when empty, over the row limit,
 * or when the mapping names a column the file lacks (or, to import, leaves out the destination).
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { requireDestination: boolean },
): Promise<ParsedUpload> {
  const { fileName, text, options } = await readParts(request);
  const [header, ...data] = parseCsv(text);
  if (!header || header.cells.every((c) => c.trim() === '')) throw invalid('file', 'bulkImport.errors.empty');
  if (data.length === 0) throw invalid('file', 'bulkImport.errors.no_rows');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new AppError('PAYLOAD_TOO_LARGE', { field: 'file', message: 'bulkImport.errors.too_many_rows' });
  }
  const headers = header.cells.map((c) => c.trim());
  const format = options.format ?? detectFormat(headers);
  const mapping = options.mapping ?? defaultMapping(format, headers);
  for (const [field, index] of Object.entries(mapping)) {
    if (index !== undefined && index >= headers.length)
      throw invalid(`mapping.${field}`, 'bulkImport.errors.no_such_column');
  }
  // the preview shows an unmapped destination on every row, so the user can pick its column
  if (opts.requireDestination && mapping.destination === undefined)
    throw invalid('mapping.destination', 'bulkImport.errors.destination_unmapped');
  return { fileName, format, headers, mapping, rows: data.map((r) => ({ line: r.line, cells: r.cells })) };
}
