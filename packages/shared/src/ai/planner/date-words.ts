/**
 * The words of dates in the four languages, in the planner's normal form
 * (lower case, no accents, unified Arabic letters: see text.ts).
 */

const months: Record<string, number> = {};
const add = (names: string[], start = 1) => {
  names.forEach((n, i) => {
    months[n] = i + start;
  });
};
add('january february march april may june july august september october november december'.split(' '));
add('jan feb mar apr may jun jul aug sep oct nov dec'.split(' '));
months.sept = 9;
add('janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre'.split(' '));
add('janv fevr mars avr mai juin juil aout sept oct nov dec'.split(' '));
add('يناير فبراير مارس ابريل مايو يونيو يوليو اغسطس سبتمبر اكتوبر نوفمبر ديسمبر'.split(' '));
add([
  'كانون الثاني',
  'شباط',
  'اذار',
  'نيسان',
  'ايار',
  'حزيران',
  'تموز',
  'اب',
  'ايلول',
  'تشرين الاول',
  'تشرين الثاني',
  'كانون الاول',
]);
months.يونيه = 6;
months.يوليه = 7;
export const monthNames = months;

/** The month-name alternation, longest first. */
export const monthAlt = Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|');

const weekdays: Record<string, number> = {};
'monday tuesday wednesday thursday friday saturday sunday'.split(' ').forEach((n, i) => {
  weekdays[n] = i;
});
'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(' ').forEach((n, i) => {
  weekdays[n] = i;
});
'الاثنين الثلاثاء الاربعاء الخميس الجمعه السبت الاحد'.split(' ').forEach((n, i) => {
  weekdays[n] = i;
});
weekdays.الاتنين = 0;
'一二三四五六日'.split('').forEach((c, i) => {
  for (const p of ['星期', '周', '礼拜', '週']) weekdays[p + c] = i;
});
weekdays.星期天 = 6;
weekdays.礼拜天 = 6;
weekdays.周天 = 6;
export const weekdayNames = weekdays;
export const weekdayAlt = Object.keys(weekdays)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Small numbers written as words. */
export const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  soixante: 60,
  واحد: 1,
  ثلاثه: 3,
  ثلاث: 3,
  اربعه: 4,
  اربع: 4,
  خمسه: 5,
  خمس: 5,
  سته: 6,
  ست: 6,
  سبعه: 7,
  سبع: 7,
  ثمانيه: 8,
  تسعه: 9,
  عشره: 10,
  عشر: 10,
  ثلاثين: 30,
  تسعين: 90,
};
export const numberAlt = `\\d{1,3}|${Object.keys(numberWords)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
export const readNumber = (s: string) => (/^\d+$/.test(s) ? Number(s) : (numberWords[s] ?? Number.NaN));

export type Unit = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** Unit words, singular and plural, and Arabic duals (which carry the number 2). */
export const unitWords: Record<string, Unit> = {
  hour: 'hour',
  hours: 'hour',
  hrs: 'hour',
  heure: 'hour',
  heures: 'hour',
  ساعه: 'hour',
  ساعات: 'hour',
  小时: 'hour',
  day: 'day',
  days: 'day',
  jour: 'day',
  jours: 'day',
  يوم: 'day',
  ايام: 'day',
  يوما: 'day',
  天: 'day',
  日: 'day',
  week: 'week',
  weeks: 'week',
  semaine: 'week',
  semaines: 'week',
  اسبوع: 'week',
  اسابيع: 'week',
  اسبوعا: 'week',
  周: 'week',
  个星期: 'week',
  星期: 'week',
  个礼拜: 'week',
  month: 'month',
  months: 'month',
  mois: 'month',
  شهر: 'month',
  اشهر: 'month',
  شهور: 'month',
  شهرا: 'month',
  个月: 'month',
  月: 'month',
  year: 'year',
  years: 'year',
  an: 'year',
  ans: 'year',
  annee: 'year',
  annees: 'year',
  سنه: 'year',
  سنوات: 'year',
  عام: 'year',
  اعوام: 'year',
  年: 'year',
  quarter: 'quarter',
  quarters: 'quarter',
  trimestre: 'quarter',
  trimestres: 'quarter',
  个季度: 'quarter',
  季度: 'quarter',
};
export const unitAlt = Object.keys(unitWords)
  .sort((a, b) => b.length - a.length)
  .join('|');
export const arabicDuals: Record<string, Unit> = {
  يومين: 'day',
  اسبوعين: 'week',
  شهرين: 'month',
  سنتين: 'year',
  عامين: 'year',
  ساعتين: 'hour',
};

export const ordinalQuarter: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: 4,
  premier: 1,
  '1er': 1,
  deuxieme: 2,
  second_: 2,
  troisieme: 3,
  quatrieme: 4,
  '2e': 2,
  '3e': 3,
  '4e': 4,
  الاول: 1,
  الثاني: 2,
  الثالث: 3,
  الرابع: 4,
};
