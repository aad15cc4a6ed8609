import { describe, expect, it } from 'vitest';
import { queryDescriptionSchema } from './query.ts';
import { reportAppTypes, reportCatalogue, reportEntry, reportKey, reportShape } from './report-catalogue.ts';

/** Every route of spec §2 "Detailed analytics", as the customer listed them, and the sales tracker. */
const specRoutes = [
  'v1 ai_dashboard audience_overview vlog',
  'realtime realtime/location realtime/sources realtime/content realtime/events',
  'con state city location language timezone',
  'browsers os network device/overview device/mobile',
  'visitors visitors/detailed utype',
  'acquisition traffic channels source referrals ads/campaigns ads/source_campaigns social social_network search/paid_search search/organic_search search/keywords search/queries',
  'behavior/overview users_flow site_all page_titles entry exit search/overview search/usage search/terms search/pages',
  'events actions categories labels',
  'downloads external speed outage settings/overview goals/overview goals/add goals/kpi',
  // domain.md's "Detailed reports" adds the sales tracker to the spec's list
  'sales',
].flatMap((line) => line.split(' '));

describe('report catalogue', () => {
  it('has exactly one entry per route of the spec', () => {
    expect(reportCatalogue.map((e) => e.route).sort()).toEqual([...specRoutes].sort());
    expect(new Set(reportCatalogue.map((e) => reportKey(e.route))).size).toBe(specRoutes.length);
    expect(reportEntry('ads/source_campaigns')?.group).toBe('acquisition');
    expect(reportEntry('nope')).toBeUndefined();
  });

  it('gives every query report a description the engine accepts, for each item kind it applies to', () => {
    for (const entry of reportCatalogue) {
      for (const appType of reportAppTypes) {
        const metrics = entry.metrics[appType];
        expect(entry.appliesTo.includes(appType), `${entry.route} ${appType}`).toBe(
          // goal pages of a site hold forms, not columns
          metrics.length > 0 || (entry.kind === 'goals' && appType === 'analytics'),
        );
        // goal pages ask one query per stored goal, with that goal
        if (metrics.length === 0 || entry.kind === 'goals') continue;
        const parsed = queryDescriptionSchema.safeParse({
          scope: { tenantId: 't', itemId: 'i' },
          range: { from: '2026-03-01T00:00:00Z', to: '2026-03-31T00:00:00Z' },
          metrics,
          dimensions: reportShape(entry, appType).dimensions,
          filters: reportShape(entry, appType).filters ?? [],
          goal: entry.goal,
        });
        expect(parsed.success, `${entry.route} ${appType}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it("says why each report that cannot apply to a link does not, and reads a link's pages as its destinations", () => {
    for (const entry of reportCatalogue) {
      expect(Boolean(entry.notForLinks), entry.route).toBe(!entry.appliesTo.includes('surl'));
    }
    const pages = reportEntry('site_all');
    expect(pages && reportShape(pages, 'surl').dimensions).toEqual(['destination']);
    expect(pages && reportShape(pages, 'analytics').dimensions).toEqual(['path']);
  });
});
