import { calendarRules, lastWords, type Rule } from './calendar-rules.ts';
import {
  arabicDuals,
  monthAlt,
  numberAlt,
  ordinalQuarter,
  readNumber,
  type Unit,
  unitAlt,
  unitWords,
  weekdayAlt,
  weekdayNames,
} from './date-words.ts';
import { days, lastUnits, month, type Now, oneDay, type Period, quarter, recent, wholeMonth } from './period-math.ts';
import { addDays, addMonths, weekday } from './zoned.ts';

/**
 * The periods a question names, each read on its own ("last week", "in
 * October", "3 March", "Q3"); dates.ts combines them ("since 3 March",
 * "between X and Y", compare). A period is a run of whole local days, `to`
 * exclusive, or (hours) a run of instants.
 */

const unitOf = (w: string): Unit | undefined => unitWords[w];

/** 1–4, and 5 for the last. */
const weekOrdinal: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: 5,
  premiere: 1,
  deuxieme: 2,
  seconde: 2,
  troisieme: 3,
  quatrieme: 4,
  derniere: 5,
  الاول: 1,
  الثاني: 2,
  الثالث: 3,
  الرابع: 4,
  الاخير: 5,
};

/** Days 1–7, 8–14, 15–21, 22–28 of the month, or (5) its last seven days. */
function weekOfMonth(
  k: number | undefined,
  mo: number | undefined,
  y: string | undefined,
  now: Now,
): Period | undefined {
  const first = mo && k ? recent(mo, 1, y, now) : undefined;
  if (!first || !k) return undefined;
  const from = k === 5 ? addDays(addMonths(first, 1), -7) : addDays(first, 7 * (k - 1));
  return days(from, addDays(from, 7));
}

const mon = `(${monthAlt})`;
const num = `(${numberAlt})`;
const unit = `(${unitAlt})`;
const yearOpt = '(?:,? (\\d{4}))?';
const th = '(?:st|nd|rd|th|er|e)?';

/** Rules in the order they are tried; a later rule does not read what an earlier one read. */
export const periodRules: Rule[] = [
  // ranges of days inside one month: "1-15 October", "between 1 and 15 October", "10月1日到15日"
  {
    re: new RegExp(
      `(\\d{1,2})${th} ?(?:-|–|to|and|et|au|a|و|الي|حتي)(?: le| the)? ?(\\d{1,2})${th} (?:de )?${mon}${yearOpt}`,
      'g',
    ),
    read: (m, now) => {
      const a = oneDay(month(m[3]), m[1], m[4], now);
      const b = oneDay(month(m[3]), m[2], m[4], now);
      return a?.kind === 'days' && b?.kind === 'days' ? days(a.from, b.to) : undefined;
    },
  },
  {
    re: /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日号號]?(?:到|至|-|–|~)(\d{1,2})[日号號]/g,
    read: (m, now) => {
      const a = oneDay(Number(m[2]), m[3], m[1], now);
      const b = oneDay(Number(m[2]), m[4], m[1], now);
      return a?.kind === 'days' && b?.kind === 'days' ? days(a.from, b.to) : undefined;
    },
  },
  // explicit days
  {
    re: /(\d{4})-(\d{1,2})-(\d{1,2})/g,
    read: (m, now) => oneDay(Number(m[2]), m[3], m[1], now),
  },
  { re: /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日号號]/g, read: (m, now) => oneDay(Number(m[2]), m[3], m[1], now) },
  {
    re: new RegExp(
      `(?<![a-z0-9\\u0600-\\u06ff])(\\d{1,2}|1er)${th} (?:of |de )?${mon}(?![a-z\\u0600-\\u06ff])${yearOpt}`,
      'g',
    ),
    read: (m, now) => oneDay(month(m[2]), m[1] === '1er' ? '1' : m[1], m[3], now),
  },
  {
    re: new RegExp(`(?<![a-z\\u0600-\\u06ff])${mon} (\\d{1,2})${th}(?![0-9])${yearOpt}`, 'g'),
    read: (m, now) => oneDay(month(m[1]), m[2], m[3], now),
  },
  // quarters
  {
    re: /(?<![a-z0-9])(?:q|t)([1-4])(?: (\d{4}))?(?![a-z0-9])/g,
    read: (m, now) => quarter(Number(m[1]), m[2], now),
  },
  {
    re: /(?:(\d{4})年)?(?:第)?([1-4])季度/g,
    read: (m, now) => quarter(Number(m[2]), m[1], now),
  },
  {
    re: /(?:the )?(first|second|third|fourth|premier|1er|deuxieme|second|2e|troisieme|3e|quatrieme|4e) (?:quarter|trimestre)(?: (?:of |de )?(\d{4}))?/g,
    read: (m, now) => quarter(ordinalQuarter[m[1] ?? ''], m[2], now),
  },
  {
    re: /الربع (الاول|الثاني|الثالث|الرابع)(?: (?:من )?(?:عام |سنه )?(\d{4}))?/g,
    read: (m, now) => quarter(ordinalQuarter[m[1] ?? ''], m[2], now),
  },
  // a week of a month: "the first week of November", "la première semaine d'octobre", "الاسبوع الاول من مارس", "12月第一周"
  {
    re: new RegExp(`(?:the )?(first|second|third|fourth|last) week (?:of|in) ${mon}${yearOpt}`, 'g'),
    read: (m, now) => weekOfMonth(weekOrdinal[m[1] ?? ''], month(m[2]), m[3], now),
  },
  {
    re: new RegExp(
      `(?:la )?(premiere|deuxieme|seconde|troisieme|quatrieme|derniere) semaine (?:de |d'|d |du mois de )?${mon}${yearOpt}`,
      'g',
    ),
    read: (m, now) => weekOfMonth(weekOrdinal[m[1] ?? ''], month(m[2]), m[3], now),
  },
  {
    re: new RegExp(`الاسبوع (الاول|الثاني|الثالث|الرابع|الاخير) من (?:شهر )?${mon}${yearOpt}`, 'g'),
    read: (m, now) => weekOfMonth(weekOrdinal[m[1] ?? ''], month(m[2]), m[3], now),
  },
  {
    re: /(?:(\d{4})年)?(\d{1,2})月(?:的)?(?:第([1-4])周|(最后一周))/g,
    read: (m, now) => weekOfMonth(m[4] ? 5 : Number(m[3]), Number(m[2]), m[1], now),
  },
  // months
  { re: /(\d{4})年(\d{1,2})月(?!\d)/g, read: (m, now) => wholeMonth(Number(m[2]), m[1], now) },
  {
    re: new RegExp(`(?<![a-z\\u0600-\\u06ff])${mon}(?![a-z\\u0600-\\u06ff]) (?:of |de |عام |سنه )?(\\d{4})`, 'g'),
    read: (m, now) => wholeMonth(month(m[1]), m[2], now),
  },
  // last N units
  {
    re: new RegExp(`(?:(?:in|over|during|for) )?(?:the )?${lastWords} ${num} ${unit}(?![a-z])`, 'g'),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(
      `(?:(?:sur|pendant|durant|dans|pour) )?(?:les |ces )?(?:derniers |dernieres )?${num} (${unitAlt})(?: (?:derniers|dernieres|precedents|precedentes|passes|passees|ecoules|ecoulees))`,
      'g',
    ),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(
      `(?:(?:sur|pendant|durant|dans|pour) )?(?:les |ces |des )?${num} (?:derniers|dernieres|precedents|precedentes) (${unitAlt})`,
      'g',
    ),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(`(?:les |ces |des )?(?:derniers|dernieres) ${num} (${unitAlt})`, 'g'),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(`(?:خلال )?(?:في )?اخر (?:ال)?${num} ?(${unitAlt})`, 'g'),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(`(?:خلال )?(?:ال)?${num} ?(${unitAlt}) (?:الماضيه|الماضي|الاخيره|الاخير|السابقه|المنصرمه)`, 'g'),
    read: (m, now) => lastUnits(readNumber(m[1] ?? ''), unitOf(m[2] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(
      `(?:خلال )?(?:ال)?(${unitAlt}) (?:ال)?${num} (?:الماضيه|الماضي|الاخيره|الاخير|السابقه|المنصرمه)`,
      'g',
    ),
    read: (m, now) => lastUnits(readNumber(m[2] ?? ''), unitOf(m[1] ?? '') ?? 'day', now),
  },
  {
    re: new RegExp(
      `(?:(?:خلال|في) )?(?:اخر )?(?:ال)?(${Object.keys(arabicDuals).join('|')})(?: (?:الماضيين|الاخيرين|السابقين))?`,
      'g',
    ),
    read: (m, now) => lastUnits(2, arabicDuals[m[1] ?? ''] ?? 'day', now),
  },
  {
    re: /(?:最近|过去|近|最后|前)的?(\d{1,4})(个?小时|天|日|周|个?星期|个?礼拜|个月|个季度|年)/g,
    read: (m, now) =>
      lastUnits(Number(m[1]), unitOf(m[2] ?? '') ?? unitOf((m[2] ?? '').replace('个', '')) ?? 'day', now),
  },
  {
    // "over the last week" rolls; "in the last quarter" is the previous calendar quarter
    re: /(?:(?:over|within|during) the last (week|month|year)|in the last (week))(?![a-z])/g,
    read: (m, now) => lastUnits(1, unitOf(m[1] ?? m[2] ?? '') ?? 'day', now),
  },
  {
    re: /(?:the )?past (week|month|year|quarter)(?![a-z])/g,
    read: (m, now) => lastUnits(1, unitOf(m[1] ?? '') ?? 'day', now),
  },
  ...calendarRules,
  // a month alone: "in October", "en octobre", "في اكتوبر", "10月"
  {
    re: new RegExp(
      `(?<![a-z\\u0600-\\u06ff-])(?:(?:in|during|for|en|durant|pendant|في|خلال|شهر) |و)?${mon}(?![a-z\\u0600-\\u06ff-])`,
      'g',
    ),
    read: (m, now) =>
      m[1] === 'may' && !/^(in|during|for) /.test(m[0]) ? undefined : wholeMonth(month(m[1]), undefined, now),
  },
  { re: /(?<![个\d])(\d{1,2})月(?!\d)/g, read: (m, now) => wholeMonth(Number(m[1]), undefined, now) },
  // a year alone
  {
    re: /(?:(?:in|during|for|en|durant|pendant|في|خلال|عام|سنه) )(\d{4})(?![\d-])|(\d{4})年(?!\d)/g,
    read: (m, _now) => {
      const y = Number(m[1] ?? m[2]);
      return y >= 2000 && y <= 2100 ? days({ y, m: 1, d: 1 }, { y: y + 1, m: 1, d: 1 }) : undefined;
    },
  },
  // a weekday: the most recent one, today included
  {
    re: new RegExp(
      `(?<![a-z\\u0600-\\u06ff-])(?:(?:on|last|le|dernier|يوم) )?(${weekdayAlt})(?![a-z\\u0600-\\u06ff-])(?: (?:dernier|الماضي))?`,
      'g',
    ),
    read: (m, now) => {
      const wd = weekdayNames[m[1] ?? ''];
      if (wd === undefined) return undefined;
      const d = addDays(now.today, -((weekday(now.today) - wd + 7) % 7));
      return days(d, addDays(d, 1), true);
    },
  },
];
