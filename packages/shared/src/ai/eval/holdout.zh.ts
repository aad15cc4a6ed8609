import { type EvalSet, eq, has } from './types.ts';

/** Held-out Chinese questions (written after tuning; see holdout.en.ts). Same Monday morning in Shanghai. */
const zuotian = {
  range: { from: '2026-01-04T00:00:00+08:00', to: '2026-01-05T00:00:00+08:00' },
  timeZone: 'Asia/Shanghai',
  metrics: ['visitors' as const],
};
const anTian = {
  range: { from: '2025-12-01T00:00:00+08:00', to: '2026-01-01T00:00:00+08:00' },
  timeZone: 'Asia/Shanghai',
  metrics: ['visitors' as const],
  dimensions: ['day' as const],
  limit: 5000,
};
const guojia = {
  range: { from: '2025-12-01T00:00:00+08:00', to: '2026-01-01T00:00:00+08:00' },
  timeZone: 'Asia/Shanghai',
  metrics: ['clicks' as const],
  dimensions: ['country' as const],
  orderBy: [{ key: 'clicks' as const, direction: 'desc' as const }],
  limit: 5,
};

export const zhHoldout: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    { q: '按页面标题的浏览量', cat: 'dimensions', want: { m: 'pageviews', d: ['title'] } },
    { q: '按域名的访客', cat: 'dimensions', want: { m: 'visitors', d: ['hostname'] } },
    { q: '按UTM来源的访客', cat: 'dimensions', want: { m: 'visitors', d: ['utm_source'] } },
    { q: '按时区的访客', cat: 'dimensions', want: { m: 'visitors', d: ['timezone'] } },
    { q: '按币种的订单', cat: 'dimensions', want: { m: 'orders', d: ['currency'] } },
    {
      q: '上个月各页面的LCP',
      cat: 'dimensions',
      want: { m: 'avg_vital', r: ['2025-12-01', '2026-01-01'], d: ['path'], f: [eq('vital_name', 'LCP')] },
    },
    { q: '按目标链接的点击', cat: 'dimensions', app: 'surl', want: { m: 'clicks', d: ['destination'] } },
    { q: '按机型的访客', cat: 'dimensions', want: { m: 'visitors', d: ['device_model'] } },
    { q: '过去一周的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-30', '2026-01-06'] } },
    { q: '本月至今的收入', cat: 'dates', want: { m: 'revenue', r: ['2026-01-01', '2026-01-06'] } },
    { q: '上周三的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-31', '2026-01-01'] } },
    { q: '12月1日至12月10日的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2025-12-11'] } },
    { q: '第一季度的访客', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'] } },
    { q: '最近12个月的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-01-06', '2026-01-06'] } },
    { q: '昨天的独立访客', cat: 'metrics', want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'] } },
    { q: '上周的平均会话时长', cat: 'metrics', want: { m: 'visit_duration', r: ['2025-12-29', '2026-01-05'] } },
    {
      q: '来自谷歌的转化率',
      cat: 'goal',
      want: { m: 'conversion_rate', f: [has('referrer_host', 'google')], goal: { kind: 'order' } },
    },
    { q: '昨天的购买次数', cat: 'metrics', want: { m: 'orders', r: ['2026-01-04', '2026-01-05'] } },
    { q: '来自日本的iPhone用户', cat: 'filters', want: { m: 'visitors', f: [eq('country', 'JP'), eq('os', 'ios')] } },
    {
      q: '来自德国或法国的访客',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'in', values: ['DE', 'FR'] }] },
    },
    { q: '火狐浏览器上的浏览量', cat: 'filters', want: { m: 'pageviews', f: [eq('browser', 'firefox')] } },
    {
      q: '非手机端的访客',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'device_type', op: 'neq', value: 'mobile' }] },
    },
    {
      q: '上个月的回访用户',
      cat: 'filters',
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], f: [eq('visitor_type', 'returning')] },
    },
    { q: '来自搜索引擎的访客', cat: 'filters', want: { m: 'visitors', f: [eq('channel', 'organic_search')] } },
    {
      q: '上个月前20的页面',
      cat: 'top',
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['path'], top: 20 },
    },
    { q: '排名前3的来源', cat: 'top', want: { m: 'visitors', d: ['referrer_host'], top: 3 } },
    { q: '访问最少的页面', cat: 'top', want: { m: 'visitors', d: ['path'], asc: true } },
    {
      q: '对比本月和上个月的访客',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'], cmp: ['2025-12-01', '2026-01-01'] },
    },
    {
      q: '第三季度与第二季度的收入对比',
      cat: 'compare',
      want: { m: 'revenue', r: ['2025-07-01', '2025-10-01'], cmp: ['2025-04-01', '2025-07-01'] },
    },
    { q: '最近两周每天的访客', cat: 'trend', want: { m: 'visitors', r: ['2025-12-23', '2026-01-06'], d: ['day'] } },
    { q: '昨天每小时的浏览量', cat: 'trend', want: { m: 'pageviews', r: ['2026-01-04', '2026-01-05'], d: ['hour'] } },
    { q: '上周也一样', cat: 'followup', prev: zuotian, want: { m: 'visitors', r: ['2025-12-29', '2026-01-05'] } },
    {
      q: '改成前10',
      cat: 'followup',
      prev: guojia,
      want: { m: 'clicks', r: ['2025-12-01', '2026-01-01'], d: ['country'], top: 10 },
    },
    {
      q: '电脑端呢？',
      cat: 'followup',
      prev: zuotian,
      want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'], f: [eq('device_type', 'desktop')] },
    },
    {
      q: '用柱状图',
      cat: 'followup',
      prev: anTian,
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['day'], chart: 'bar' },
    },
    { q: '讲个笑话', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: '我们的投资回报率是多少', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: '预测下季度的收入', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '删除上周的数据', cat: 'refusal', want: { refuse: 'unsupported' } },
    {
      q: '上线以来的浏览量',
      cat: 'context',
      context: ['我们在2025年6月15日上线'],
      want: { m: 'pageviews', r: ['2025-06-15', '2026-01-06'] },
    },
  ],
};
