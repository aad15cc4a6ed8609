import { analyticsDimensions, analyticsMetrics } from '@osm5/shared/analytics/query';
import { reportCatalogue, reportGroups, reportKey } from '@osm5/shared/analytics/report-catalogue';
import { describe, expect, it } from 'vitest';
import { translation as en } from '../../../locales/en/index.ts';

const texts = en.reports as unknown as Record<string, Record<string, unknown>>;

describe('report texts', () => {
  it('names and explains every report of the catalogue, the page draws it yet or not', () => {
    for (const entry of reportCatalogue) {
      const key = reportKey(entry.route);
      expect(texts[key]?.title, key).toBeTruthy();
      expect(texts[key]?.help, key).toBeTruthy();
    }
  });

  it('names every group, metric and dimension', () => {
    for (const group of reportGroups) expect(texts.groups?.[group], group).toBeTruthy();
    for (const metric of analyticsMetrics) expect(texts.metrics?.[metric], metric).toBeTruthy();
    for (const dimension of analyticsDimensions) expect(texts.dimensions?.[dimension], dimension).toBeTruthy();
  });
});
