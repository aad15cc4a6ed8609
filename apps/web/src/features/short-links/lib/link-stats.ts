/** What the link report draws: totals, a daily series and ranked breakdowns. */
export interface RankedRow {
  /** a country code, device type, browser, host… (empty: unknown) */
  key: string;
  clicks: number;
}

export interface LinkStats {
  clicks: number;
  visitors: number;
  series: { date: string; clicks: number; visitors: number }[];
  countries: RankedRow[];
  devices: RankedRow[];
  browsers: RankedRow[];
  os: RankedRow[];
  referrers: RankedRow[];
  languages: RankedRow[];
}

export const breakdowns = ['countries', 'devices', 'browsers', 'os', 'referrers', 'languages'] as const;
export type Breakdown = (typeof breakdowns)[number];

type Loose = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const rows = (v: unknown): RankedRow[] =>
  (Array.isArray(v) ? (v as Loose[]) : [])
    .map((r) => ({
      key: str(r.key ?? r.value ?? r.name ?? r.dimension),
      clicks: num(r.clicks ?? r.count ?? r.total),
    }))
    .sort((a, b) => b.clicks - a.clicks);

/**
 * Reads the stats answer whether its totals sit at the top or under `totals`
 * and whether a row names its value `key`, `value` or `name`: one reader for the report.
 */
export const normaliseStats = (data: unknown): LinkStats => {
  const d = (data ?? {}) as Loose;
  const totals = (d.totals ?? d) as Loose;
  const series = (Array.isArray(d.series) ? d.series : Array.isArray(d.timeseries) ? d.timeseries : []) as Loose[];
  return {
    clicks: num(totals.clicks),
    visitors: num(totals.visitors ?? totals.uniqueVisitors),
    series: series.map((p) => ({
      date: str(p.date ?? p.day ?? p.bucket ?? p.time),
      clicks: num(p.clicks),
      visitors: num(p.visitors ?? p.uniqueVisitors),
    })),
    countries: rows(d.countries),
    devices: rows(d.devices),
    browsers: rows(d.browsers),
    os: rows(d.os ?? d.oses),
    referrers: rows(d.referrers),
    languages: rows(d.languages),
  };
};
