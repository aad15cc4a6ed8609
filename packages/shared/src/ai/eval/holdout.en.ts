import { type EvalSet, eq, has } from './types.ts';

/**
 * Held-out English questions, written after the planner was tuned on
 * questions.en.ts: their first score is reported as the planner's honest
 * figure. Same Saturday morning in New York. First run of the four held-out
 * sets, before the fixes they led to: 160 of 185 exact (86.5%; en 60/70,
 * fr 35/41, ar 28/34, zh 37/40): singular forms of plural terms, "since the
 * beginning of the month", "this month to last month", Arabic "لل", "上周三".
 */
const yesterday = {
  range: { from: '2026-11-20T00:00:00-05:00', to: '2026-11-21T00:00:00-05:00' },
  timeZone: 'America/New_York',
  metrics: ['visitors' as const],
};
const byDayLastMonth = {
  range: { from: '2026-10-01T00:00:00-04:00', to: '2026-11-01T00:00:00-04:00' },
  timeZone: 'America/New_York',
  metrics: ['visitors' as const],
  dimensions: ['day' as const],
  limit: 5000,
};
const topCountries = {
  range: { from: '2026-10-01T00:00:00-04:00', to: '2026-11-01T00:00:00-04:00' },
  timeZone: 'America/New_York',
  metrics: ['clicks' as const],
  dimensions: ['country' as const],
  orderBy: [{ key: 'clicks' as const, direction: 'desc' as const }],
  limit: 5,
};

export const enHoldout: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    {
      q: 'page titles with the most views last week',
      cat: 'dimensions',
      want: { m: 'pageviews', r: ['2026-11-09', '2026-11-16'], d: ['title'] },
    },
    { q: 'visitors by hostname', cat: 'dimensions', want: { m: 'visitors', d: ['hostname'] } },
    {
      q: 'which utm source sent the most visitors this month?',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'], d: ['utm_source'], top: 1 },
    },
    { q: 'clicks by utm term', cat: 'dimensions', want: { m: 'clicks', d: ['utm_term'] } },
    {
      q: 'sessions by utm content in the last 7 days',
      cat: 'dimensions',
      want: { m: 'sessions', r: ['2026-11-15', '2026-11-22'], d: ['utm_content'] },
    },
    { q: 'visitors by time zone', cat: 'dimensions', want: { m: 'visitors', d: ['timezone'] } },
    { q: 'visitors by browser version', cat: 'dimensions', want: { m: 'visitors', d: ['browser_version'] } },
    {
      q: 'visitors by os version on android',
      cat: 'dimensions',
      want: { m: 'visitors', d: ['os_version'], f: [eq('os', 'android')] },
    },
    { q: 'most common device models', cat: 'dimensions', want: { m: 'visitors', d: ['device_model'] } },
    { q: 'visitors by screen size', cat: 'dimensions', want: { m: 'visitors', d: ['screen'] } },
    {
      q: 'events by event name yesterday',
      cat: 'dimensions',
      want: { m: 'events', r: ['2026-11-20', '2026-11-21'], d: ['event_name'] },
    },
    {
      q: 'revenue by currency this year',
      cat: 'dimensions',
      want: { m: 'revenue', r: ['2026-01-01', '2026-11-22'], d: ['currency'] },
    },
    {
      q: 'LCP by page last month',
      cat: 'dimensions',
      want: { m: 'avg_vital', r: ['2026-10-01', '2026-11-01'], d: ['path'], f: [eq('vital_name', 'LCP')] },
    },
    { q: 'clicks by destination', cat: 'dimensions', app: 'surl', want: { m: 'clicks', d: ['destination'] } },
    { q: 'visitors past week', cat: 'dates', want: { m: 'visitors', r: ['2026-11-15', '2026-11-22'] } },
    { q: 'pageviews for the past 14 days', cat: 'dates', want: { m: 'pageviews', r: ['2026-11-08', '2026-11-22'] } },
    { q: 'visitors so far this month', cat: 'dates', want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'] } },
    { q: 'month to date revenue', cat: 'dates', want: { m: 'revenue', r: ['2026-11-01', '2026-11-22'] } },
    { q: 'revenue year to date', cat: 'dates', want: { m: 'revenue', r: ['2026-01-01', '2026-11-22'] } },
    { q: 'visitors on Monday', cat: 'dates', want: { m: 'visitors', r: ['2026-11-16', '2026-11-17'] } },
    { q: 'visitors last Tuesday', cat: 'dates', want: { m: 'visitors', r: ['2026-11-17', '2026-11-18'] } },
    {
      q: 'sessions from 1 November until today',
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-11-01', '2026-11-22'] },
    },
    {
      q: 'pageviews since the beginning of the year',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-01-01', '2026-11-22'] },
    },
    { q: 'visitors in the first quarter', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-04-01'] } },
    { q: 'visitors from Nov 1 to Nov 10', cat: 'dates', want: { m: 'visitors', r: ['2026-11-01', '2026-11-11'] } },
    { q: 'visitors last 12 months', cat: 'dates', want: { m: 'visitors', r: ['2025-11-22', '2026-11-22'] } },
    { q: 'traffic in september', cat: 'dates', want: { m: 'visitors', r: ['2026-09-01', '2026-10-01'] } },
    {
      q: 'how many unique visitors did we get yesterday',
      cat: 'metrics',
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'] },
    },
    { q: 'total page views this week', cat: 'metrics', want: { m: 'pageviews', r: ['2026-11-16', '2026-11-22'] } },
    {
      q: 'avg session duration last month',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: "what's our conversion rate from google",
      cat: 'goal',
      want: { m: 'conversion_rate', f: [has('referrer_host', 'google')], goal: { kind: 'order' } },
    },
    { q: 'number of purchases yesterday', cat: 'metrics', want: { m: 'orders', r: ['2026-11-20', '2026-11-21'] } },
    { q: 'how much did we sell last week', cat: 'metrics', want: { m: 'revenue', r: ['2026-11-09', '2026-11-16'] } },
    { q: 'bounce rate for the /pricing page', cat: 'filters', want: { m: 'bounce_rate', f: [eq('path', '/pricing')] } },
    {
      q: 'visitors from Japan on iOS',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'JP'), eq('os', 'ios')] },
    },
    {
      q: 'visitors from Brazil, Mexico or Argentina',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'in', values: ['BR', 'MX', 'AR'] }] },
    },
    {
      q: 'clicks on Firefox this month',
      cat: 'filters',
      want: { m: 'clicks', r: ['2026-11-01', '2026-11-22'], f: [eq('browser', 'firefox')] },
    },
    {
      q: 'visitors not on mobile',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'device_type', op: 'neq', value: 'mobile' }] },
    },
    {
      q: 'pageviews from facebook last week',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-11-09', '2026-11-16'], f: [has('referrer_host', 'facebook')] },
    },
    {
      q: 'returning visitors last month',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], f: [eq('visitor_type', 'returning')] },
    },
    {
      q: 'organic search visitors this week',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], f: [eq('channel', 'organic_search')] },
    },
    {
      q: 'email traffic in October',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], f: [eq('channel', 'email')] },
    },
    {
      q: 'visitors from Spain by city',
      cat: 'filters',
      want: { m: 'visitors', d: ['city'], f: [eq('country', 'ES')] },
    },
    {
      q: 'top 20 pages last month',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['path'], top: 20 },
    },
    {
      q: 'what were our 5 biggest referrers this year',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-01-01', '2026-11-22'], d: ['referrer_host'], top: 5 },
    },
    {
      q: 'top campaigns by conversions',
      cat: 'top',
      want: { m: 'conversions', d: ['utm_campaign'], goal: { kind: 'order' } },
    },
    {
      q: 'least visited pages this week',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], d: ['path'], asc: true },
    },
    {
      q: 'which city sent the most clicks yesterday',
      cat: 'top',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-20', '2026-11-21'], d: ['city'], top: 1 },
    },
    {
      q: 'compare visitors this month to last month',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'how does this week compare with the previous period?',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], cmp: 'previous' },
    },
    {
      q: 'revenue in Q3 vs Q2',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-07-01', '2026-10-01'], cmp: ['2026-04-01', '2026-07-01'] },
    },
    {
      q: 'daily visitors for the last 2 weeks',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-11-08', '2026-11-22'], d: ['day'] },
    },
    {
      q: 'how did visitors evolve over the last 6 months',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-05-22', '2026-11-22'], d: ['week'] },
    },
    {
      q: 'hourly pageviews yesterday',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-11-20', '2026-11-21'], d: ['hour'] },
    },
    {
      q: 'revenue by month this year',
      cat: 'trend',
      want: { m: 'revenue', r: ['2026-01-01', '2026-11-22'], d: ['month'] },
    },
    {
      q: 'same for last week',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'visitors', r: ['2026-11-09', '2026-11-16'] },
    },
    {
      q: 'show me the top 10 instead',
      cat: 'followup',
      prev: topCountries,
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['country'], top: 10 },
    },
    {
      q: 'and on desktop?',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], f: [eq('device_type', 'desktop')] },
    },
    {
      q: 'per week instead',
      cat: 'followup',
      prev: byDayLastMonth,
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['week'] },
    },
    {
      q: 'how about pageviews?',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'pageviews', r: ['2026-11-20', '2026-11-21'] },
    },
    {
      q: 'as a bar chart',
      cat: 'followup',
      prev: byDayLastMonth,
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['day'], chart: 'bar' },
    },
    { q: 'tell me a joke', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'what is the capital of France?', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'what was our ROI on the spring campaign', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'forecast revenue for next quarter', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: "list the IP addresses of yesterday's visitors", cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'delete all events from last week', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'give me some insights', cat: 'refusal', want: { refuse: 'ambiguous' } },
    { q: 'what is the churn rate', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    {
      q: 'pageviews since we launched',
      cat: 'context',
      context: ['We launched on 2026-06-15'],
      want: { m: 'pageviews', r: ['2026-06-15', '2026-11-22'] },
    },
  ],
};
