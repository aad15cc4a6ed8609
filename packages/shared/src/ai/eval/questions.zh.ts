import { type EvalSet, eq, has } from './types.ts';

/** Chinese, a Monday morning in Shanghai (the week and the year have just begun), some in Los Angeles. */
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

export const zh: EvalSet = {
  language: 'zh',
  now: '2026-01-05T09:00:00+08:00',
  tz: 'Asia/Shanghai',
  cases: [
    // dates
    { q: '昨天有多少访客？', cat: 'dates', want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'] } },
    { q: '今天的访客数', cat: 'dates', want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'] } },
    { q: '本周的浏览量是多少', cat: 'dates', want: { m: 'pageviews', r: ['2026-01-05', '2026-01-06'] } },
    { q: '上周的会话数', cat: 'dates', want: { m: 'sessions', r: ['2025-12-29', '2026-01-05'] } },
    { q: '这个月有多少访客', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'] } },
    { q: '上个月的访客数是多少？', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'] } },
    { q: '今年的收入', cat: 'dates', want: { m: 'revenue', r: ['2026-01-01', '2026-01-06'] } },
    { q: '去年的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: '最近7天的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-30', '2026-01-06'] } },
    { q: '过去30天的浏览量', cat: 'dates', want: { m: 'pageviews', r: ['2025-12-07', '2026-01-06'] } },
    { q: '最近三个月的会话', cat: 'dates', want: { m: 'sessions', r: ['2025-10-06', '2026-01-06'] } },
    { q: '最近两周的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-23', '2026-01-06'] } },
    { q: '10月份有多少访客？', cat: 'dates', want: { m: 'visitors', r: ['2025-10-01', '2025-11-01'] } },
    { q: '2025年10月的浏览量', cat: 'dates', want: { m: 'pageviews', r: ['2025-10-01', '2025-11-01'] } },
    { q: '第三季度的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-07-01', '2025-10-01'] } },
    { q: 'Q4的收入', cat: 'dates', want: { m: 'revenue', r: ['2025-10-01', '2026-01-01'] } },
    { q: '周一以来的访客', cat: 'dates', want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'] } },
    { q: '自3月3日以来有多少访客？', cat: 'dates', want: { m: 'visitors', r: ['2025-03-03', '2026-01-06'] } },
    { q: '12月25日的浏览量', cat: 'dates', want: { m: 'pageviews', r: ['2025-12-25', '2025-12-26'] } },
    { q: '12月1日到15日的访客', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2025-12-16'] } },
    { q: '前天的访客', cat: 'dates', want: { m: 'visitors', r: ['2026-01-03', '2026-01-04'] } },
    { q: '2025年的访客总数', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: '有多少访客？', cat: 'dates', want: { m: 'visitors' } },
    { q: '最近24小时的浏览量', cat: 'dates', want: { m: 'pageviews', r: ['2026-01-04T09:00', '2026-01-05T09:00'] } },
    {
      q: '上周的访客',
      cat: 'dates',
      tz: 'America/Los_Angeles',
      now: '2026-03-09T10:00:00-07:00',
      want: { m: 'visitors', r: ['2026-03-02', '2026-03-09'] },
    },
    // metrics
    { q: '昨天的点击量', cat: 'metrics', app: 'surl', want: { m: 'clicks', r: ['2026-01-04', '2026-01-05'] } },
    { q: '本月的跳出率是多少？', cat: 'metrics', want: { m: 'bounce_rate', r: ['2026-01-01', '2026-01-06'] } },
    { q: '上周的平均访问时长', cat: 'metrics', want: { m: 'visit_duration', r: ['2025-12-29', '2026-01-05'] } },
    { q: '上个月每次访问浏览页数', cat: 'metrics', want: { m: 'views_per_visit', r: ['2025-12-01', '2026-01-01'] } },
    { q: '本周的订单数', cat: 'metrics', want: { m: 'orders', r: ['2026-01-05', '2026-01-06'] } },
    { q: '上个月的客单价', cat: 'metrics', want: { m: 'average_order_value', r: ['2025-12-01', '2026-01-01'] } },
    { q: '今天有多少事件？', cat: 'metrics', want: { m: 'events', r: ['2026-01-05', '2026-01-06'] } },
    { q: '本月的独立点击', cat: 'metrics', app: 'surl', want: { m: 'unique_clicks', r: ['2026-01-01', '2026-01-06'] } },
    {
      q: '昨天的访客和浏览量',
      cat: 'metrics',
      want: { m: ['visitors', 'pageviews'], r: ['2026-01-04', '2026-01-05'] },
    },
    {
      q: '我的链接今天有多少点击？',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-01-05', '2026-01-06'] },
    },
    // dimensions
    {
      q: '上个月按国家的访客',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['country'] },
    },
    { q: '访客都用什么浏览器？', cat: 'dimensions', want: { m: 'visitors', d: ['browser'] } },
    {
      q: '本周各页面的浏览量',
      cat: 'dimensions',
      want: { m: 'pageviews', r: ['2026-01-05', '2026-01-06'], d: ['path'] },
    },
    {
      q: '上周的流量来源',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2025-12-29', '2026-01-05'], d: ['referrer_host'] },
    },
    { q: '按设备类型的访客', cat: 'dimensions', want: { m: 'visitors', d: ['device_type'] } },
    { q: '按操作系统的会话', cat: 'dimensions', want: { m: 'sessions', d: ['os'] } },
    {
      q: '昨天各城市的点击',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-01-04', '2026-01-05'], d: ['city'] },
    },
    { q: '按活动的收入', cat: 'dimensions', want: { m: 'revenue', d: ['utm_campaign'] } },
    { q: '按渠道的访客', cat: 'dimensions', want: { m: 'visitors', d: ['channel'] } },
    {
      q: '上个月的入口页',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['entry_page'] },
    },
    { q: '按语言的访客', cat: 'dimensions', want: { m: 'visitors', d: ['language'] } },
    {
      q: '本月新老访客',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'], d: ['visitor_type'] },
    },
    // filters
    { q: '包含产品“Mug”的订单', cat: 'filters', want: { m: 'orders', f: [eq('product', 'Mug')] } },
    {
      q: '10月份手机上的跳出率',
      cat: 'filters',
      want: { m: 'bounce_rate', r: ['2025-10-01', '2025-11-01'], f: [eq('device_type', 'mobile')] },
    },
    {
      q: '上周来自法国的访客',
      cat: 'filters',
      want: { m: 'visitors', r: ['2025-12-29', '2026-01-05'], f: [eq('country', 'FR')] },
    },
    {
      q: '昨天有多少来自美国的访客？',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'], f: [eq('country', 'US')] },
    },
    { q: '中国的访客', cat: 'filters', want: { m: 'visitors', f: [eq('country', 'CN')] } },
    { q: 'spring活动的收入', cat: 'filters', want: { m: 'revenue', f: [eq('utm_campaign', 'spring')] } },
    { q: '来自百度的访客', cat: 'filters', want: { m: 'visitors', f: [has('referrer_host', 'baidu')] } },
    { q: 'Chrome上的浏览量', cat: 'filters', want: { m: 'pageviews', f: [eq('browser', 'chrome')] } },
    {
      q: '本周 /pricing 页面的访客',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'], f: [eq('path', '/pricing')] },
    },
    { q: '电脑端的会话', cat: 'filters', want: { m: 'sessions', f: [eq('device_type', 'desktop')] } },
    { q: '从/pricing进入的会话', cat: 'filters', want: { m: 'sessions', f: [eq('entry_page', '/pricing')] } },
    { q: '从/checkout离开的访客', cat: 'filters', want: { m: 'visitors', f: [eq('exit_page', '/checkout')] } },
    {
      q: '本周的新访客',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'], f: [eq('visitor_type', 'new')] },
    },
    {
      q: '安卓手机上来自日本的访客',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('os', 'android'), eq('device_type', 'mobile'), eq('country', 'JP')] },
    },
    // top
    {
      q: '上个月点击量前5的国家',
      cat: 'top',
      app: 'surl',
      want: { m: 'clicks', r: ['2025-12-01', '2026-01-01'], d: ['country'], top: 5 },
    },
    { q: '哪个活动带来的收入最多？', cat: 'top', want: { m: 'revenue', d: ['utm_campaign'], top: 1 } },
    {
      q: '本周访问最多的前10个页面',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'], d: ['path'], top: 10 },
    },
    {
      q: '昨天哪个国家的访客最多？',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'], d: ['country'], top: 1 },
    },
    // compare
    {
      q: '对比本周和上周',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-01-05', '2026-01-06'], cmp: ['2025-12-29', '2026-01-05'] },
    },
    {
      q: '本月访客与上个月相比',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-01-01', '2026-01-06'], cmp: ['2025-12-01', '2026-01-01'] },
    },
    { q: '上周收入环比', cat: 'compare', want: { m: 'revenue', r: ['2025-12-29', '2026-01-05'], cmp: 'previous' } },
    // trend
    { q: '上个月每天的访客', cat: 'trend', want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['day'] } },
    { q: '去年每周的浏览量', cat: 'trend', want: { m: 'pageviews', r: ['2025-01-01', '2026-01-01'], d: ['week'] } },
    { q: '去年按月的收入', cat: 'trend', want: { m: 'revenue', r: ['2025-01-01', '2026-01-01'], d: ['month'] } },
    {
      q: '今天每小时的点击',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-01-05', '2026-01-06'], d: ['hour'] },
    },
    { q: '最近30天访客趋势', cat: 'trend', want: { m: 'visitors', r: ['2025-12-07', '2026-01-06'], d: ['day'] } },
    // goal
    {
      q: '上个月signup事件的转化',
      cat: 'goal',
      want: { m: 'conversions', r: ['2025-12-01', '2026-01-01'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: '本周的转化率',
      cat: 'goal',
      want: { m: 'conversion_rate', r: ['2026-01-05', '2026-01-06'], goal: { kind: 'order' } },
    },
    {
      q: '本月有多少注册？',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-01-01', '2026-01-06'], goal: { kind: 'event', name: 'signup' } },
    },
    // chart
    { q: '按国家的访客，用表格显示', cat: 'chart', want: { m: 'visitors', d: ['country'], chart: 'table' } },
    // follow-ups
    {
      q: '那只看法国呢？',
      cat: 'followup',
      prev: zuotian,
      want: { m: 'visitors', r: ['2026-01-04', '2026-01-05'], f: [eq('country', 'FR')] },
    },
    {
      q: '改为按周',
      cat: 'followup',
      prev: anTian,
      want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'], d: ['week'] },
    },
    { q: '上个月呢？', cat: 'followup', prev: zuotian, want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'] } },
    {
      q: '现在用表格显示',
      cat: 'followup',
      prev: guojia,
      want: { m: 'clicks', r: ['2025-12-01', '2026-01-01'], d: ['country'], top: 5, chart: 'table' },
    },
    {
      q: '只看手机端',
      cat: 'followup',
      prev: guojia,
      want: { m: 'clicks', r: ['2025-12-01', '2026-01-01'], d: ['country'], top: 5, f: [eq('device_type', 'mobile')] },
    },
    // context
    {
      q: '上线以来的访客',
      cat: 'context',
      context: ['我们在3月3日上线'],
      want: { m: 'visitors', r: ['2025-03-03', '2026-01-06'] },
    },
    // refusals
    { q: '给我写一首诗', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: '北京今天天气怎么样？', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: '这个月的利润是多少？', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: '员工工资是多少', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: '预测下个月的访客', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '给我访客的邮箱地址', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '帮我运行一条SQL查询', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: '最近怎么样？', cat: 'refusal', want: { refuse: 'ambiguous' } },
    { q: '。。。', cat: 'refusal', want: { refuse: 'empty' } },
  ],
};
