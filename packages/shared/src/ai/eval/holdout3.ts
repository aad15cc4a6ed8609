import { type EvalSet, eq, has } from './types.ts';

/**
 * A third held-out round, written after the fixes of the second (see
 * holdout2.ts), in the same four settings; its first score is reported:
 * 28 of 40 exact (70.0%; en 6/10, fr 8/10, ar 6/10, zh 8/10). Missed:
 * a named holiday (Black Friday), "avg", "the same quarter last year",
 * scheduled e-mails, "dernier trimestre", Arabic singulars (مصدر, صفحة دخول,
 * كم زيارة) and 次访问.
 */
export const enHoldout3: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    { q: 'How many sessions did we have on Black Friday last year?', cat: 'dates', want: { refuse: 'ambiguous' } },
    {
      q: 'number of visitors per country in the last quarter',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-07-01', '2026-10-01'], d: ['country'] },
    },
    {
      q: 'Which referrer sends us the most signups?',
      cat: 'top',
      want: { m: 'conversions', d: ['referrer_host'], top: 1, goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'views of /docs/* in the past week',
      cat: 'filters',
      want: {
        m: 'pageviews',
        r: ['2026-11-15', '2026-11-22'],
        f: [{ dimension: 'path', op: 'starts_with', value: '/docs/' }],
      },
    },
    {
      q: 'show tablet visitors from India by day this month',
      cat: 'trend',
      want: {
        m: 'visitors',
        r: ['2026-11-01', '2026-11-22'],
        d: ['day'],
        f: [eq('device_type', 'tablet'), eq('country', 'IN')],
      },
    },
    {
      q: 'whats the avg order value on mobile vs desktop',
      cat: 'dimensions',
      want: { m: 'average_order_value', f: [{ dimension: 'device_type', op: 'in', values: ['mobile', 'desktop'] }] },
    },
    {
      q: 'revenue this quarter compared with the same quarter last year',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-10-01', '2026-11-22'], cmp: ['2025-10-01', '2026-01-01'] },
    },
    {
      q: 'clicks from instagram yesterday',
      cat: 'filters',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-20', '2026-11-21'], f: [has('referrer_host', 'instagram')] },
    },
    {
      q: 'give me the bounce rate per landing page for the last 14 days',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-11-08', '2026-11-22'], d: ['entry_page'] },
    },
    { q: 'can you send me an email every monday with the stats', cat: 'refusal', want: { refuse: 'unsupported' } },
  ],
};

export const frHoldout3: EvalSet = {
  language: 'fr',
  now: '2026-11-04T10:00:00+01:00',
  tz: 'Europe/Paris',
  cases: [
    {
      q: 'nombre de visiteurs par pays au dernier trimestre',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-07-01', '2026-10-01'], d: ['country'] },
    },
    {
      q: "quel référent nous amène le plus d'inscriptions ?",
      cat: 'top',
      want: { m: 'conversions', d: ['referrer_host'], top: 1, goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'vues de /docs/* la semaine dernière',
      cat: 'filters',
      want: {
        m: 'pageviews',
        r: ['2026-10-26', '2026-11-02'],
        f: [{ dimension: 'path', op: 'starts_with', value: '/docs/' }],
      },
    },
    {
      q: "visiteurs sur tablette depuis l'Inde par jour ce mois-ci",
      cat: 'trend',
      want: {
        m: 'visitors',
        r: ['2026-11-01', '2026-11-05'],
        d: ['day'],
        f: [eq('device_type', 'tablet'), eq('country', 'IN')],
      },
    },
    {
      q: 'clics depuis instagram hier',
      cat: 'filters',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-03', '2026-11-04'], f: [has('referrer_host', 'instagram')] },
    },
    {
      q: "taux de rebond par page d'entrée sur les 14 derniers jours",
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-10-22', '2026-11-05'], d: ['entry_page'] },
    },
    { q: 'envoie-moi un email chaque lundi avec les stats', cat: 'refusal', want: { refuse: 'unsupported' } },
    {
      q: 'les villes de nos visiteurs en Espagne',
      cat: 'dimensions',
      want: { m: 'visitors', d: ['city'], f: [eq('country', 'ES')] },
    },
    {
      q: 'combien de visites hier sur safari ?',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-11-03', '2026-11-04'], f: [eq('browser', 'safari')] },
    },
    {
      q: 'visiteurs par mois depuis janvier',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-05'], d: ['month'] },
    },
  ],
};

export const arHoldout3: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    {
      q: 'عدد الزوار لكل دولة في الربع الماضي',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2025-10-01', '2026-01-01'], d: ['country'] },
    },
    {
      q: 'أي مصدر يجلب لنا أكثر التسجيلات؟',
      cat: 'top',
      want: { m: 'conversions', d: ['referrer_host'], top: 1, goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'مشاهدات /docs/* في الأسبوع الماضي',
      cat: 'filters',
      want: {
        m: 'pageviews',
        r: ['2026-03-02', '2026-03-09'],
        f: [{ dimension: 'path', op: 'starts_with', value: '/docs/' }],
      },
    },
    {
      q: 'زوار الأجهزة اللوحية من الهند يوميا هذا الشهر',
      cat: 'trend',
      want: {
        m: 'visitors',
        r: ['2026-03-01', '2026-03-16'],
        d: ['day'],
        f: [eq('device_type', 'tablet'), eq('country', 'IN')],
      },
    },
    {
      q: 'النقرات من انستغرام أمس',
      cat: 'filters',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-03-14', '2026-03-15'], f: [has('referrer_host', 'instagram')] },
    },
    {
      q: 'معدل الارتداد لكل صفحة دخول خلال آخر 14 يوما',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2026-03-02', '2026-03-16'], d: ['entry_page'] },
    },
    { q: 'أرسل لي بريدا كل يوم اثنين بالإحصائيات', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'مدن زوارنا في إسبانيا', cat: 'dimensions', want: { m: 'visitors', d: ['city'], f: [eq('country', 'ES')] } },
    {
      q: 'كم زيارة أمس على سفاري؟',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-03-14', '2026-03-15'], f: [eq('browser', 'safari')] },
    },
    {
      q: 'الزوار شهريا منذ يناير',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-01-01', '2026-03-16'], d: ['month'] },
    },
  ],
};

export const zhHoldout3: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    {
      q: '上个季度每个国家的访客数',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2025-10-01', '2026-01-01'], d: ['country'] },
    },
    {
      q: '哪个来源带来的注册最多？',
      cat: 'top',
      want: { m: 'conversions', d: ['referrer_host'], top: 1, goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: '上周 /docs/* 的浏览量',
      cat: 'filters',
      want: {
        m: 'pageviews',
        r: ['2025-12-29', '2026-01-05'],
        f: [{ dimension: 'path', op: 'starts_with', value: '/docs/' }],
      },
    },
    {
      q: '本月来自印度的平板访客，按天',
      cat: 'trend',
      want: {
        m: 'visitors',
        r: ['2026-01-01', '2026-01-06'],
        d: ['day'],
        f: [eq('country', 'IN'), eq('device_type', 'tablet')],
      },
    },
    {
      q: '昨天来自Instagram的点击',
      cat: 'filters',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-01-04', '2026-01-05'], f: [has('referrer_host', 'instagram')] },
    },
    {
      q: '最近14天每个入口页的跳出率',
      cat: 'dimensions',
      want: { m: 'bounce_rate', r: ['2025-12-23', '2026-01-06'], d: ['entry_page'] },
    },
    { q: '每周一给我发一封统计邮件', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '西班牙访客的城市分布', cat: 'dimensions', want: { m: 'visitors', d: ['city'], f: [eq('country', 'ES')] } },
    {
      q: '昨天Safari上有多少次访问？',
      cat: 'filters',
      want: { m: 'sessions', r: ['2026-01-04', '2026-01-05'], f: [eq('browser', 'safari')] },
    },
    { q: '去年每个月的访客', cat: 'trend', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'], d: ['month'] } },
  ],
};
