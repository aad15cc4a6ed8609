import { monthAlt, monthNames } from './date-words.ts';
import { calendar, type Now, type Period } from './period-math.ts';
import { periodRules } from './periods.ts';
import { type Hit, overlaps, type Span } from './text.ts';
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  dayOf,
  dayStart,
  formatInstant,
  isRealDay,
  wallTime,
  wallToInstant,
} from './zoned.ts';

/**
 * The range a question asks about, and what it compares it with. Periods
 * (periods.ts) are combined: "since P" runs from P to the end of today,
 * "between P and Q" / "from P to Q" from P's start to Q's end. Every range
 * ends at the end of today at the latest. When none is said the range is the
 * last 30 days, today included (the reports' default).
 */

export interface Range {
  from: string;
  to: string;
}
export type Compare = { type: 'previous' } | { type: 'range'; from: string; to: string };

export interface DateReading {
  range?: Range;
  compare?: Compare;
  /** the parts of the question the dates used */
  spans: Span[];
}

const sinceBefore =
  /(?:since|starting|starting from|from|after|depuis|a partir du|a partir de|a compter du|منذ|من|ابتداء من|从|自)(?: the| le| la| l'| ال)? ?$/;
const sinceAfter =
  /^ ?(?:以来|起|开始|至今|onwards|onward|until now|until today|to date|jusqu'a maintenant|حتي الان|حتي اليوم)/;
const toWords = /^(?:-|–|~|to|until|till|through|thru|au|a|jusqu'au|jusqu'a|الي|حتي|到|至)(?: the| le| la| l')?$/;
const andWords = /^(?:and|et|و|和|与)(?: the| le| la| l'| ال)?$/;
const betweenBefore = /(?:between|entre|بين|从|介于)(?: the| le| la| l')? ?$/;
const compareWords =
  /(?<![a-z])(?:compar[a-z]*|vs\.?|versus|against|than|par rapport|face a)(?![a-z])|قارن|مقارنه|بالمقارنه|مقابل|对比|比较|相比|相较|环比|比(?=上|前|去)/;
const previousWords =
  /previous period|prior period|period before|preceding period|(?:the )?(?:\d+ )?(?:days|weeks|months) before(?! last| yesterday)|(?:the )?(?:day|week|month|quarter|year) before(?! last| yesterday)|(?:au |le |la |a la |a l')?(?:jour|semaine|mois|trimestre|annee) (?:precedent|precedente|d'avant)|(?:ب|ل)?(?:ال)?(?:يوم|اسبوع|شهر|ربع|عام|سنه) (?:الذي|التي) (?:قبله|قبلها)|periode precedente|periode d'avant|la periode precedente|الفتره السابقه|الفتره الماضيه|الفتره التي قبلها|上一?个?周期|上期|前一周期|环比/;
const yearAgo =
  /same (?:day|week|month|quarter|period|time) (?:of |in )?last year|year over year|year-over-year|(?<![a-z])yoy(?![a-z])|(?:meme|la meme) (?:semaine|periode|mois|trimestre|jour) (?:de |l')?(?:l'an|l'annee) (?:dernier|derniere|passe|passee)|نفس (?:ال)?(?:فتره|شهر|ربع|اسبوع|يوم) من (?:العام|السنه) (?:الماضي|الماضيه)|同比|去年同期/;
const launchWords =
  /since (?:the |our )?launch|since we launched|depuis (?:le |notre )?lancement|منذ (?:ال)?اطلاق|منذ الاطلاق|(?:自|从)?(?:上线|发布|launch)(?:以来|后|开始)/;

/** The date a saved fact gives the launch ("our launch was on 3 March"). */
function launchDay(facts: string[], now: Now): Day | undefined {
  for (const fact of facts) {
    if (!/launch|lance|اطلاق|اطلق|上线|发布/.test(fact)) continue;
    const iso = fact.match(/(\d{4})-(\d{2})-(\d{2})/);
    if (iso) return { y: Number(iso[1]), m: Number(iso[2]), d: Number(iso[3]) };
    const a = fact.match(new RegExp(`(\\d{1,2})(?:st|nd|rd|th|er)? (?:of |de )?(${monthAlt})(?: (\\d{4}))?`));
    const b = fact.match(new RegExp(`(${monthAlt}) (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?`));
    const c = fact.match(/(?:(\d{4})年)?(\d{1,2})月(\d{1,2})/);
    const [d, m, y] = a
      ? [a[1], monthNames[a[2] ?? ''], a[3]]
      : b
        ? [b[2], monthNames[b[1] ?? ''], b[3]]
        : c
          ? [c[3], Number(c[2]), c[1]]
          : [];
    if (!d || !m) continue;
    let year = y ? Number(y) : now.today.y;
    if (!y && compareDays({ y: year, m, d: Number(d) }, now.today) > 0) year -= 1;
    if (isRealDay(year, m, Number(d))) return { y: year, m, d: Number(d) };
  }
  return undefined;
}

function readPeriods(text: string, now: Now, facts: string[]): Hit<Period>[] {
  const hits: Hit<Period>[] = [];
  const launch = text.match(launchWords);
  if (launch?.index !== undefined) {
    const day = launchDay(facts, now);
    if (day) {
      const start = launch.index;
      hits.push({
        start,
        end: start + launch[0].length,
        value: { kind: 'days', from: day, to: addDays(now.today, 1) },
      });
    }
  }
  for (const rule of periodRules) {
    for (const m of text.matchAll(rule.re)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (!m[0].trim() || overlaps(span, hits)) continue;
      const value = rule.read(m, now);
      if (value) hits.push({ ...span, value });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

const startOf = (p: Period, tz: string) => (p.kind === 'days' ? dayStart(p.from, tz) : p.from);
const endOf = (p: Period, tz: string) => (p.kind === 'days' ? dayStart(p.to, tz) : p.to);

/** Joins "P to Q", "between P and Q" and reads "since P". */
function combine(text: string, hits: Hit<Period>[], now: Now, tz: string): { from: number; to: number; span: Span }[] {
  const out: { from: number; to: number; span: Span }[] = [];
  const endOfToday = dayStart(addDays(now.today, 1), tz);
  for (let i = 0; i < hits.length; i++) {
    const a = hits[i] as Hit<Period>;
    const b = hits[i + 1];
    const before = text.slice(Math.max(0, a.start - 24), a.start);
    if (b) {
      const between = text.slice(a.end, b.start).trim();
      const joins = toWords.test(between) || (andWords.test(between) && betweenBefore.test(before));
      if (joins && startOf(a.value, tz) < endOf(b.value, tz)) {
        out.push({ from: startOf(a.value, tz), to: endOf(b.value, tz), span: { start: a.start, end: b.end } });
        i++;
        continue;
      }
    }
    const since = sinceBefore.test(before) || sinceAfter.test(text.slice(a.end));
    const to = since ? endOfToday : endOf(a.value, tz);
    out.push({ from: startOf(a.value, tz), to, span: a });
  }
  return out.map((r) => ({ ...r, to: Math.min(r.to, Math.max(endOfToday, now.ms)) })).filter((r) => r.from < r.to);
}

export function readDates(text: string, nowIso: string, tz: string, facts: string[] = []): DateReading {
  const ms = Date.parse(nowIso);
  const now: Now = { ms, today: dayOf(ms, tz) };
  const hits = readPeriods(text, now, facts);
  const ranges = combine(text, hits, now, tz);
  const spans: Span[] = hits.map(({ start, end }) => ({ start, end }));
  const fmt = (r: { from: number; to: number }): Range => ({
    from: formatInstant(r.from, tz),
    to: formatInstant(r.to, tz),
  });
  const [first, second] = ranges;
  const comparing = compareWords.test(text);
  const compareMatch = text.match(previousWords);
  if (compareMatch?.index !== undefined && (comparing || /环比/.test(compareMatch[0]))) {
    spans.push({ start: compareMatch.index, end: compareMatch.index + compareMatch[0].length });
    return { ...(first ? { range: fmt(first) } : {}), compare: { type: 'previous' }, spans };
  }
  // "this quarter compared with the same quarter last year", "year over year", "同比": the range a year back
  if (first && yearAgo.test(text)) {
    const back = (ms: number) => {
      const w = wallTime(ms, tz);
      return wallToInstant(addMonths({ y: w.y, m: w.m, d: w.d }, -12), tz, w.hh, w.mm);
    };
    // a calendar period is compared whole ("this quarter" → all of that quarter last year)
    const said = hits.find((h) => h.start === first.span.start && h.end === first.span.end)?.value;
    const whole =
      said?.kind === 'days' && said.unit
        ? { from: dayStart(addMonths(said.from, -12), tz), to: dayStart(addMonths(said.to, -12), tz) }
        : { from: back(first.from), to: back(first.to) };
    return { range: fmt(first), compare: { type: 'range', ...fmt(whole) }, spans };
  }
  if (first && second && comparing) {
    return { range: fmt(first), compare: { type: 'range', ...fmt(second) }, spans };
  }
  // "did traffic go up compared to last week?": this week, compared with the one said
  const only = hits.length === 1 ? hits[0]?.value : undefined;
  if (first && !second && comparing && only?.kind === 'days' && only.unit && only.back === 1) {
    const current = calendar(only.unit, 0, now);
    if (current?.kind === 'days') {
      const end = Math.min(dayStart(current.to, tz), dayStart(addDays(now.today, 1), tz));
      return {
        range: fmt({ from: dayStart(current.from, tz), to: end }),
        compare: { type: 'range', ...fmt(first) },
        spans,
      };
    }
  }
  return { ...(first ? { range: fmt(first) } : {}), spans };
}

/** The default range: the last 30 days, today included. */
export function defaultRange(nowIso: string, tz: string): Range {
  const ms = Date.parse(nowIso);
  const today = dayOf(ms, tz);
  return {
    from: formatInstant(dayStart(addDays(today, -29), tz), tz),
    to: formatInstant(dayStart(addDays(today, 1), tz), tz),
  };
}
