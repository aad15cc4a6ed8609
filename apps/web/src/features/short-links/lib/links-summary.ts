import { type LinkKind, linkKinds } from '@osm5/shared/links/link-rules';

/** The module's usage page: how many links, how they are spread, how much they are clicked. */
export interface LinksSummary {
  links: number;
  active: number;
  inactive: number;
  clicks: number;
  byKind: { kind: LinkKind; links: number }[];
}

type Loose = Record<string, unknown>;
const num = (v: unknown) => Number(v) || 0;

export const normaliseSummary = (data: unknown): LinksSummary => {
  const d = (data ?? {}) as Loose;
  const byKindRaw = d.byKind ?? d.kinds ?? {};
  const counts = new Map<string, number>();
  if (Array.isArray(byKindRaw)) {
    for (const r of byKindRaw as Loose[]) counts.set(String(r.kind), num(r.links ?? r.count));
  } else {
    for (const [k, v] of Object.entries(byKindRaw as Loose)) counts.set(k, num(v));
  }
  const links = num(d.links ?? d.total);
  const active = num(d.active);
  return {
    links,
    active,
    inactive: d.inactive !== undefined ? num(d.inactive) : Math.max(0, links - active),
    clicks: num(d.clicks),
    byKind: linkKinds.map((kind) => ({ kind, links: counts.get(kind) ?? 0 })).filter((k) => k.links > 0),
  };
};
