/**
 * How the planner reads a question: one normal form for every language, so
 * that each table below is written once. Case and Latin accents are dropped,
 * Arabic letters that users write interchangeably are unified (hamza forms of
 * alef, alef maqsura, ta marbuta, tatweel, harakat), Arabic-Indic and
 * full-width digits become ASCII, and small Chinese numbers become digits.
 */

const arabicDigits = '٠١٢٣٤٥٦٧٨٩';
const persianDigits = '۰۱۲۳۴۵۶۷۸۹';

const zhDigit: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** 十 → 10, 十五 → 15, 二十 → 20, 三十一 → 31, 七 → 7 (numbers below 100). */
export function zhNumber(s: string): number {
  if (!s.includes('十')) return zhDigit[s] ?? Number.NaN;
  const [tens, units] = s.split('十');
  return (tens ? (zhDigit[tens] ?? Number.NaN) : 1) * 10 + (units ? (zhDigit[units] ?? Number.NaN) : 0);
}

/** Chinese numerals next to a counter or date word become digits ("最近七天" → "最近7天"). */
function zhNumerals(s: string): string {
  // not after 哪 ("哪一天" is "which day")
  return s.replace(/(?<![哪上下])[零〇一两二三四五六七八九十]+(?=[天日周週个個月年季号號名位种])/g, (m) => {
    const n = zhNumber(m);
    return Number.isNaN(n) ? m : String(n);
  });
}

export function normalize(question: string): string {
  let s = question.normalize('NFKC').toLowerCase();
  s = s.replace(/[٠-٩]/g, (d) => String(arabicDigits.indexOf(d)));
  s = s.replace(/[۰-۹]/g, (d) => String(persianDigits.indexOf(d)));
  // Latin accents and Arabic harakat are combining marks once decomposed
  s = s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  s = s
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ـ/g, '');
  // "للاسبوع" is ل + الاسبوع: write the article back so every table reads it
  s = s.replace(/(^|[\s,?]|و)لل(?=[\u0600-\u06ff]{2})/g, '$1ل ال');
  s = s.replace(/[’‘`]/g, "'").replace(/[“”«»]/g, '"');
  s = s
    .replace(/[？]/g, '?')
    .replace(/[，、]/g, ',')
    .replace(/[：]/g, ':')
    .replace(/،/g, ',')
    .replace(/؟/g, '?');
  s = s.replace(/(?<![a-z])avg\.?(?![a-z])/g, 'average').replace(/(?<![a-z])moy\.(?![a-z])/g, 'moyenne');
  s = zhNumerals(s);
  return s.replace(/\s+/g, ' ').trim();
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const latin = /[a-z0-9]/;

/** Words whose last s or x is not a plural ("pays", "mois"): every other plural in a table also reads its singular. */
const keepPlural = new Set([
  'pays',
  'mois',
  'fois',
  'windows',
  'macos',
  'chromeos',
  'temps',
  'plus',
  'sans',
  'status',
  'analytics',
  'news',
  'this',
  'series',
  'vers',
  'apres',
  'depuis',
  'prix',
  'hits',
]);

/**
 * A term as a pattern: Latin terms match whole words (a plural "s" allowed),
 * Arabic ones may carry a leading conjunction/preposition and article
 * ("وبالزوار"), Chinese ones match anywhere.
 */
export function termPattern(term: string): string {
  const t = normalize(term);
  const arabic = /[\u0600-\u06ff]/.test(t);
  const body = t
    .split(' ')
    .map((w, i) => {
      // Arabic: a later word may come without its article ("معدل ارتداد", "نظام تشغيل")
      if (arabic && i > 0 && w.startsWith('ال') && w.length > 4) return `(?:ال)?${escapeRegExp(w.slice(2))}`;
      if (keepPlural.has(w) || !/^[a-z']{3,}[sx]$/.test(w)) return escapeRegExp(w);
      // a plural also reads its singular: categories → category, urls → url, prix stays
      if (w.endsWith('ies')) return `${escapeRegExp(w.slice(0, -3))}(?:y|ies)`;
      return `${escapeRegExp(w.slice(0, -1))}${w.at(-1)}?`;
    })
    .join('[\\s-]*');
  if (arabic) return `(?<![\\u0600-\\u06ff])(?:[وفبلك]{0,2}(?:ال|لل)?)?${body}(?![\\u0600-\\u06ff]{3})`;
  if (latin.test(t[0] ?? '') || latin.test(t.at(-1) ?? '')) {
    // a plural already reads its singular; a singular also reads its plural
    const plural = /(?:[sx]\?|\(\?:y\|ies\))$/.test(body) ? '' : '(?:s|es|x)?';
    return `(?<![a-z0-9])${body}${plural}(?![a-z0-9])`;
  }
  return body;
}

/** A part of the question a reader has used up, so that another does not read it again. */
export interface Span {
  start: number;
  end: number;
}

export interface Hit<T> extends Span {
  value: T;
}

/**
 * Every non-overlapping occurrence of the terms in `text`, longest terms
 * first (so "conversion rate" wins over "conversions"), in reading order.
 */
interface Compiled<T> {
  re: RegExp;
  /** text every match contains (the term's first letters), checked before the pattern runs */
  needle: string;
  value: T;
}

const compiled = new WeakMap<object, Compiled<unknown>[]>();

/** The terms' patterns, longest first, compiled once per table. */
function patterns<T>(terms: readonly (readonly [string, T])[]): Compiled<T>[] {
  let list = compiled.get(terms) as Compiled<T>[] | undefined;
  if (!list) {
    list = [...terms]
      .map(([term, value]) => ({ term: normalize(term), value }))
      .sort((a, b) => b.term.length - a.term.length)
      .map(({ term, value }) => ({
        re: new RegExp(termPattern(term), 'g'),
        needle: (term.split(' ')[0] ?? term).slice(0, 3),
        value,
      }));
    compiled.set(terms, list);
  }
  return list;
}

/**
 * Every non-overlapping occurrence of the terms in `text`, longest terms
 * first (so "conversion rate" wins over "conversions"), in reading order.
 */
export function findTerms<T>(text: string, terms: readonly (readonly [string, T])[], taken: Span[] = []): Hit<T>[] {
  const hits: Hit<T>[] = [];
  const used = [...taken];
  for (const { re, needle, value } of patterns(terms)) {
    if (!text.includes(needle)) continue;
    for (const m of text.matchAll(re)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (used.some((u) => span.start < u.end && u.start < span.end)) continue;
      used.push(span);
      hits.push({ ...span, value });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

export const overlaps = (a: Span, spans: Span[]) => spans.some((u) => a.start < u.end && u.start < a.end);
