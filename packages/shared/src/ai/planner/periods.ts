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
import { calendar, days, lastUnits, month, type Now, oneDay, type Period, quarter, wholeMonth } from './period-math.ts';
import { addDays, weekday } from './zoned.ts';

/**
 * The periods a question names, each read on its own ("last week", "in
 * October", "3 March", "Q3"); dates.ts combines them ("since 3 March",
 * "between X and Y", compare). A period is a run of whole local days, `to`
 * exclusive, or (hours) a run of instants.
 */
type Rule = { re: RegExp; read: (m: RegExpMatchArray, now: Now) => Period | undefined };

const unitOf = (w: string): Unit | undefined => unitWords[w];

/** Saturday and Sunday of this week (back 0) or of the one before (1). */
function weekend(back: number, now: Now): Period {
  const monday = addDays(now.today, -weekday(now.today) - 7 * back);
  return days(addDays(monday, 5), addDays(monday, 7));
}

const mon = `(${monthAlt})`;
const num = `(${numberAlt})`;
const unit = `(${unitAlt})`;
const yearOpt = '(?:,? (\\d{4}))?';
const th = '(?:st|nd|rd|th|er|e)?';

const lastWords = '(?:last|past|previous|prior|recent)';
const currentWords = '(?:this|current|the current)';
const thisCal: Record<string, Unit> = { week: 'week', month: 'month', year: 'year', quarter: 'quarter' };
const startOf: Record<string, Unit> = {
  semaine: 'week',
  mois: 'month',
  annee: 'year',
  trimestre: 'quarter',
  اسبوع: 'week',
  شهر: 'month',
  عام: 'year',
  سنه: 'year',
  ربع: 'quarter',
  年初: 'year',
  月初: 'month',
  本周初: 'week',
  季度初: 'quarter',
};

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
    re: /(?:the )?past (week|month|year|quarter)(?![a-z])/g,
    read: (m, now) => lastUnits(1, unitOf(m[1] ?? '') ?? 'day', now),
  },
  // the start of this week, month, quarter, year up to today
  {
    re: /(?:since|from) the (?:beginning|start) of (?:the |this )?(week|month|year|quarter)/g,
    read: (m, now) => calendar(thisCal[m[1] ?? ''] ?? 'month', 0, now),
  },
  {
    re: /depuis (?:le )?debut (?:du |de la |de l'|de l )?(semaine|mois|annee|trimestre)/g,
    read: (m, now) => calendar(startOf[m[1] ?? ''] ?? 'month', 0, now),
  },
  {
    re: /منذ بدايه (?:ال)?(اسبوع|شهر|عام|سنه|ربع)/g,
    read: (m, now) => calendar(startOf[m[1] ?? ''] ?? 'month', 0, now),
  },
  {
    re: /(年初|月初|本周初|季度初)(?:以来|至今|到现在)?/g,
    read: (m, now) => calendar(startOf[m[1] ?? ''] ?? 'month', 0, now),
  },
  // a weekday of last or this week: "上周三", "本周一"
  {
    re: /(上|本|这)个?(?:周|星期|礼拜)([一二三四五六日天])/g,
    read: (m, now) => {
      const monday = addDays(now.today, -weekday(now.today) - (m[1] === '上' ? 7 : 0));
      const d = addDays(monday, '一二三四五六'.indexOf(m[2] ?? '') >= 0 ? '一二三四五六'.indexOf(m[2] ?? '') : 6);
      return days(d, addDays(d, 1), true);
    },
  },
  // weekends: Saturday and Sunday of last or this week
  {
    re: /(?:last|this past|the past|the last) weekend|(?:le )?(?:week-end|weekend) dernier|(?:le )?dernier (?:week-end|weekend)|عطله نهايه الاسبوع الماضيه|نهايه الاسبوع الماضي|上个?周末/g,
    read: (_m, now) => weekend(1, now),
  },
  {
    re: /this weekend|ce (?:week-end|weekend)|عطله نهايه هذا الاسبوع|本周末|这个?周末/g,
    read: (_m, now) => weekend(0, now),
  },
  // a month of last year: "september last year", "septembre de l'annee derniere", "去年9月"
  {
    re: new RegExp(
      `${mon} (?:of )?last year|${mon} (?:de )?(?:l'annee derniere|l'an dernier|l'an passe)|${mon} (?:من )?(?:العام|السنه) (?:الماضي|الماضيه)`,
      'g',
    ),
    read: (m, now) => wholeMonth(month(m[1] ?? m[2] ?? m[3]), String(now.today.y - 1), now),
  },
  { re: /去年(\d{1,2})月/g, read: (m, now) => wholeMonth(Number(m[1]), String(now.today.y - 1), now) },
  // the previous calendar week, month, quarter, year
  {
    re: new RegExp(`(?:the )?${lastWords} (week|month|year|quarter)(?![a-z])`, 'g'),
    read: (m, now) => calendar(thisCal[m[1] ?? ''] ?? 'week', 1, now),
  },
  { re: /(?:la )?semaine (?:derniere|passee|precedente)/g, read: (_m, now) => calendar('week', 1, now) },
  {
    re: /(?:(?:le|la|au|du|de la|l') ?)?(?:dernier|derniere) (semaine|mois|annee|trimestre)(?![a-z])/g,
    read: (m, now) => calendar(startOf[m[1] ?? ''] ?? 'month', 1, now),
  },
  { re: /(?:le )?mois (?:dernier|passe|precedent)/g, read: (_m, now) => calendar('month', 1, now) },
  { re: /(?:l'|l )?annee (?:derniere|passee|precedente)/g, read: (_m, now) => calendar('year', 1, now) },
  { re: /(?:le )?trimestre (?:dernier|passe|precedent)/g, read: (_m, now) => calendar('quarter', 1, now) },
  { re: /الاسبوع (?:الماضي|السابق|المنصرم|الفائت)/g, read: (_m, now) => calendar('week', 1, now) },
  { re: /الشهر (?:الماضي|السابق|المنصرم|الفائت)/g, read: (_m, now) => calendar('month', 1, now) },
  {
    re: /(?:العام|السنه) (?:الماضي|الماضيه|السابق|السابقه|المنصرم|الفائت)/g,
    read: (_m, now) => calendar('year', 1, now),
  },
  { re: /الربع (?:الماضي|السابق|الفائت)/g, read: (_m, now) => calendar('quarter', 1, now) },
  { re: /上一?(?:个)?(?:周|星期|礼拜|週)/g, read: (_m, now) => calendar('week', 1, now) },
  { re: /上一?个?月/g, read: (_m, now) => calendar('month', 1, now) },
  { re: /上一?个?季度/g, read: (_m, now) => calendar('quarter', 1, now) },
  { re: /去年|上一年/g, read: (_m, now) => calendar('year', 1, now) },
  // this week, month, quarter, year (up to today)
  {
    re: new RegExp(`(?:so far )?${currentWords} (week|month|year|quarter)(?: so far| to date)?(?![a-z])`, 'g'),
    read: (m, now) => calendar(thisCal[m[1] ?? ''] ?? 'week', 0, now),
  },
  {
    re: /(week|month|year|quarter)[ -]to[ -]date|(?<![a-z])(wtd|mtd|qtd|ytd)(?![a-z])/g,
    read: (m, now) =>
      calendar(
        ({ w: 'week', m: 'month', q: 'quarter', y: 'year' } as Record<string, Unit>)[(m[1] ?? m[2] ?? 'm')[0] ?? 'm'] ??
          'month',
        0,
        now,
      ),
  },
  { re: /cette semaine|semaine en cours/g, read: (_m, now) => calendar('week', 0, now) },
  { re: /ce mois(?:-ci| ci)?|mois en cours/g, read: (_m, now) => calendar('month', 0, now) },
  { re: /cette annee|annee en cours/g, read: (_m, now) => calendar('year', 0, now) },
  { re: /ce trimestre/g, read: (_m, now) => calendar('quarter', 0, now) },
  { re: /هذا الاسبوع|الاسبوع الحالي|الاسبوع الجاري/g, read: (_m, now) => calendar('week', 0, now) },
  { re: /هذا الشهر|الشهر الحالي|الشهر الجاري/g, read: (_m, now) => calendar('month', 0, now) },
  { re: /هذا العام|هذه السنه|العام الحالي|السنه الحاليه|العام الجاري/g, read: (_m, now) => calendar('year', 0, now) },
  { re: /هذا الربع|الربع الحالي/g, read: (_m, now) => calendar('quarter', 0, now) },
  { re: /本周|这周|这个?星期|这个?礼拜|本星期|本週/g, read: (_m, now) => calendar('week', 0, now) },
  { re: /本月|这个月|当月/g, read: (_m, now) => calendar('month', 0, now) },
  { re: /本季度|这个季度/g, read: (_m, now) => calendar('quarter', 0, now) },
  { re: /今年|本年/g, read: (_m, now) => calendar('year', 0, now) },
  // single days
  {
    re: /(?:the )?day before yesterday|avant[- ]hier|اول امس|اول من امس|前天/g,
    read: (_m, now) => calendar('day', 2, now),
  },
  {
    re: /yesterday|(?<![a-z])hier(?![a-z])|(?<![\u0600-\u06ff])(?:ب|ف|و)?امس(?![\u0600-\u06ff])|البارحه|昨天|昨日/g,
    read: (_m, now) => calendar('day', 1, now),
  },
  {
    re: /today|aujourd'hui|aujourd hui|اليوم(?![\u0600-\u06ff])|今天|今日/g,
    read: (_m, now) => calendar('day', 0, now),
  },
  // a month alone: "in October", "en octobre", "في اكتوبر", "10月"
  {
    re: new RegExp(
      `(?<![a-z\\u0600-\\u06ff-])(?:(?:in|during|for|en|durant|pendant|في|خلال|شهر) )?${mon}(?![a-z\\u0600-\\u06ff-])`,
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
