import type { ImportRowErrorView } from '@osm5/shared/schemas/link-imports';
import type { TFunction } from 'i18next';

const keyPattern = /^(validation|bulkImport|errors)\.[\w.]+$/;

/** A row error in the reader's language: the message key when it is one, else the text of its code. */
export function rowErrorText(t: TFunction, error: Pick<ImportRowErrorView, 'code' | 'message'>): string {
  if (keyPattern.test(error.message)) return t(error.message);
  const byCode = `errors.${error.code}`;
  const text = t(byCode);
  return text === byCode ? error.message : text;
}

/** The mapped field's name, for "Destination: …". */
export function fieldLabel(t: TFunction, field: string | undefined): string {
  if (!field) return '';
  const key = `bulkImport.fields.${field}`;
  const text = t(key);
  return text === key ? field : text;
}
