import type { EvaluableLink } from '@osm5/shared/links/evaluate-link';
import type { links } from '../../db/schema/links.ts';

/**
 * A link as the redirect server holds it in memory: what evaluateLink needs,
 * plus what the pages and the click need. Built once per cache fill.
 */
export interface CompiledLink {
  id: string;
  orgId: string;
  workspaceId: string;
  domain: string;
  slug: string;
  evaluable: EvaluableLink;
  passwordHash: string | null;
  title: string;
  preview: { title: string; description: string; image: string };
  /** app_download: the app scheme tried before the store */
  deepLink: string | undefined;
  maxClicks: number | undefined;
  /** links.clicks when the row was read; the click counter seeds from it */
  storedClicks: number;
}

type LinkRow = typeof links.$inferSelect;

export function compileLink(row: LinkRow): CompiledLink {
  const evaluable = {
    id: row.id,
    kind: row.kind,
    rules: row.rules,
    status: row.status,
    expiresAt: row.expiresAt ?? undefined,
    maxClicks: row.maxClicks ?? undefined,
    clicks: row.clicks,
    expiredUrl: row.expiredUrl ?? undefined,
    timeZone: row.timeZone,
    utm: row.utm ?? undefined,
  } as EvaluableLink;
  const social = row.socialPreview ?? {};
  const rules = row.rules as { deepLink?: string };
  return {
    id: row.id,
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    domain: row.domain,
    slug: row.slug,
    evaluable,
    passwordHash: row.passwordHash,
    title: row.title,
    preview: {
      title: social.title || row.title || '',
      description: social.description ?? '',
      image: social.image ?? '',
    },
    deepLink: row.kind === 'app_download' ? rules.deepLink : undefined,
    maxClicks: row.maxClicks ?? undefined,
    storedClicks: row.clicks,
  };
}
