// Realistic clicks for the store benches, as the spool holds them: 50 links, 5,000 visitors, 5 browsers, 5 countries.

const { toEventRow } = await import('../apps/server/src/analytics-store/event-row.ts');
const { toJsonLine } = await import('../apps/server/src/analytics-store/event-line.ts');

const browsers = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera'];
const countries = ['US', 'FR', 'DE', 'CN', 'EG'];

/** `count` spool lines (each ending in a newline) of the clicks numbered from `first`, timed within the last second. */
export function clickLines(first, count) {
  const lines = [];
  for (let n = first; n < first + count; n++) {
    const row = toEventRow(
      {
        tenant_id: 'org_bench',
        workspace_id: 'ws_bench',
        item_id: `link_${n % 50}`,
        type: 'click',
        trigger: 'link',
        path: `/slug${n % 50}`,
        title: 'A link of the bench',
        visitor_id: `visitor_${n % 5000}`,
        country: countries[n % 5],
        region: 'Region',
        city: 'City',
        browser: browsers[n % 5],
        browser_version: '124',
        os: 'Windows',
        os_version: '10',
        device_type: 'desktop',
        language: 'en',
        referrer: 'https://news.example.com/story',
        referrer_host: 'news.example.com',
        channel: 'referral',
        url: 'https://shop.example.com/landing',
      },
      Date.now() - (n % 1000),
    );
    lines.push(`${toJsonLine(row)}\n`);
  }
  return lines.join('');
}
