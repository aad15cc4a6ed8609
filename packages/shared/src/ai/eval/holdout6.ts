import { type EvalSet, eq, has } from './types.ts';

/**
 * A sixth held-out round, written after the fixes of the fifth (see
 * holdout5.ts), in the same four settings; its first score is the latest
 * honest figure: 35 of 40 exact (87.5%; en 9/10, fr 10/10, ar 7/10,
 * zh 9/10). Missed: "how long sessions lasted", Arabic "ريديت" and "القناة",
 * a month after Arabic "و" (وفبراير), 月活跃用户.
 */
export const enHoldout6: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    {
      q: 'how many visitors came from reddit this year?',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-22'], f: [has('referrer_host', 'reddit')] },
    },
    {
      q: 'bounce rate by channel last month',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-10-01', '2026-11-01'], d: ['channel'] },
    },
    {
      q: 'what are my best landing pages for signups?',
      cat: 'top',
      want: { m: 'conversions', d: ['entry_page'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'show me pageviews on tablets in Italy',
      cat: 'filters',
      want: { m: 'pageviews', f: [eq('device_type', 'tablet'), eq('country', 'IT')] },
    },
    {
      q: 'unique clicks per country yesterday',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-11-20', '2026-11-21'], d: ['country'] },
    },
    {
      q: 'compare orders in September and October',
      cat: 'compare',
      want: { m: 'orders', r: ['2026-09-01', '2026-10-01'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'visitors from the netherlands by browser',
      cat: 'filters',
      want: { m: 'visitors', d: ['browser'], f: [eq('country', 'NL')] },
    },
    {
      q: 'how many sessions lasted on average this week',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-11-16', '2026-11-22'] },
    },
    {
      q: 'monthly active users this year',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-22'], d: ['month'] },
    },
    { q: 'what is the meaning of life', cat: 'refusal', want: { refuse: 'not_analytics' } },
  ],
};

export const frHoldout6: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    {
      q: 'combien de visiteurs venant de reddit cette année ?',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-05'], f: [has('referrer_host', 'reddit')] },
    },
    {
      q: 'taux de rebond par canal le mois dernier',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-10-01', '2026-11-01'], d: ['channel'] },
    },
    {
      q: "quelles sont mes meilleures pages d'entrée pour les inscriptions ?",
      cat: 'top',
      want: { m: 'conversions', d: ['entry_page'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'pages vues sur tablette en Italie',
      cat: 'filters',
      want: { m: 'pageviews', f: [eq('device_type', 'tablet'), eq('country', 'IT')] },
    },
    {
      q: 'clics uniques par pays hier',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-11-03', '2026-11-04'], d: ['country'] },
    },
    {
      q: 'compare les commandes de septembre et octobre',
      cat: 'compare',
      want: { m: 'orders', r: ['2026-09-01', '2026-10-01'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'visiteurs des Pays-Bas par navigateur',
      cat: 'filters',
      want: { m: 'visitors', d: ['browser'], f: [eq('country', 'NL')] },
    },
    {
      q: 'utilisateurs actifs par mois cette année',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-05'], d: ['month'] },
    },
    { q: 'quel est le sens de la vie ?', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'visites venant de newsletters le mois dernier',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-10-01', '2026-11-01'], f: [eq('channel', 'email')] },
    },
  ],
};

export const arHoldout6: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    {
      q: 'كم زائر جاء من ريديت هذا العام؟',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-01', '2026-03-16'], f: [has('referrer_host', 'reddit')] },
    },
    {
      q: 'معدل الارتداد حسب القناة في الشهر الماضي',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-02-01', '2026-03-01'], d: ['channel'] },
    },
    {
      q: 'مشاهدات الصفحات على الأجهزة اللوحية في إيطاليا',
      cat: 'filters',
      want: { m: 'pageviews', f: [eq('device_type', 'tablet'), eq('country', 'IT')] },
    },
    {
      q: 'النقرات الفريدة حسب الدولة أمس',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-03-14', '2026-03-15'], d: ['country'] },
    },
    {
      q: 'قارن الطلبات في يناير وفبراير',
      cat: 'compare',
      want: { m: 'orders', r: ['2026-01-01', '2026-02-01'], cmp: ['2026-02-01', '2026-03-01'] },
    },
    {
      q: 'الزوار من هولندا حسب المتصفح',
      cat: 'filters',
      want: { m: 'visitors', d: ['browser'], f: [eq('country', 'NL')] },
    },
    {
      q: 'المستخدمون النشطون شهريا هذا العام',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-01-01', '2026-03-16'], d: ['month'] },
    },
    { q: 'ما معنى الحياة؟', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: 'الزيارات من النشرة البريدية الشهر الماضي',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-02-01', '2026-03-01'], f: [eq('channel', 'email')] },
    },
    {
      q: 'أفضل صفحات الدخول للتسجيلات',
      cat: 'top',
      want: { m: 'conversions', d: ['entry_page'], goal: { kind: 'event', name: 'signup' } },
    },
  ],
};

export const zhHoldout6: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    {
      q: '今年有多少访客来自reddit？',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'], f: [has('referrer_host', 'reddit')] },
    },
    {
      q: '上个月各渠道的跳出率',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2025-12-01', '2026-01-01'], d: ['channel'] },
    },
    {
      q: '意大利平板上的浏览量',
      cat: 'filters',
      want: { m: 'pageviews', f: [eq('country', 'IT'), eq('device_type', 'tablet')] },
    },
    {
      q: '昨天各国家的独立点击',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-01-04', '2026-01-05'], d: ['country'] },
    },
    {
      q: '比较11月和12月的订单',
      cat: 'compare',
      want: { m: 'orders', r: ['2025-11-01', '2025-12-01'], cmp: ['2025-12-01', '2026-01-01'] },
    },
    {
      q: '按浏览器看来自荷兰的访客',
      cat: 'filters',
      want: { m: 'visitors', d: ['browser'], f: [eq('country', 'NL')] },
    },
    { q: '去年的月活跃用户', cat: 'trend', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'], d: ['month'] } },
    { q: '生命的意义是什么？', cat: 'refusal', want: { refuse: 'not_analytics' } },
    {
      q: '上个月来自邮件的会话',
      cat: 'filters',
      want: { m: 'sessions', r: ['2025-12-01', '2026-01-01'], f: [eq('channel', 'email')] },
    },
    {
      q: '注册最多的入口页',
      cat: 'top',
      want: { m: 'conversions', d: ['entry_page'], goal: { kind: 'event', name: 'signup' } },
    },
  ],
};
