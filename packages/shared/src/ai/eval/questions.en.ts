import { type EvalSet, eq, has } from './types.ts';

/** English, a Saturday morning in New York (weeks start Monday; DST ended on 1 November). */
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

export const en: EvalSet = {
  language: 'en',
  now: '2026-11-21T09:30:00-05:00',
  tz: 'America/New_York',
  cases: [
    // dates
    { q: 'how many visitors yesterday?', cat: 'dates', want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'] } },
    { q: 'visitors today', cat: 'dates', want: { m: 'visitors', r: ['2026-11-21', '2026-11-22'] } },
    {
      q: 'How many people visited the site this week?',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'] },
    },
    { q: 'pageviews last week', cat: 'dates', want: { m: 'pageviews', r: ['2026-11-09', '2026-11-16'] } },
    {
      q: "what's the number of sessions this month",
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-11-01', '2026-11-22'] },
    },
    {
      q: 'how many visits did we get last month?',
      cat: 'dates',
      want: { m: 'sessions', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'total visitors this year', cat: 'dates', want: { m: 'visitors', r: ['2026-01-01', '2026-11-22'] } },
    { q: 'visitors last year', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: 'visitors in the last 7 days', cat: 'dates', want: { m: 'visitors', r: ['2026-11-15', '2026-11-22'] } },
    {
      q: 'how many pageviews over the past 90 days',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-08-24', '2026-11-22'] },
    },
    { q: 'sessions in the last two weeks', cat: 'dates', want: { m: 'sessions', r: ['2026-11-08', '2026-11-22'] } },
    { q: 'visitors over the last 3 months', cat: 'dates', want: { m: 'visitors', r: ['2026-08-22', '2026-11-22'] } },
    {
      q: 'pageviews in the last 24 hours',
      cat: 'dates',
      want: { m: 'pageviews', r: ['2026-11-20T09:30', '2026-11-21T09:30'] },
    },
    {
      q: 'how many visitors did we have in October?',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'visitors in december', cat: 'dates', want: { m: 'visitors', r: ['2025-12-01', '2026-01-01'] } },
    { q: 'pageviews October 2025', cat: 'dates', want: { m: 'pageviews', r: ['2025-10-01', '2025-11-01'] } },
    { q: 'visitors in Q3', cat: 'dates', want: { m: 'visitors', r: ['2026-07-01', '2026-10-01'] } },
    { q: 'what was our revenue in Q4?', cat: 'dates', want: { m: 'revenue', r: ['2026-10-01', '2026-11-22'] } },
    { q: 'sessions in Q1 2025', cat: 'dates', want: { m: 'sessions', r: ['2025-01-01', '2025-04-01'] } },
    { q: 'visitors since Monday', cat: 'dates', want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'] } },
    { q: 'how many visitors since 3 March?', cat: 'dates', want: { m: 'visitors', r: ['2026-03-03', '2026-11-22'] } },
    { q: 'pageviews on November 5', cat: 'dates', want: { m: 'pageviews', r: ['2026-11-05', '2026-11-06'] } },
    { q: 'visitors between 1 and 15 October', cat: 'dates', want: { m: 'visitors', r: ['2026-10-01', '2026-10-16'] } },
    {
      q: 'visitors from October 1 to October 15',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-10-01', '2026-10-16'] },
    },
    { q: 'sessions on 2026-11-02', cat: 'dates', want: { m: 'sessions', r: ['2026-11-02', '2026-11-03'] } },
    { q: 'visitors in 2025', cat: 'dates', want: { m: 'visitors', r: ['2025-01-01', '2026-01-01'] } },
    { q: 'how many visitors?', cat: 'dates', want: { m: 'visitors' } },
    { q: 'visitors the day before yesterday', cat: 'dates', want: { m: 'visitors', r: ['2026-11-19', '2026-11-20'] } },
    {
      q: 'visitors between March 1 and March 31',
      cat: 'dates',
      want: { m: 'visitors', r: ['2026-03-01', '2026-04-01'] },
    },
    {
      q: 'visitors yesterday',
      cat: 'dates',
      tz: 'Europe/London',
      now: '2026-03-30T08:00:00+01:00',
      want: { m: 'visitors', r: ['2026-03-29', '2026-03-30'] },
    },
    {
      q: 'visitors last week',
      cat: 'dates',
      tz: 'UTC',
      now: '2026-01-01T10:00:00Z',
      want: { m: 'visitors', r: ['2025-12-22', '2025-12-29'] },
    },
    {
      q: 'pageviews last month',
      cat: 'dates',
      tz: 'Australia/Sydney',
      now: '2026-03-02T09:00:00+11:00',
      want: { m: 'pageviews', r: ['2026-02-01', '2026-03-01'] },
    },
    // metrics
    { q: 'how many clicks yesterday', cat: 'metrics', want: { m: 'clicks', r: ['2026-11-20', '2026-11-21'] } },
    { q: 'unique clicks this week', cat: 'metrics', want: { m: 'unique_clicks', r: ['2026-11-16', '2026-11-22'] } },
    {
      q: 'how many events were tracked last week',
      cat: 'metrics',
      want: { m: 'events', r: ['2026-11-09', '2026-11-16'] },
    },
    {
      q: 'what is the bounce rate this month?',
      cat: 'metrics',
      want: { m: 'bounce_rate', r: ['2026-11-01', '2026-11-22'] },
    },
    {
      q: 'average visit duration last week',
      cat: 'metrics',
      want: { m: 'visit_duration', r: ['2026-11-09', '2026-11-16'] },
    },
    { q: 'how long do people stay on the site?', cat: 'metrics', want: { m: 'visit_duration' } },
    {
      q: 'pages per visit last month',
      cat: 'metrics',
      want: { m: 'views_per_visit', r: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'how much revenue did we make last month',
      cat: 'metrics',
      want: { m: 'revenue', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'number of orders this week', cat: 'metrics', want: { m: 'orders', r: ['2026-11-16', '2026-11-22'] } },
    {
      q: 'average order value in october',
      cat: 'metrics',
      want: { m: 'average_order_value', r: ['2026-10-01', '2026-11-01'] },
    },
    { q: 'total event value last 7 days', cat: 'metrics', want: { m: 'value', r: ['2026-11-15', '2026-11-22'] } },
    {
      q: 'visitors and pageviews yesterday',
      cat: 'metrics',
      want: { m: ['visitors', 'pageviews'], r: ['2026-11-20', '2026-11-21'] },
    },
    {
      q: 'what is our LCP this month?',
      cat: 'metrics',
      want: { m: 'avg_vital', r: ['2026-11-01', '2026-11-22'], f: [eq('vital_name', 'LCP')] },
    },
    {
      q: 'p75 INP last week',
      cat: 'metrics',
      want: { m: 'p75_vital', r: ['2026-11-09', '2026-11-16'], f: [eq('vital_name', 'INP')] },
    },
    {
      q: 'how many clicks did my link get today?',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-21', '2026-11-22'] },
    },
    {
      q: 'how is my link doing this week',
      cat: 'metrics',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-16', '2026-11-22'] },
    },
    // dimensions
    {
      q: 'visitors by country last month',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['country'] },
    },
    { q: 'which browsers do our visitors use?', cat: 'dimensions', want: { m: 'visitors', d: ['browser'] } },
    {
      q: 'pageviews by page this week',
      cat: 'dimensions',
      want: { m: 'pageviews', r: ['2026-11-16', '2026-11-22'], d: ['path'] },
    },
    {
      q: 'traffic sources last week',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-11-09', '2026-11-16'], d: ['referrer_host'] },
    },
    { q: 'visitors by device type', cat: 'dimensions', want: { m: 'visitors', d: ['device_type'] } },
    {
      q: 'sessions by operating system this month',
      cat: 'dimensions',
      want: { m: 'sessions', r: ['2026-11-01', '2026-11-22'], d: ['os'] },
    },
    {
      q: 'clicks by city yesterday',
      cat: 'dimensions',
      want: { m: 'clicks', r: ['2026-11-20', '2026-11-21'], d: ['city'] },
    },
    { q: 'visitors per channel', cat: 'dimensions', want: { m: 'visitors', d: ['channel'] } },
    { q: 'what are the most common entry pages?', cat: 'dimensions', want: { m: 'visitors', d: ['entry_page'] } },
    {
      q: 'exit pages last month',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['exit_page'] },
    },
    { q: 'visitors by region', cat: 'dimensions', want: { m: 'visitors', d: ['region'] } },
    { q: 'visitors by language', cat: 'dimensions', want: { m: 'visitors', d: ['language'] } },
    {
      q: 'new vs returning visitors this month',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'], d: ['visitor_type'] },
    },
    {
      q: 'what do people search for on the site? search terms last week',
      cat: 'dimensions',
      want: { m: 'visitors', r: ['2026-11-09', '2026-11-16'], d: ['search_term'] },
    },
    { q: 'revenue by campaign', cat: 'dimensions', want: { m: 'revenue', d: ['utm_campaign'] } },
    {
      q: 'clicks by referrer this month',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-01', '2026-11-22'], d: ['referrer_host'] },
    },
    { q: 'visitors by utm medium', cat: 'dimensions', want: { m: 'visitors', d: ['utm_medium'] } },
    { q: 'sessions by app version', cat: 'dimensions', want: { m: 'sessions', d: ['app_version'] } },
    {
      q: 'bounce rate and visit duration by country',
      cat: 'dimensions',
      want: { m: ['bounce_rate', 'visit_duration'], d: ['country'], chart: 'table' },
    },
    { q: 'visitors by country and device', cat: 'dimensions', want: { m: 'visitors', d: ['country', 'device_type'] } },
    {
      q: 'events by event category last week',
      cat: 'dimensions',
      want: { m: 'events', r: ['2026-11-09', '2026-11-16'], d: ['event_category'] },
    },
    { q: 'visitors by full referrer url', cat: 'dimensions', want: { m: 'visitors', d: ['referrer'] } },
    { q: 'sessions by network', cat: 'dimensions', want: { m: 'sessions', d: ['network'] } },
    {
      q: 'clicks by trigger this month',
      cat: 'dimensions',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-01', '2026-11-22'], d: ['trigger'] },
    },
    {
      q: 'p75 of each vital last week',
      cat: 'dimensions',
      want: { m: 'p75_vital', r: ['2026-11-09', '2026-11-16'], d: ['vital_name'] },
    },
    {
      q: 'LCP ratings this month',
      cat: 'dimensions',
      want: { m: 'avg_vital', r: ['2026-11-01', '2026-11-22'], d: ['vital_rating'], f: [eq('vital_name', 'LCP')] },
    },
    {
      q: 'visitors by city in Germany',
      cat: 'dimensions',
      want: { m: 'visitors', d: ['city'], f: [eq('country', 'DE')] },
    },
    // filters
    {
      q: 'bounce rate on mobile in October',
      cat: 'filters',
      want: { m: 'bounce_rate', r: ['2026-10-01', '2026-11-01'], f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'visitors from France last week',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-09', '2026-11-16'], f: [eq('country', 'FR')] },
    },
    {
      q: 'how many visitors from germany yesterday',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], f: [eq('country', 'DE')] },
    },
    { q: 'revenue for campaign spring', cat: 'filters', want: { m: 'revenue', f: [eq('utm_campaign', 'spring')] } },
    { q: 'orders with the product "Mug"', cat: 'filters', want: { m: 'orders', f: [eq('product', 'Mug')] } },
    {
      q: 'visitors from google this month',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'], f: [has('referrer_host', 'google')] },
    },
    {
      q: 'pageviews on Chrome last week',
      cat: 'filters',
      want: { m: 'pageviews', r: ['2026-11-09', '2026-11-16'], f: [eq('browser', 'chrome')] },
    },
    {
      q: 'visitors on the page /pricing this week',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], f: [eq('path', '/pricing')] },
    },
    { q: 'sessions on desktop', cat: 'filters', want: { m: 'sessions', f: [eq('device_type', 'desktop')] } },
    {
      q: 'sessions that landed on /pricing',
      cat: 'filters',
      want: { m: 'sessions', f: [eq('entry_page', '/pricing')] },
    },
    {
      q: 'visitors who left from /checkout',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('exit_page', '/checkout')] },
    },
    {
      q: 'visitors from the United States on mobile',
      cat: 'filters',
      want: { m: 'visitors', f: [eq('country', 'US'), eq('device_type', 'mobile')] },
    },
    {
      q: 'clicks from the UK last month',
      cat: 'filters',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], f: [eq('country', 'GB')] },
    },
    { q: 'visitors on iPhone', cat: 'filters', want: { m: 'visitors', f: [eq('os', 'ios')] } },
    {
      q: 'new visitors this week',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], f: [eq('visitor_type', 'new')] },
    },
    {
      q: 'direct traffic last month',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], f: [eq('channel', 'direct')] },
    },
    {
      q: 'visitors from France or Germany',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'in', values: ['FR', 'DE'] }] },
    },
    {
      q: 'visitors excluding the United States',
      cat: 'filters',
      want: { m: 'visitors', f: [{ dimension: 'country', op: 'neq', value: 'US' }] },
    },
    {
      q: 'how many signup events last week?',
      cat: 'filters',
      want: { m: 'events', r: ['2026-11-09', '2026-11-16'], f: [eq('event_name', 'signup')] },
    },
    {
      q: 'pageviews of /blog/* this month',
      cat: 'filters',
      want: {
        m: 'pageviews',
        r: ['2026-11-01', '2026-11-22'],
        f: [{ dimension: 'path', op: 'starts_with', value: '/blog/' }],
      },
    },
    {
      q: 'visitors including bots yesterday',
      cat: 'filters',
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], bots: true },
    },
    // top N and "which … most"
    {
      q: 'top 5 countries by clicks last month',
      cat: 'top',
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['country'], top: 5 },
    },
    { q: 'which campaign brought the most revenue?', cat: 'top', want: { m: 'revenue', d: ['utm_campaign'], top: 1 } },
    {
      q: 'top 10 pages this week',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], d: ['path'], top: 10 },
    },
    { q: 'what are the top 3 referrers?', cat: 'top', want: { m: 'visitors', d: ['referrer_host'], top: 3 } },
    {
      q: 'which country had the most visitors yesterday',
      cat: 'top',
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], d: ['country'], top: 1 },
    },
    { q: 'which page has the highest bounce rate', cat: 'top', want: { m: 'bounce_rate', d: ['path'], top: 1 } },
    {
      q: 'the 3 browsers with the fewest visitors',
      cat: 'top',
      want: { m: 'visitors', d: ['browser'], top: 3, asc: true },
    },
    {
      q: 'best performing landing pages by conversions of the signup event',
      cat: 'top',
      want: { m: 'conversions', d: ['entry_page'], goal: { kind: 'event', name: 'signup' } },
    },
    // compare
    {
      q: 'compare this week with last week',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-16', '2026-11-22'], cmp: ['2026-11-09', '2026-11-16'] },
    },
    {
      q: 'visitors this month vs last month',
      cat: 'compare',
      want: { m: 'visitors', r: ['2026-11-01', '2026-11-22'], cmp: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'revenue last week compared to the previous period',
      cat: 'compare',
      want: { m: 'revenue', r: ['2026-11-09', '2026-11-16'], cmp: 'previous' },
    },
    {
      q: 'how did pageviews in October compare to September?',
      cat: 'compare',
      want: { m: 'pageviews', r: ['2026-10-01', '2026-11-01'], cmp: ['2026-09-01', '2026-10-01'] },
    },
    {
      q: 'clicks yesterday versus the day before yesterday',
      cat: 'compare',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-20', '2026-11-21'], cmp: ['2026-11-19', '2026-11-20'] },
    },
    // trends
    {
      q: 'visitors by day last month',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['day'] },
    },
    {
      q: 'weekly pageviews this year',
      cat: 'trend',
      want: { m: 'pageviews', r: ['2026-01-01', '2026-11-22'], d: ['week'] },
    },
    {
      q: 'show me monthly revenue for last year',
      cat: 'trend',
      want: { m: 'revenue', r: ['2025-01-01', '2026-01-01'], d: ['month'] },
    },
    {
      q: 'clicks per day this week',
      cat: 'trend',
      app: 'surl',
      want: { m: 'clicks', r: ['2026-11-16', '2026-11-22'], d: ['day'] },
    },
    {
      q: 'visitors per hour today',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-11-21', '2026-11-22'], d: ['hour'] },
    },
    {
      q: 'visitor trend over the last 30 days',
      cat: 'trend',
      want: { m: 'visitors', r: ['2026-10-23', '2026-11-22'], d: ['day'] },
    },
    // goals
    {
      q: 'conversions of the signup event last month',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-10-01', '2026-11-01'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'conversion rate this week',
      cat: 'goal',
      want: { m: 'conversion_rate', r: ['2026-11-16', '2026-11-22'], goal: { kind: 'order' } },
    },
    {
      q: 'how many conversions to /thank-you yesterday',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-11-20', '2026-11-21'], goal: { kind: 'page', path: '/thank-you' } },
    },
    {
      q: 'how many signups this month?',
      cat: 'goal',
      want: { m: 'conversions', r: ['2026-11-01', '2026-11-22'], goal: { kind: 'event', name: 'signup' } },
    },
    {
      q: 'conversion rate by country for the purchase event',
      cat: 'goal',
      want: { m: 'conversion_rate', d: ['country'], goal: { kind: 'event', name: 'purchase' } },
    },
    // charts
    {
      q: 'visitors by country last month as a table',
      cat: 'chart',
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['country'], chart: 'table' },
    },
    { q: 'top pages as a bar chart', cat: 'chart', want: { m: 'visitors', d: ['path'], chart: 'bar' } },
    // follow-ups
    {
      q: 'and for France only?',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], f: [eq('country', 'FR')] },
    },
    {
      q: 'by week instead',
      cat: 'followup',
      prev: byDayLastMonth,
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'], d: ['week'] },
    },
    {
      q: 'what about last month?',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'visitors', r: ['2026-10-01', '2026-11-01'] },
    },
    {
      q: 'now as a table',
      cat: 'followup',
      prev: topCountries,
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['country'], top: 5, chart: 'table' },
    },
    {
      q: 'and the bounce rate?',
      cat: 'followup',
      prev: yesterday,
      want: { m: 'bounce_rate', r: ['2026-11-20', '2026-11-21'] },
    },
    {
      q: 'only on mobile',
      cat: 'followup',
      prev: topCountries,
      want: { m: 'clicks', r: ['2026-10-01', '2026-11-01'], d: ['country'], top: 5, f: [eq('device_type', 'mobile')] },
    },
    {
      q: 'what about Germany?',
      cat: 'followup',
      prev: { ...yesterday, filters: [eq('country', 'FR')] },
      want: { m: 'visitors', r: ['2026-11-20', '2026-11-21'], f: [eq('country', 'DE')] },
    },
    // saved context
    {
      q: 'visitors since launch',
      cat: 'context',
      context: ['our launch was on 3 March'],
      want: { m: 'visitors', r: ['2026-03-03', '2026-11-22'] },
    },
    {
      q: 'how many signups since the launch?',
      cat: 'context',
      context: ['Our launch was on 3 March'],
      want: { m: 'conversions', r: ['2026-03-03', '2026-11-22'], goal: { kind: 'event', name: 'signup' } },
    },
    // refusals
    { q: 'write me a poem about our traffic', cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: "what's the weather in Paris?", cat: 'refusal', want: { refuse: 'not_analytics' } },
    { q: 'what is our profit this month?', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'how much do we pay in salaries', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'what was our ad spend last month', cat: 'refusal', want: { refuse: 'unknown_metric' } },
    { q: 'predict next month visitors', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'show me the emails of visitors from yesterday', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'run SQL: select * from events', cat: 'refusal', want: { refuse: 'unsupported' } },
    { q: 'how is it going?', cat: 'refusal', want: { refuse: 'ambiguous' } },
    { q: '   ', cat: 'refusal', want: { refuse: 'empty' } },
    { q: 'how many visitors will we have tomorrow?', cat: 'refusal', want: { refuse: 'unsupported' } },
  ],
};
