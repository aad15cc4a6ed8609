import type { Link } from '@osm5/shared/schemas/links';
import type { Config } from '../../config.ts';
import type { links } from '../../db/schema.ts';

export type LinkRow = typeof links.$inferSelect;

export interface LinkRowExtras {
  starred: boolean;
  createdByName: string | null;
  updatedByName: string | null;
}

/** lower-case host[:port] → the hostname alone (a custom domain may carry a port) */
export const hostnameOf = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The address to share. On the product's own short domain the scheme is the
 * deployment's; a custom domain is https, unless it names a port (a local or
 * test set-up without a certificate), then http.
 */
export function shortUrlOf(config: Pick<Config, 'shortDomain' | 'shortBaseUrl'>, domain: string, slug: string) {
  const path = encodeURIComponent(slug);
  if (domain === config.shortDomain.toLowerCase()) return `${config.shortBaseUrl}/${path}`;
  return `${/:\d+$/.test(domain) ? 'http' : 'https'}://${domain}/${path}`;
}

/**
 * The link as saved, for its version history: every field the editor sets,
 * the password reduced to whether there is one.
 */
export function snapshotOf(row: LinkRow) {
  return {
    domain: row.domain,
    slug: row.slug,
    kind: row.kind,
    rules: row.rules as unknown as Record<string, unknown>,
    hasPassword: row.passwordHash !== null,
    title: row.title,
    notes: row.notes,
    tags: row.tags,
    status: row.status,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxClicks: row.maxClicks,
    expiredUrl: row.expiredUrl,
    timeZone: row.timeZone,
    utm: row.utm ?? null,
    socialPreview: row.socialPreview ?? null,
    qrStyle: (row.qrStyle ?? null) as Link['qrStyle'],
  };
}

/** JSON with object keys sorted: jsonb does not keep key order, so equality must not depend on it. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** Top-level snapshot fields whose values differ (hasPassword is reported as `password` by the caller). */
export function changedFieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (key) => key !== 'hasPassword' && canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null),
  );
}

const userRef = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export function toLink(
  config: Pick<Config, 'shortDomain' | 'shortBaseUrl'>,
  row: LinkRow,
  extras: LinkRowExtras,
): Link {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    ...snapshotOf(row),
    shortUrl: shortUrlOf(config, row.domain, row.slug),
    clicks: row.clicks,
    version: row.version,
    starred: extras.starred,
    createdBy: userRef(row.createdBy, extras.createdByName),
    updatedBy: userRef(row.updatedBy, extras.updatedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
