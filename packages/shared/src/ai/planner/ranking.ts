import { numberWords, readNumber } from './date-words.ts';
import { overlaps, type Span, zhNumber } from './text.ts';

/**
 * How a breakdown is ranked and cut: "top 5", "the 3 best", "les 10
 * premières", "افضل 5", "前5名" take that many; "which X … the most" takes
 * the one; "least/fewest/moins/اقل/最少" ranks upwards. A breakdown with no
 * number keeps its first DEFAULT_TOP rows.
 */
export const DEFAULT_TOP = 10;

export interface Ranking {
  limit?: number;
  direction: 'asc' | 'desc';
}

/** A count: digits, a small number word (not "a"/"un"), or Chinese numerals. */
const count = `(\\d{1,3}|${Object.keys(numberWords)
  .filter((w) => w.length > 2)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

const topN = [
  new RegExp(`(?<![a-z])(?:top|best|first|biggest|largest|highest|leading)[ -]?${count}(?![\\da-z])`),
  new RegExp(`(?<![a-z])(?:the|les|des|aux|these) ${count} (?=[a-z])`),
  new RegExp(
    `(?<![a-z\\d])${count} (?:top|best|biggest|most popular|leading|highest|largest|premiers|premieres|meilleurs|meilleures|principaux|principales|plus)`,
  ),
  new RegExp(`(?:les |aux )?(?:premiers|premieres|meilleurs|meilleures|principaux|principales) ${count}(?![\\da-z])`),
  new RegExp(`(?:افضل|اعلي|اكثر|اهم|اول|اكبر)(?: ال)? ?${count}(?![\\d\\u0600-\\u06ff])`),
  /(?:前|排名前|top ?)(\d{1,3}|[一二三四五六七八九十]{1,3})(?:名|个|位|大|家|种)?/,
];

const readCount = (s: string) => (/^[一二三四五六七八九十]+$/.test(s) ? zhNumber(s) : readNumber(s));

const one = [
  /(?<![a-z])(?:which|what) (?!(?:is|are|was|were|do|does|did) )(?!\w{3,}s\b)[a-z ]{0,30}?(?:most|highest|best|biggest|largest|least|fewest|lowest|worst|top)(?![a-z])/,
  /(?<![a-z])(?:the )?(?:top|best|biggest|largest|main|leading|worst) (?!\w+s\b)(?:single )?(?:country|campaign|source|page|browser|device|city|channel|referrer|region|language|os|platform)(?![a-z])/,
  /(?<![a-z])(?:quel|quelle) (?:est |a |ont )?[a-z' ]{0,30}?(?:le plus|la plus|le moins|la moins|meilleur|meilleure|pire)(?![a-z])/,
  /(?<![\u0600-\u06ff])(?:اي|ما هو|ماهو)(?![\u0600-\u06ff])[^?]{0,40}?(?:الاكثر|الاعلي|الاقل|اكثر|اعلي|اقل|افضل|اسوا)/,
  /哪个|哪一个|哪家|哪一家|哪种|哪一种|哪条|哪一条|哪个是|哪一天|哪天|哪个月|哪一周/,
];

const upwards =
  /(?<![a-z])(?:least|fewest|lowest|worst|smallest|bottom|le moins|la moins|les moins|plus faible|plus faibles|pire|pires)(?![a-z])|الاقل|اقل|اسوا|最少|最低|最差|倒数/;
const ranked =
  /(?<![a-z])(?:top|best|most|highest|biggest|largest|leading|ranking|rank|principaux|principales|meilleurs|meilleures|plus de|le plus|la plus|classement)(?![a-z])|الاكثر|اكثر|افضل|اعلي|ترتيب|最多|最高|排名|排行|最好|最受欢迎/;

export function readRanking(text: string, taken: Span[]): Ranking & { ranked: boolean } {
  const direction = upwards.test(text) ? 'asc' : 'desc';
  for (const re of topN) {
    const m = text.match(re);
    if (m?.index !== undefined && !overlaps({ start: m.index, end: m.index + m[0].length }, taken)) {
      const n = readCount(m[1] ?? '');
      if (n >= 1 && n <= 1000) return { limit: n, direction, ranked: true };
    }
  }
  if (one.some((re) => re.test(text))) return { limit: 1, direction, ranked: true };
  return { direction, ranked: ranked.test(text) || direction === 'asc' };
}
