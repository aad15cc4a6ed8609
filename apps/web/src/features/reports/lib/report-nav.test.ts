import { reportCatalogue } from '@osm5/shared/analytics/report-catalogue';
import { describe, expect, it } from 'vitest';
import { isGeography, pageKinds, pageReports, reportNav, reportPath } from './report-nav.ts';

describe('the report navigation', () => {
  it('lists every report of a kind that has a page, grouped in catalogue order', () => {
    const site = reportNav('analytics');
    expect(site[0]?.group).toBe('overview');
    expect(site.flatMap((g) => g.entries.map((e) => e.route))).toEqual(
      reportCatalogue.filter((e) => pageKinds.includes(e.kind)).map((e) => e.route),
    );
  });

  it('leaves out of a link the reports that only apply to sites', () => {
    const link = reportNav('surl').flatMap((g) => g.entries.map((e) => e.route));
    expect(link).toContain('con');
    expect(link).not.toContain('events');
    expect(link).not.toContain('page_titles');
    expect(reportNav('analytics').flatMap((g) => g.entries.map((e) => e.route))).toContain('page_titles');
  });

  it('addresses a report under its item, and credits geolocation on place reports', () => {
    expect(reportPath('ws1', 'surl', 'abc', 'ads/campaigns')).toBe('/d/ws1/surl/abc/ads/campaigns');
    const geo = pageReports.filter(isGeography).map((e) => e.route);
    expect(geo).toEqual(expect.arrayContaining(['con', 'state', 'city', 'location']));
    expect(geo).not.toContain('browsers');
  });
});
