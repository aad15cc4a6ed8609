import { importFieldOfPath, type MappedRow } from '@osm5/shared/links/import-formats';
import type { ImportRowErrorView } from '@osm5/shared/schemas/link-imports';
import type { LinkBodyParsed, linkBodySchema } from '@osm5/shared/schemas/links';

type BodySchema = ReturnType<typeof linkBodySchema>;

/**
 * One row against the link rules, as the links service will see it: the
 * import's own problems first, then the schema's, one message per field (the
 * first), each named by the import field the user mapped.
 */
export function checkRow(
  schema: BodySchema,
  line: number,
  mapped: MappedRow,
): { parsed: LinkBodyParsed | undefined; errors: ImportRowErrorView[] } {
  const errors: ImportRowErrorView[] = mapped.errors.map((e) => ({
    row: line,
    field: e.field,
    code: 'VALIDATION_ERROR',
    message: e.message,
  }));
  const result = schema.safeParse(mapped.body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = importFieldOfPath(path) ?? (path || undefined);
      if (errors.some((e) => e.field === field)) continue;
      errors.push({
        row: line,
        ...(field ? { field } : {}),
        code: 'VALIDATION_ERROR',
        message: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      });
    }
  }
  return { parsed: result.success && errors.length === 0 ? result.data : undefined, errors };
}
