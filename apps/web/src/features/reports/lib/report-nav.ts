import {
  type ReportAppType,
  type ReportEntry,
  type ReportGroup,
  type ReportKind,
  reportCatalogue,
  reportGroups,
} from '@osm5/shared/analytics/report-catalogue';

/** The kinds the generic report page draws; the others get their own pages. */
export const pageKinds: readonly ReportKind[] = [
  'table',
  'series',
  'map',
  'kpis',
  'settings',
  'ai',
  'log',
  'returning',
  'goals',
  'flow',
  'vitals',
  'uptime',
  'ads',
  'sales',
];

/** Every catalogue entry the report page serves. */
export const pageReports: readonly ReportEntry[] = reportCatalogue.filter((e) => pageKinds.includes(e.kind));

/** The item types whose pages are under /d/{sBoxID}/{appType}/{sURL}/ (the goals pages read no catalogue query). */
export const servesItem = (entry: ReportEntry, type: ReportAppType) =>
  entry.appliesTo.includes(type) && (entry.metrics[type].length > 0 || entry.kind === 'goals');

/** The report navigation of an item type: the catalogue's groups, each with its reports that apply. */
export const reportNav = (type: ReportAppType): { group: ReportGroup; entries: ReportEntry[] }[] =>
  reportGroups
    .map((group) => ({ group, entries: pageReports.filter((e) => e.group === group && servesItem(e, type)) }))
    .filter((g) => g.entries.length > 0);

/** A report's address. */
export const reportPath = (sBoxID: string, type: ReportAppType, id: string, route: string) =>
  `/d/${sBoxID}/${type}/${id}/${route}`;

/** Reports about places, which credit the geolocation database. */
export const isGeography = (entry: ReportEntry) =>
  entry.dimensions.some((d) => d === 'country' || d === 'region' || d === 'city');

/** The time-bucket dimensions of a series. */
export const timeDimensions: readonly string[] = ['hour', 'day', 'week', 'month'];
