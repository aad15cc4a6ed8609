import { type EvalSet, eq, has } from './types.ts';

/** Held-out Arabic questions (written after tuning; see holdout.en.ts). Same Sunday evening in Riyadh. */
const ams = {
  range: { from: '2026-03-14T00:00:00+03:00', to: '2026-03-15T00:00:00+03:00' },
  timeZone: 'Asia/Riyadh',
  metrics: ['visitors' as const],
};
const duwal = {
  range: { from: '2026-02-01T00:00:00+03:00', to: '2026-03-01T00:00:00+03:00' },
  timeZone: 'Asia/Riyadh',
  metrics: ['visitors' as const],
  dimensions: ['country' as const],
  orderBy: [{ key: 'visitors' as const, direction: 'desc' as const }],
  limit: 5,
};

export const arHoldout: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    { q: 'الزوار حسب عناوين الصفحات', cat: 'dimensions', want: { m: 'visitors', d: ['title'] } },
    { q: 'الزوار حسب المنطقة الزمنية', cat: 'dimensions', want: { m: 'visitors', d: ['timezone'] } },
    { q: 'الطلبات حسب العملة', cat: 'dimensions', want: { m: 'orders', d: ['currency'] } },
    { q: 'النقرات حسب الوجهة', cat: 'dimensions', app: 'surl', want: { m: 'clicks', d: ['destination'] } },
    {
      q: 'متوسط LCP حسب الصفحة في الشهر الماضي',
      cat: 'dimensions',
      want: { m: 'avg_vital', r: ['2026-02-01', '2026-03-01'], d: ['path'], f: [eq('vital_name', 'LCP')] },
    },
    { q: 'الزوار خلال الأسبوع الماضي', cat: 'dates', want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'] } },
    { q: 'الزوار منذ بداية الشهر', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'] } },
    { q: 'الزوار يوم الخميس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-12', '2026-03-13'] } },
    { q: 'الزوار من 1 مارس إلى 10 مارس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-11'] } },
    { q: 'الزوار في آخر 12 شهرا', cat: 'dates', want: { m: 'visitors', r: ['2025-03-16', '2026-03-16'] } },
    { q: 'عدد الزوار الفريدين أمس', cat: 'metrics', want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'] } },
    {
      q: 'مدة الجلسة في الأسبوع الماضي',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-03-02', '2026-03-09'] },
    },
    {
      q: 'معدل التحويل من جوجل',
      cat: 'goal',
      want: { m: 'conversion_rate', f: [has('referrer_host', 'google')], goal: { kind: 'order' } },
    },
    { q: 'عدد المشتريات أمس', cat: 'metrics', want: { m: 'orders', r: ['2026-03-14', '2026-03-15'] } },
    {
      q: 'الزوار من اليابان على الآيفون',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'JP'), eq('os', 'ios')] },
    },
    {
      q: 'الزوار من الكويت أو قطر',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'in', values: ['KW', 'QA'] }] },
    },
    { q: 'مشاهدات الصفحات على فايرفوكس', cat: 'filters', want: { m: 'pageviews', f: [eq('browser', 'firefox')] } },
    {
      q: 'الزوار العائدون الشهر الماضي',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], f: [eq('visitor_type', 'returning')] },
    },
    { q: 'الزوار من محركات البحث', cat: 'filters', want: { m: 'visitors', f: [eq('channel', 'organic_search')] } },
    {
      q: 'أفضل 20 صفحة في الشهر الماضي',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['path'], top: 20 },
    },
    { q: 'أكثر 3 مصادر للزيارات', cat: 'top', want: { m: 'sessions', d: ['referrer_host'], top: 3 } },
    {
      q: 'الصفحات الأقل زيارة هذا الأسبوع',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'], d: ['path'], asc: true },
    },
    {
      q: 'قارن الزوار هذا الشهر بالشهر الماضي',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'], cmp: ['2026-02-01', '2026-03-01'] },
    },
    {
      q: 'الإيرادات في الربع الأول مقارنة بالربع الرابع',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-01-01', '2026-03-16'], cmp: ['2025-10-01', '2026-01-01'] },
    },
    {
      q: 'الزوار يوميا خلال آخر أسبوعين',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-16'], d: ['day'] },
    },
    {
      q: 'مشاهدات الصفحات لكل ساعة أمس',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-03-14', '2026-03-15'], d: ['hour'] },
    },
    {
      q: 'نفس الشيء للأسبوع الماضي',
      cat: 'followup',
      prev: ams,
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'] },
    },
    {
      q: 'أظهر أفضل 10 بدلا من ذلك',
      cat: 'followup',
      prev: duwal,
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['country'], top: 10 },
    },
    {
      q: 'وعلى الكمبيوتر؟',
      cat: 'followup',
      prev: ams,
      want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'], f: [eq('device_type', 'desktop')] },
    },
    { q: 'احكي لي نكتة', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'ما هو العائد على الاستثمار للحملة', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'توقع الإيرادات للربع القادم', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'احذف بيانات الأسبوع الماضي', cat: 'refusal', want: { refuse: 'unsupported' } },
    {
      q: 'الزوار منذ الإطلاق',
      cat: 'context',
      context: ['أطلقنا الموقع في 15 يناير'],
      want: { m: 'visitors', r: ['2026-01-15', '2026-03-16'] },
    },
  ],
};
