import { type EvalSet, eq, has } from './types.ts';

/** Arabic, a Sunday evening in Riyadh (no DST), some in Cairo (DST from 24 April 2026). */
const ams = {
  range: { from: '2026-03-14T00:00:00+03:00', to: '2026-03-15T00:00:00+03:00' },
  timeZone: 'Asia/Riyadh',
  metrics: ['visitors' as const],
};
const yawmi = {
  range: { from: '2026-02-01T00:00:00+03:00', to: '2026-03-01T00:00:00+03:00' },
  timeZone: 'Asia/Riyadh',
  metrics: ['visitors' as const],
  dimensions: ['day' as const],
  limit: 5000,
};
const duwal = {
  range: { from: '2026-02-01T00:00:00+03:00', to: '2026-03-01T00:00:00+03:00' },
  timeZone: 'Asia/Riyadh',
  metrics: ['visitors' as const],
  dimensions: ['country' as const],
  orderBy: [{ key: 'visitors' as const, direction: 'desc' as const }],
  limit: 5,
};

export const ar: EvalSet = {
  language: 'ar',
  now: '2026-03-15T20:00:00+03:00',
  tz: 'Asia/Riyadh',
  cases: [
    // dates
    { q: 'كم عدد الزوار أمس؟', cat: 'dates', want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'] } },
    { q: 'عدد الزوار اليوم', cat: 'dates', want: { m: 'visitors', r: ['2026-03-15', '2026-03-16'] } },
    { q: 'كم مشاهدة للصفحات هذا الأسبوع؟', cat: 'dates', want: { m: 'pageviews', r: ['2026-03-09', '2026-03-16'] } },
    { q: 'الزيارات في الأسبوع الماضي', cat: 'dates', want: { m: 'sessions', r: ['2026-03-02', '2026-03-09'] } },
    { q: 'الزوار هذا الشهر', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'] } },
    { q: 'كم زائر في الشهر الماضي؟', cat: 'dates', want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'] } },
    { q: 'الإيرادات هذا العام', cat: 'dates', want: { m: 'revenue', r: ['2026-01-01', '2026-03-16'] } },
    { q: 'الزوار في العام الماضي', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: 'الزوار في آخر 7 أيام', cat: 'dates', want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'] } },
    { q: 'مشاهدات الصفحات خلال آخر ٣٠ يوما', cat: 'dates', want: { m: 'pageviews', r: ['2026-02-14', '2026-03-16'] } },
    {
      q: 'الزيارات خلال الأشهر الثلاثة الماضية',
      cat: 'dates',
      want: { m: 'sessions', r: ['2025-12-16', '2026-03-16'] },
    },
    { q: 'الزوار في آخر أسبوعين', cat: 'dates', want: { m: 'visitors', r: ['2026-03-02', '2026-03-16'] } },
    { q: 'كم عدد الزوار في أكتوبر؟', cat: 'dates', want: { m: 'visitors', r: ['2025-10-01', '2025-11-01'] } },
    { q: 'الزوار في شهر مارس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'] } },
    { q: 'مشاهدات الصفحات في أكتوبر 2025', cat: 'dates', want: { m: 'pageviews', r: ['2025-10-01', '2025-11-01'] } },
    { q: 'المبيعات في الربع الرابع', cat: 'dates', want: { m: 'revenue', r: ['2025-10-01', '2026-01-01'] } },
    { q: 'الزوار في الربع الأول', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-03-16'] } },
    { q: 'الزوار منذ يوم الاثنين', cat: 'dates', want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'] } },
    { q: 'كم عدد الزوار منذ 3 مارس؟', cat: 'dates', want: { m: 'visitors', r: ['2026-03-03', '2026-03-16'] } },
    { q: 'مشاهدات الصفحات يوم 1 مارس', cat: 'dates', want: { m: 'pageviews', r: ['2026-03-01', '2026-03-02'] } },
    { q: 'الزوار بين 1 و 10 مارس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-01', '2026-03-11'] } },
    { q: 'الزوار أول أمس', cat: 'dates', want: { m: 'visitors', r: ['2026-03-13', '2026-03-14'] } },
    { q: 'الزوار في عام 2025', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: 'كم عدد الزوار؟', cat: 'dates', want: { m: 'visitors' } },
    {
      q: 'الزوار في الشهر الماضي',
      cat: 'dates',
      tz: 'Africa/Cairo',
      now: '2026-05-01T12:00:00+03:00',
      want: { m: 'visitors', r: ['2026-04-01', '2026-05-01'] },
    },
    {
      q: 'الزوار أمس',
      cat: 'dates',
      tz: 'Asia/Dubai',
      now: '2026-03-15T01:00:00+04:00',
      want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'] },
    },
    // metrics
    { q: 'كم عدد النقرات أمس', cat: 'metrics', app: 'surl', want: { m: 'clicks', r: ['2026-03-14', '2026-03-15'] } },
    {
      q: 'ما هو معدل الارتداد هذا الشهر؟',
      cat: 'metrics',
      want: { m: 'bounce_rate', r: ['2026-03-01', '2026-03-16'] },
    },
    {
      q: 'متوسط مدة الزيارة الأسبوع الماضي',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-03-02', '2026-03-09'] },
    },
    { q: 'عدد الطلبات هذا الأسبوع', cat: 'metrics', want: { m: 'orders', r: ['2026-03-09', '2026-03-16'] } },
    {
      q: 'متوسط قيمة الطلب في الشهر الماضي',
      cat: 'metrics',
      want: { m: 'average_order_value', r: ['2026-02-01', '2026-03-01'] },
    },
    { q: 'كم عدد الأحداث اليوم؟', cat: 'metrics', want: { m: 'events', r: ['2026-03-15', '2026-03-16'] } },
    {
      q: 'النقرات الفريدة هذا الشهر',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'unique_clicks', r: ['2026-03-01', '2026-03-16'] },
    },
    {
      q: 'الزوار ومشاهدات الصفحات أمس',
      cat: 'metrics',
      want: { m: ['visitors', 'pageviews'], r: ['2026-03-14', '2026-03-15'] },
    },
    {
      q: 'كم نقرة على رابطي اليوم؟',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-03-15', '2026-03-16'] },
    },
    // dimensions
    {
      q: 'الزوار حسب الدول في الشهر الماضي',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['country'] },
    },
    { q: 'ما هي المتصفحات التي يستخدمها الزوار؟', cat: 'dimensions', want: { m: 'visitors', d: ['browser'] } },
    {
      q: 'مشاهدات الصفحات حسب الصفحة هذا الأسبوع',
      cat: 'dimensions',
      want: { m: 'pageviews', r: ['2026-03-09', '2026-03-16'], d: ['path'] },
    },
    {
      q: 'مصادر الزيارات الأسبوع الماضي',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'], d: ['referrer_host'] },
    },
    { q: 'الزوار حسب نوع الجهاز', cat: 'dimensions', want: { m: 'visitors', d: ['device_type'] } },
    { q: 'الزيارات حسب نظام التشغيل', cat: 'dimensions', want: { m: 'sessions', d: ['os'] } },
    {
      q: 'النقرات حسب المدن أمس',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-03-14', '2026-03-15'], d: ['city'] },
    },
    { q: 'الإيرادات حسب الحملة', cat: 'dimensions', want: { m: 'revenue', d: ['utm_campaign'] } },
    { q: 'الزوار حسب القنوات', cat: 'dimensions', want: { m: 'visitors', d: ['channel'] } },
    {
      q: 'صفحات الدخول في الشهر الماضي',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['entry_page'] },
    },
    { q: 'الزوار حسب اللغة', cat: 'dimensions', want: { m: 'visitors', d: ['language'] } },
    // filters
    { q: 'الطلبات التي تحتوي على المنتج "Mug"', cat: 'filters', want: { m: 'orders', f: [eq('product', 'Mug')] } },
    {
      q: 'معدل الارتداد على الجوال في أكتوبر',
      cat: 'filters',
      want: { m: 'bounce_rate', r: ['2025-10-01', '2025-11-01'], f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'الزوار من فرنسا الأسبوع الماضي',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'], f: [eq('country', 'FR')] },
    },
    {
      q: 'كم زائر من السعودية أمس؟',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'], f: [eq('country', 'SA')] },
    },
    {
      q: 'الزوار من مصر هذا الشهر',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'], f: [eq('country', 'EG')] },
    },
    { q: 'الإيرادات لحملة ramadan', cat: 'filters', want: { m: 'revenue', f: [eq('utm_campaign', 'ramadan')] } },
    { q: 'الزوار القادمون من جوجل', cat: 'filters', want: { m: 'visitors', f: [has('referrer_host', 'google')] } },
    { q: 'مشاهدات الصفحات على كروم', cat: 'filters', want: { m: 'pageviews', f: [eq('browser', 'chrome')] } },
    {
      q: 'الزوار على الصفحة /pricing هذا الأسبوع',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'], f: [eq('path', '/pricing')] },
    },
    { q: 'الزيارات من أجهزة الكمبيوتر', cat: 'filters', want: { m: 'sessions', f: [eq('device_type', 'desktop')] } },
    { q: 'الزيارات التي دخلت من /pricing', cat: 'filters', want: { m: 'sessions', f: [eq('entry_page', '/pricing')] } },
    {
      q: 'الزوار الذين غادروا من /checkout',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('exit_page', '/checkout')] },
    },
    {
      q: 'الزوار الجدد هذا الأسبوع',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'], f: [eq('visitor_type', 'new')] },
    },
    {
      q: 'الزوار من الإمارات على أندرويد',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'AE'), eq('os', 'android')] },
    },
    // top
    {
      q: 'أفضل 5 دول من حيث النقرات في الشهر الماضي',
      cat: 'top',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-02-01', '2026-03-01'], d: ['country'], top: 5 },
    },
    { q: 'أي حملة حققت أكثر إيرادات؟', cat: 'top', want: { m: 'revenue', d: ['utm_campaign'], top: 1 } },
    {
      q: 'أكثر 10 صفحات زيارة هذا الأسبوع',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'], d: ['path'], top: 10 },
    },
    {
      q: 'أي دولة جاء منها أكثر الزوار أمس؟',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'], d: ['country'], top: 1 },
    },
    // compare
    {
      q: 'قارن هذا الأسبوع بالأسبوع الماضي',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-03-09', '2026-03-16'], cmp: ['2026-03-02', '2026-03-09'] },
    },
    {
      q: 'الزوار هذا الشهر مقارنة بالشهر الماضي',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-03-01', '2026-03-16'], cmp: ['2026-02-01', '2026-03-01'] },
    },
    {
      q: 'الإيرادات في الأسبوع الماضي مقارنة بالفترة السابقة',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-03-02', '2026-03-09'], cmp: 'previous' },
    },
    // trend
    {
      q: 'الزوار يوميا في الشهر الماضي',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['day'] },
    },
    {
      q: 'مشاهدات الصفحات حسب الأسبوع هذا العام',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-01-01', '2026-03-16'], d: ['week'] },
    },
    {
      q: 'الإيرادات شهريا في العام الماضي',
      cat: 'trend',
      want: { m: 'revenue', r: ['2025-01-01', '2026-01-01'], d: ['month'] },
    },
    {
      q: 'النقرات لكل ساعة اليوم',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-03-15', '2026-03-16'], d: ['hour'] },
    },
    // goal
    {
      q: 'التحويلات لحدث signup في الشهر الماضي',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-02-01', '2026-03-01'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'معدل التحويل هذا الأسبوع',
      cat: 'goal',
      want: { m: 'conversion_rate', r: ['2026-03-09', '2026-03-16'], goal: { kind: 'order' } },
    },
    // chart
    { q: 'الزوار حسب الدول كجدول', cat: 'chart', want: { m: 'visitors', d: ['country'], chart: 'table' } },
    // follow-ups
    {
      q: 'وماذا عن فرنسا فقط؟',
      cat: 'followup',
      prev: ams,
      want: { m: 'visitors', r: ['2026-03-14', '2026-03-15'], f: [eq('country', 'FR')] },
    },
    {
      q: 'حسب الأسبوع بدلا من ذلك',
      cat: 'followup',
      prev: yawmi,
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['week'] },
    },
    {
      q: 'وماذا عن الشهر الماضي؟',
      cat: 'followup',
      prev: ams,
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'] },
    },
    {
      q: 'الآن كجدول',
      cat: 'followup',
      prev: duwal,
      want: { m: 'visitors', r: ['2026-02-01', '2026-03-01'], d: ['country'], top: 5, chart: 'table' },
    },
    {
      q: 'وعلى الجوال فقط؟',
      cat: 'followup',
      prev: duwal,
      want: {
        m: 'visitors',
        r: ['2026-02-01', '2026-03-01'],
        d: ['country'],
        top: 5,
        f: [eq('device_type', 'mobile')],
      },
    },
    // context
    {
      q: 'الزوار منذ الإطلاق',
      cat: 'context',
      context: ['كان إطلاقنا في 3 مارس'],
      want: { m: 'visitors', r: ['2026-03-03', '2026-03-16'] },
    },
    // refusals
    { q: 'اكتب لي قصيدة', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'كيف الطقس في الرياض؟', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'ما هو صافي الربح هذا الشهر؟', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'كم رواتب الموظفين؟', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'توقع عدد الزوار الشهر القادم', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'أعطني عناوين البريد الإلكتروني للزوار', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'نفذ استعلام SQL', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'كيف الحال؟', cat: 'refusal', want: { refuse: 'ambiguous' } },
    { q: '؟؟', cat: 'refusal', want: { refuse: 'empty' } },
  ],
};
