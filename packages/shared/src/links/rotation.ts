/** FNV-1a 32-bit: tiny, deterministic, spreads close ids (visitor-1, visitor-2) well enough for splits. */
export const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // Final avalanche (murmur3 fmix) so the low-entropy tail of sequential ids reaches the top bits.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
};

/**
 * Chooses a weighted destination by hashing visitor and link, so the same
 * visitor always lands on the same side without any stored state.
 */
export const pickWeighted = <T extends { weight: number }>(
  items: readonly T[],
  visitorId: string,
  linkId: string,
): T | undefined => {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  if (total <= 0) return undefined;
  const point = (fnv1a(`${visitorId}\u0000${linkId}`) / 0x1_0000_0000) * total;
  let acc = 0;
  for (const item of items) {
    acc += item.weight;
    if (point < acc) return item;
  }
  return items[items.length - 1];
};
