import { monthAlt, numberAlt, readNumber, type Unit, unitWords } from './date-words.ts';
import { calendar, days, month, type Now, type Period, wholeMonth } from './period-math.ts';
import { addDays, weekday } from './zoned.ts';

/**
 * Periods named by the calendar around today: the start of this week or
 * month up to today, a weekday of this or last week, weekends, a month of
 * last year, the previous and the current week, month, quarter, year, and
 * today, yesterday, the day before. periods.ts tries them in its order.
 */
export type Rule = { re: RegExp; read: (m: RegExpMatchArray, now: Now) => Period | undefined };

export const lastWords = '(?:last|past|previous|prior|recent)';
const mon = `(${monthAlt})`;
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

/** Saturday and Sunday of this week (back 0) or of the one before (1). */
function weekend(back: number, now: Now): Period {
  const monday = addDays(now.today, -weekday(now.today) - 7 * back);
  return days(addDays(monday, 5), addDays(monday, 7));
}

export const calendarRules: Rule[] = [
  // N units ago: that day, or that calendar week or month; "the month before last", "上上周"
  {
    re: new RegExp(
      `(${numberAlt}) (days?|weeks?|months?) ago|il y a (${numberAlt}) (jours?|semaines?|mois)|قبل (${numberAlt}) ?(ايام|يوم|اسابيع|اسبوع|اشهر|شهور|شهر)`,
      'g',
    ),
    read: (m, now) => {
      const n = readNumber(m[1] ?? m[3] ?? m[5] ?? '');
      const unit = unitWords[(m[2] ?? m[4] ?? m[6] ?? '').replace(/s$/, '')] ?? unitWords[m[2] ?? m[4] ?? m[6] ?? ''];
      return Number.isFinite(n) && unit && n > 0 && n < 1000 ? calendar(unit, n, now) : undefined;
    },
  },
  {
    re: /(\d{1,3})(天|周|个月)前/g,
    read: (m, now) =>
      calendar(
        ({ 天: 'day', 周: 'week', 个月: 'month' } as Record<string, Unit>)[m[2] ?? ''] ?? 'day',
        Number(m[1]),
        now,
      ),
  },
  {
    re: /(?:the )?(week|month|year) before last|上上个?(周|月)|前年/g,
    read: (m, now) =>
      calendar(
        (m[1] as Unit | undefined) ?? ({ 周: 'week', 月: 'month' } as Record<string, Unit>)[m[2] ?? ''] ?? 'year',
        2,
        now,
      ),
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
];
