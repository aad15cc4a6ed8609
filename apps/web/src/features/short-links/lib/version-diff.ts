/** One changed value between two versions of a link, at a dotted path (rules.languages.fr). */
export interface FieldChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Leaves of a value by dotted path; arrays of scalars read as one comma-separated value. */
export const flatten = (value: unknown, prefix = '', out: Map<string, string> = new Map()): Map<string, string> => {
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    if (value.every((v) => !isObject(v) && !Array.isArray(v))) {
      if (value.length > 0) out.set(prefix, value.map(String).join(', '));
    } else {
      value.forEach((v, i) => {
        flatten(v, `${prefix}.${i}`, out);
      });
    }
  } else if (value !== null && value !== undefined && value !== '') {
    out.set(prefix, String(value));
  }
  return out;
};

/** The order fields read in, the address first; others follow in their own order. */
const fieldOrder = ['kind', 'domain', 'slug', 'title', 'rules', 'status', 'hasPassword', 'password', 'tags', 'notes'];
export const sortFields = (fields: readonly string[]): string[] => {
  const rank = (f: string) => (fieldOrder.includes(f) ? fieldOrder.indexOf(f) : fieldOrder.length);
  return [...fields].sort((a, b) => rank(a) - rank(b));
};

/** Fields never worth showing in a diff: they change on every save. */
const noise = new Set(['version', 'updatedAt', 'updatedBy', 'clicks']);

/**
 * The readable difference of `fields` between a version and the one before it
 * (none for the first version: everything reads as added).
 */
export const diffVersions = (
  previous: Record<string, unknown> | undefined,
  current: Record<string, unknown>,
  fields: readonly string[],
): FieldChange[] => {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (noise.has(field)) continue;
    const before = flatten(previous?.[field], field);
    const after = flatten(current[field], field);
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
    for (const path of paths) {
      if (before.get(path) !== after.get(path)) {
        changes.push({ path, before: before.get(path), after: after.get(path) });
      }
    }
    // a secret (the password) is never in a snapshot; say that it changed
    if (paths.length === 0 && field === 'password') {
      changes.push({ path: field, before: undefined, after: undefined });
    }
  }
  return changes;
};
