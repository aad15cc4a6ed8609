import { type EvalSet, eq, has } from './types.ts';

/**
 * A seventh held-out round, written after all the fixes of the sixth (see
 * holdout6.ts), in the same four settings; its first score is the latest
 * honest figure: 29 of 40 exact (72.5%; en 7/10, fr 7/10, ar 8/10,
 * zh 7/10). Missed: "the first week of November", "trending", "worst" as the
 * one lowest, people who "opened the link" (clicks), a Chinese question word
 * read as a campaign name. Two expectations were corrected to the documented
 * rules after that run (the step of a 5-day trend is a day; a range ends
 * with today at the latest).
 */
export const enHoldout7: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    {
      q: 'how many people opened the link today?',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-21', '2026-11-22'] },
    },
    {
      q: 'show me visitor numbers for the first week of November',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-08'] },
    },
    {
      q: 'sessions from Australia over the past 3 months',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-08-22', '2026-11-22'], f: [eq('country', 'AU')] },
    },
    {
      q: 'top referrers for /pricing last month',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['referrer_host'], f: [eq('path', '/pricing')] },
    },
    {
      q: 'how are conversions trending this quarter?',
      cat: 'trend',
      want: { m: 'conversions', r: ['2026-10-01', '2026-11-22'], d: ['day'], goal: { kind: 'order' } },
    },
    { q: 'average order value by country', cat: 'dimensions', want: { m: 'average_order_value', d: ['country'] } },
    {
      q: 'visitors on windows vs mac',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'os', op: 'in', values: ['windows', 'macos'] }] },
    },
    {
      q: 'which campaign had the worst bounce rate last week',
      cat: 'top',
      want: { m: 'bounce_rate', r: ['2026-11-09', '2026-11-16'], d: ['utm_campaign'], top: 1, asc: true },
    },
    { q: 'what is the stock price of apple', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'pageviews from duckduckgo since September 1',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-09-01', '2026-11-22'], f: [has('referrer_host', 'duckduckgo')] },
    },
  ],
};

export const frHoldout7: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    {
      q: "combien de personnes ont ouvert le lien aujourd'hui ?",
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-04', '2026-11-05'] },
    },
    {
      q: "visites depuis l'Australie sur les 3 derniers mois",
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-08-05', '2026-11-05'], f: [eq('country', 'AU')] },
    },
    {
      q: 'meilleurs référents pour /tarifs le mois dernier',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['referrer_host'], f: [eq('path', '/tarifs')] },
    },
    { q: 'panier moyen par pays', cat: 'dimensions', want: { m: 'average_order_value', d: ['country'] } },
    {
      q: 'visiteurs sur windows et mac',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'os', op: 'in', values: ['windows', 'macos'] }] },
    },
    {
      q: 'quelle campagne a le pire taux de rebond la semaine dernière ?',
      cat: 'top',
      want: { m: 'bounce_rate', r: ['2026-10-26', '2026-11-02'], d: ['utm_campaign'], top: 1, asc: true },
    },
    { q: "quel est le cours de l'action apple ?", cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'pages vues venant de duckduckgo depuis le 1er septembre',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-09-01', '2026-11-05'], f: [has('referrer_host', 'duckduckgo')] },
    },
    {
      q: 'tendance des conversions ce trimestre',
      cat: 'trend',
      want: { m: 'conversions', r: ['2026-10-01', '2026-11-05'], d: ['day'], goal: { kind: 'order' } },
    },
    {
      q: 'visiteurs de la première semaine de novembre',
      cat: 'dates',
      // corrected after the first run: a range ends with today at the latest (4 November)
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-05'] },
    },
  ],
};

export const arHoldout7: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    {
      q: 'كم شخصا فتح الرابط اليوم؟',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-03-15', '2026-03-16'] },
    },
    {
      q: 'الجلسات من أستراليا خلال آخر 3 أشهر',
      cat: 'filters',
      want: { m: 'sessions', r: ['2025-12-16', '2026-03-16'], f: [eq('country', 'AU')] },
    },
    {
      q: 'أهم المصادر لصفحة /pricing في الشهر الماضي',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['referrer_host'], f: [eq('path', '/pricing')] },
    },
    { q: 'متوسط قيمة الطلب حسب الدولة', cat: 'dimensions', want: { m: 'average_order_value', d: ['country'] } },
    {
      q: 'الزوار على ويندوز وماك',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'os', op: 'in', values: ['windows', 'macos'] }] },
    },
    {
      q: 'أي حملة لديها أسوأ معدل ارتداد الأسبوع الماضي؟',
      cat: 'top',
      want: { m: 'bounce_rate', r: ['2026-03-02', '2026-03-09'], d: ['utm_campaign'], top: 1, asc: true },
    },
    { q: 'ما هو سعر سهم أبل؟', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'مشاهدات الصفحات من duckduckgo منذ 1 يناير',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-01-01', '2026-03-16'], f: [has('referrer_host', 'duckduckgo')] },
    },
    {
      q: 'اتجاه التحويلات هذا الربع',
      cat: 'trend',
      want: { m: 'conversions', r: ['2026-01-01', '2026-03-16'], d: ['day'], goal: { kind: 'order' } },
    },
    { q: 'الزوار في الأسبوع الأول من مارس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-08'] } },
  ],
};

export const zhHoldout7: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    {
      q: '今天有多少人打开了链接？',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-01-05', '2026-01-06'] },
    },
    {
      q: '最近3个月来自澳大利亚的会话',
      cat: 'filters',
      want: { m: 'sessions', r: ['2025-10-06', '2026-01-06'], f: [eq('country', 'AU')] },
    },
    {
      q: '上个月/pricing页面的主要来源',
      cat: 'top',
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['referrer_host'], f: [eq('path', '/pricing')] },
    },
    { q: '各国家的客单价', cat: 'dimensions', want: { m: 'average_order_value', d: ['country'] } },
    {
      q: 'Windows和Mac上的访客',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'os', op: 'in', values: ['windows', 'macos'] }] },
    },
    {
      q: '上周哪个活动的跳出率最差？',
      cat: 'top',
      want: { m: 'bounce_rate', r: ['2025-12-29', '2026-01-05'], d: ['utm_campaign'], top: 1, asc: true },
    },
    { q: '苹果的股价是多少？', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: '12月1日以来来自duckduckgo的浏览量',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2025-12-01', '2026-01-06'], f: [has('referrer_host', 'duckduckgo')] },
    },
    {
      q: '本季度转化趋势',
      cat: 'trend',
      // corrected after the first run: a trend over 5 days is read by day (it said hour)
      want: { m: 'conversions', r: ['2026-01-01', '2026-01-06'], d: ['day'], goal: { kind: 'order' } },
    },
    { q: '12月第一周的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2025-12-08'] } },
  ],
};
