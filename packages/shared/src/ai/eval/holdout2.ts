import { type EvalSet, eq, has } from './types.ts';

/**
 * A second held-out round, written after the fixes the first one led to
 * (see holdout.en.ts), in the same four settings. Its first score is
 * reported as the planner's honest figure for this round: 41 of 60 exact
 * (68.3%; en 9/15, fr 12/15, ar 10/15, zh 10/15). Casual questions missed:
 * "ppl", "where do visitors come from", "compared to last week" with one
 * period, "what will revenue be", a campaign named in Chinese, weibo,
 * "black-friday" read as a Friday, a rate said after a count.
 */
export const enHoldout2: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    {
      q: 'hey, how many ppl visited yesterday?',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'] },
    },
    {
      q: 'can you show me our pageviews for last month please',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'Where do our visitors come from?', cat: 'dimensions', want: { m: 'visitors', d: ['country'] } },
    { q: 'which pages get the most traffic', cat: 'top', want: { m: 'visitors', d: ['path'] } },
    {
      q: "what's the bounce rate of mobile users this week",
      cat: 'filters',
      want: { m: 'bounce_rate', r: ['2026-11-16', '2026-11-22'], f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'did traffic go up compared to last week?',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], cmp: ['2026-11-09', '2026-11-16'] },
    },
    {
      q: 'break down revenue by country for Q3',
      cat: 'dimensions',
      want: { m: 'revenue', r: ['2026-07-01', '2026-10-01'], d: ['country'] },
    },
    {
      q: 'how many orders came from the black-friday campaign?',
      cat: 'filters',
      want: { m: 'orders', f: [eq('utm_campaign', 'black-friday')] },
    },
    {
      q: 'show daily clicks for the past month',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-10-22', '2026-11-22'], d: ['day'] },
    },
    {
      q: 'top 3 browsers among visitors from Canada',
      cat: 'top',
      want: { m: 'visitors', d: ['browser'], top: 3, f: [eq('country', 'CA')] },
    },
    {
      q: 'average time on site for returning visitors',
      cat: 'metrics',
      want: { m: 'visit_duration', f: [eq('visitor_type', 'returning')] },
    },
    {
      q: 'what share of visits bounce on the homepage /',
      cat: 'filters',
      want: { m: 'bounce_rate', f: [eq('path', '/')] },
    },
    { q: 'what will revenue be in december?', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'who is the best football player', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'how many visitors from linkedin in the last 30 days',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-23', '2026-11-22'], f: [has('referrer_host', 'linkedin')] },
    },
  ],
};

export const frHoldout2: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    {
      q: "salut, on a eu combien de visiteurs aujourd'hui ?",
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-11-04', '2026-11-05'] },
    },
    { q: "d'où viennent nos visiteurs ?", cat: 'dimensions', want: { m: 'visitors', d: ['country'] } },
    {
      q: 'quelles pages sont les plus vues ce mois-ci ?',
      cat: 'top',
      want: { m: 'pageviews', r: ['2026-11-01', '2026-11-05'], d: ['path'] },
    },
    {
      q: 'le trafic a-t-il augmenté par rapport à la semaine dernière ?',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-02', '2026-11-05'], cmp: ['2026-10-26', '2026-11-02'] },
    },
    {
      q: 'montre-moi les ventes par pays au troisième trimestre',
      cat: 'dimensions',
      want: { m: 'revenue', r: ['2026-07-01', '2026-10-01'], d: ['country'] },
    },
    {
      q: 'combien de commandes pour la campagne noel ?',
      cat: 'filters',
      want: { m: 'orders', f: [eq('utm_campaign', 'noel')] },
    },
    {
      q: 'clics par jour sur le mois dernier',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['day'] },
    },
    {
      q: 'durée moyenne de visite sur mobile',
      cat: 'filters',
      want: { m: 'visit_duration', f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'visiteurs venant de linkedin les 30 derniers jours',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-06', '2026-11-05'], f: [has('referrer_host', 'linkedin')] },
    },
    { q: "quel sera le chiffre d'affaires en décembre ?", cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'qui a gagné la coupe du monde ?', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'taux de rebond par navigateur', cat: 'dimensions', want: { m: 'bounce_rate', d: ['browser'] } },
    {
      q: 'visiteurs du Maroc la semaine dernière',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-26', '2026-11-02'], f: [eq('country', 'MA')] },
    },
    { q: 'combien de pages par visite en moyenne ?', cat: 'metrics', want: { m: 'views_per_visit' } },
    {
      q: 'évolution hebdomadaire des commandes cette année',
      cat: 'trend',
      want: { m: 'orders', r: ['2026-01-01', '2026-11-05'], d: ['week'] },
    },
  ],
};

export const arHoldout2: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    { q: 'مرحبا، كم زائر جاءنا اليوم؟', cat: 'dates', want: { m: 'visitors', r: ['2026-03-15', '2026-03-16'] } },
    { q: 'من أين يأتي زوارنا؟', cat: 'dimensions', want: { m: 'visitors', d: ['country'] } },
    {
      q: 'ما هي الصفحات الأكثر مشاهدة هذا الشهر؟',
      cat: 'top',
      want: { m: 'pageviews', r: ['2026-03-01', '2026-03-16'], d: ['path'] },
    },
    {
      q: 'هل زادت الزيارات مقارنة بالأسبوع الماضي؟',
      cat: 'compare',
      want: { m: 'sessions', r: ['2026-03-09', '2026-03-16'], cmp: ['2026-03-02', '2026-03-09'] },
    },
    {
      q: 'المبيعات حسب الدولة في الربع الرابع',
      cat: 'dimensions',
      want: { m: 'revenue', r: ['2025-10-01', '2026-01-01'], d: ['country'] },
    },
    { q: 'كم طلب جاء من حملة eid؟', cat: 'filters', want: { m: 'orders', f: [eq('utm_campaign', 'eid')] } },
    {
      q: 'النقرات اليومية في الشهر الماضي',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-02-01', '2026-03-01'], d: ['day'] },
    },
    {
      q: 'متوسط مدة الزيارة على الجوال',
      cat: 'filters',
      want: { m: 'visit_duration', f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'الزوار من تويتر في آخر 30 يوما',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-02-14', '2026-03-16'], f: [has('referrer_host', 'twitter')] },
    },
    { q: 'كم ستكون الإيرادات في الشهر المقبل؟', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'من فاز بكأس العالم؟', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'معدل الارتداد حسب المتصفح', cat: 'dimensions', want: { m: 'bounce_rate', d: ['browser'] } },
    {
      q: 'الزوار من المغرب الأسبوع الماضي',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'], f: [eq('country', 'MA')] },
    },
    { q: 'كم صفحة لكل زيارة في المتوسط؟', cat: 'metrics', want: { m: 'views_per_visit' } },
    {
      q: 'الطلبات أسبوعيا هذا العام',
      cat: 'trend',
      want: { m: 'orders', r: ['2026-01-01', '2026-03-16'], d: ['week'] },
    },
  ],
};

export const zhHoldout2: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    { q: '你好，今天来了多少访客？', cat: 'dates', want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'] } },
    { q: '我们的访客都来自哪里？', cat: 'dimensions', want: { m: 'visitors', d: ['country'] } },
    { q: '这个月浏览量最多的页面', cat: 'top', want: { m: 'pageviews', r: ['2026-01-01', '2026-01-06'], d: ['path'] } },
    {
      q: '和上周相比访客增加了吗？',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'], cmp: ['2025-12-29', '2026-01-05'] },
    },
    {
      q: '第四季度各国家的销售额',
      cat: 'dimensions',
      want: { m: 'revenue', r: ['2025-10-01', '2026-01-01'], d: ['country'] },
    },
    { q: '双十一活动带来了多少订单？', cat: 'filters', want: { m: 'orders', f: [eq('utm_campaign', '双十一')] } },
    {
      q: '上个月每天的点击量',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2025-12-01', '2026-01-01'], d: ['day'] },
    },
    { q: '手机端的平均访问时长', cat: 'filters', want: { m: 'visit_duration', f: [eq('device_type', 'mobile')] } },
    {
      q: '最近30天来自微博的访客',
      cat: 'filters',
      want: { m: 'visitors', r: ['2025-12-07', '2026-01-06'], f: [has('referrer_host', 'weibo')] },
    },
    { q: '下个月的收入会是多少？', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '谁赢得了世界杯？', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: '各浏览器的跳出率', cat: 'dimensions', want: { m: 'bounce_rate', d: ['browser'] } },
    {
      q: '上周来自新加坡的访客',
      cat: 'filters',
      want: { m: 'visitors', r: ['2025-12-29', '2026-01-05'], f: [eq('country', 'SG')] },
    },
    { q: '平均每次访问看几个页面？', cat: 'metrics', want: { m: 'views_per_visit' } },
    { q: '今年每周的订单', cat: 'trend', want: { m: 'orders', r: ['2026-01-01', '2026-01-06'], d: ['week'] } },
  ],
};
