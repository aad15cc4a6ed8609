import { countryNames } from './countries.ts';
import { dimensionTerms } from './dimensions.ts';
import {
  browserTerms,
  channelTerms,
  deviceTerms,
  osTerms,
  sourceTerms,
  visitorTypeTerms,
  vitalTerms,
} from './filter-terms.ts';
import { metricTerms } from './metrics.ts';
import { findTerms, type Hit, normalize, type Span } from './text.ts';
import { timeTerms } from './time-terms.ts';

/**
 * Products named in a question: a product (its name, free text) is a filter
 * on the orders holding it. Read before the other filters' terms, because a
 * product's name may hold a browser's or a country's ("Chrome Mug").
 */

/**
 * 'product "Mug"', 'produit « Thé vert »', 'المنتج "Mug"', '产品「Mug」': a product
 * named in quotes after the word. The value is the quoted run of the question
 * itself, as typed (the normal form folds case and accents).
 */
export function quotedProduct(text: string, question: string): { value: string; span: Span } | undefined {
  const quoted = (s: string) => s.replace(/[“”«»「」]/g, '"');
  const plain = quoted(text);
  const m =
    /(?:products?|produits?|المنتجات|المنتج|منتج|产品|商品)(?: (?:named|called|nomme|appele|intitule|باسم))? ?"([^"]+)"/.exec(
      plain,
    );
  if (!m) return undefined;
  // the same quoted run of the question: as many quotes before it in both
  const opening = m.index + m[0].indexOf('"');
  const before = (plain.slice(0, opening).match(/"/g) ?? []).length;
  const runs = [...quoted(question).matchAll(/"([^"]*)"/g)];
  const value = (runs[before / 2]?.[1] ?? m[1] ?? '').trim();
  return value === '' ? undefined : { value, span: { start: m.index, end: m.index + m[0].length } };
}

/** Every table of words the planner reads besides products. */
const plannerWords: readonly (readonly (readonly [string, unknown])[])[] = [
  metricTerms,
  dimensionTerms,
  timeTerms,
  visitorTypeTerms,
  osTerms,
  browserTerms,
  sourceTerms,
  deviceTerms,
  channelTerms,
  vitalTerms,
];

/** Names already checked: a site's products come back with each of its questions. */
const plannerWordCache = new Map<string, boolean>();
const PLANNER_WORD_CACHE_SIZE = 10_000;

/** A name that is, whole, a word the planner reads ("Mobile", "France", "Visitors"): it stays that word. */
function isPlannerWord(name: string): boolean {
  const cached = plannerWordCache.get(name);
  if (cached !== undefined) return cached;
  const n = normalize(name);
  const whole = (hits: Span[]) => hits.some((h) => h.start === 0 && h.end === n.length);
  const word = [...plannerWords, countryNames()].some((table) => whole(findTerms(n, table)));
  if (plannerWordCache.size >= PLANNER_WORD_CACHE_SIZE) plannerWordCache.clear();
  plannerWordCache.set(name, word);
  return word;
}

/**
 * The item's own products named as they are sold, without quotes ("revenue of
 * mug", "commandes de thé vert", "订单 Mug"): `known` are the names its orders
 * hold (the server reads them for the question). Each is found whole, longest
 * first, in any case and with or without accents, where nothing else was read
 * (`taken`: dates, a quoted product). Names of fewer than two letters, and
 * names that are a word the planner reads, are left to that word.
 */
export function knownProducts(text: string, known: readonly string[], taken: Span[]): Hit<string>[] {
  const names = known.filter((name) => normalize(name).trim().length >= 2 && !isPlannerWord(name));
  if (names.length === 0) return [];
  // findTerms reads nothing that overlaps `taken`
  return findTerms(
    text,
    names.map((name) => [name, name] as const),
    taken,
  );
}
