/**
 * A LIKE / ILIKE pattern that finds `needle` anywhere: `%` and `_` are
 * wildcards in LIKE, so a search for them means the characters themselves.
 */
export const containsPattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
