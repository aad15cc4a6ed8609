/** One Accept-Language entry, tag lower-cased. */
interface LanguageRange {
  tag: string;
  q: number;
}

/** Parses the raw header into ranges by descending q; q=0 means "not acceptable" and is dropped. */
export const parseAcceptLanguage = (header: string | undefined): LanguageRange[] => {
  if (!header) return [];
  const ranges: (LanguageRange & { order: number })[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase().replace(/_/g, '-');
    if (!tag) return;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k?.trim() === 'q') {
        const n = Number(v);
        q = Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : 0;
      }
    }
    if (q > 0) ranges.push({ tag, q, order });
  });
  // Stable by header order when q ties: the visitor listed their preference first.
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag, q }) => ({ tag, q }));
};

/**
 * Picks the key of `available` for the visitor: for each range in preference
 * order, an exact tag first, then the same primary subtag (fr-CA ↔ fr, fr ↔ fr-FR).
 */
export const negotiateLanguage = (header: string | undefined, available: readonly string[]): string | undefined => {
  const keys = available.map((k) => ({ key: k, tag: k.toLowerCase().replace(/_/g, '-') }));
  for (const { tag } of parseAcceptLanguage(header)) {
    if (tag === '*') return undefined;
    const exact = keys.find((k) => k.tag === tag);
    if (exact) return exact.key;
    const primary = tag.split('-')[0];
    const base = keys.find((k) => k.tag === primary) ?? keys.find((k) => k.tag.split('-')[0] === primary);
    if (base) return base.key;
  }
  return undefined;
};
