import type { linkListQuerySchema } from '@osm5/shared/schemas/links';
import { and, asc, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { type Placeholders, preparedShapes } from '../../db/prepared.ts';
import { itemViews, linkDomains, links, linkVersions, stars, users } from '../../db/schema.ts';
import type { LinkRow, LinkRowExtras } from './link-view.ts';

export type LinkInsert = typeof links.$inferInsert;
export type LinkListFilter = Omit<z.output<typeof linkListQuerySchema>, 'page' | 'pageSize' | 'sort'>;

const creator = alias(users, 'link_creator');
const updater = alias(users, 'link_updater');

/** The viewer's star on a link: the workspace star endpoints' `surl` items, keyed by link id. */
const starredBy = (userId: string | Placeholder) =>
  sql<boolean>`exists (select 1 from ${stars} where ${stars.userId} = ${userId} and ${stars.workspaceId} = ${links.workspaceId} and ${stars.itemType} = 'surl' and ${stars.itemId} = ${links.id}::text)`;

const withExtras = (db: Database, userId: string | Placeholder) =>
  db
    .select({
      link: links,
      starred: starredBy(userId),
      createdByName: creator.name,
      updatedByName: updater.name,
    })
    .from(links)
    .leftJoin(creator, eq(creator.id, links.createdBy))
    .leftJoin(updater, eq(updater.id, links.updatedBy));

export type LinkWithExtras = { link: LinkRow } & LinkRowExtras;

export async function findLink(
  db: Database,
  orgId: string,
  workspaceId: string,
  linkId: string,
  userId: string,
): Promise<LinkWithExtras | undefined> {
  const [row] = await withExtras(db, userId).where(
    and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), eq(links.id, linkId)),
  );
  return row;
}

/** A workspace's link by back-half; without a domain, the one on `preferDomain` first, then the oldest. */
export async function findLinkBySlug(
  db: Database,
  orgId: string,
  workspaceId: string,
  slug: string,
  domain: string | undefined,
  preferDomain: string,
  userId: string,
): Promise<LinkWithExtras | undefined> {
  const [row] = await withExtras(db, userId)
    .where(
      and(
        eq(links.orgId, orgId),
        eq(links.workspaceId, workspaceId),
        sql`lower(${links.slug}) = lower(${slug})`,
        domain ? eq(links.domain, domain) : undefined,
      ),
    )
    .orderBy(desc(sql`${links.domain} = ${preferDomain}`), asc(links.createdAt))
    .limit(1);
  return row;
}

export async function slugTaken(db: Database, domain: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: links.id })
    .from(links)
    // unique whatever the case: `ABC` beside `abc` would read as the same link
    .where(and(eq(links.domain, domain), sql`lower(${links.slug}) = lower(${slug})`))
    .limit(1);
  return !!row;
}

export async function insertLink(db: Database, values: LinkInsert): Promise<LinkRow> {
  const [row] = await db.insert(links).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateLink(
  db: Database,
  linkId: string,
  values: Partial<Omit<LinkInsert, 'id' | 'orgId' | 'workspaceId' | 'createdBy' | 'createdAt'>>,
): Promise<LinkRow> {
  const [row] = await db
    .update(links)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(links.id, linkId))
    .returning();
  if (!row) throw new Error('update returned nothing');
  return row;
}

export async function insertVersion(
  db: Database,
  values: {
    orgId: string;
    linkId: string;
    version: number;
    snapshot: Record<string, unknown>;
    changedFields: string[];
    changedBy: string;
  },
): Promise<void> {
  await db.insert(linkVersions).values(values);
}

/** The link, its versions (cascade), and the stars and views that point at it. */
export async function deleteLinkRows(db: Database, orgId: string, workspaceId: string, linkId: string): Promise<void> {
  const item = and(eq(stars.workspaceId, workspaceId), eq(stars.itemType, 'surl'), eq(stars.itemId, linkId));
  await db.delete(stars).where(and(eq(stars.orgId, orgId), item));
  await db
    .delete(itemViews)
    .where(
      and(
        eq(itemViews.orgId, orgId),
        eq(itemViews.workspaceId, workspaceId),
        eq(itemViews.itemType, 'surl'),
        eq(itemViews.itemId, linkId),
      ),
    );
  await db.delete(links).where(and(eq(links.orgId, orgId), eq(links.id, linkId)));
}

const sortOrder = {
  created_desc: [desc(links.createdAt), desc(links.id)],
  created_asc: [asc(links.createdAt), asc(links.id)],
  updated_desc: [desc(links.updatedAt), desc(links.id)],
  clicks_desc: [desc(links.clicks), desc(links.createdAt), desc(links.id)],
  title_asc: [asc(sql`lower(${links.title})`), desc(links.createdAt), desc(links.id)],
} as const;

type ListSort = keyof typeof sortOrder;

/**
 * Which filters a list has, one letter each (search, kind, tag, status, domain; `*` starred, `!` not starred):
 * the shape of its prepared statements, whose placeholders take the filters' values.
 */
function filterShape(f: LinkListFilter): string {
  const present: [unknown, string][] = [
    [f.search, 's'],
    [f.kind, 'k'],
    [f.tag, 't'],
    [f.status, 'u'],
    [f.domain, 'd'],
  ];
  const letters = present.filter(([value]) => value).map(([, letter]) => letter);
  return letters.join('') + (f.starred === undefined ? '' : f.starred ? '*' : '!');
}

/** The values of a list's placeholders; a filter's is undefined when the list does not have it. */
type ListValues = {
  orgId: string;
  workspaceId: string;
  userId: string;
  pattern: string | undefined;
  kind: string | undefined;
  tag: string | undefined;
  status: string | undefined;
  domain: string | undefined;
  limit: number;
  offset: number;
};

function listConditions(shape: string, $: Placeholders<ListValues>): SQL | undefined {
  const conditions: SQL[] = [eq(links.orgId, $('orgId')), eq(links.workspaceId, $('workspaceId'))];
  // rules::text holds every destination URL of the kind
  if (shape.includes('s'))
    conditions.push(
      sql`(${links.title} ilike ${$('pattern')} or ${links.slug} ilike ${$('pattern')} or ${links.notes} ilike ${$('pattern')} or ${links.rules}::text ilike ${$('pattern')})`,
    );
  if (shape.includes('k')) conditions.push(eq(links.kind, $('kind')));
  if (shape.includes('t')) conditions.push(sql`${$('tag')}::text = any(${links.tags})`);
  if (shape.includes('u')) conditions.push(eq(links.status, $('status')));
  if (shape.includes('d')) conditions.push(eq(links.domain, $('domain')));
  if (shape.includes('*')) conditions.push(starredBy($('userId')));
  if (shape.includes('!')) conditions.push(sql`not ${starredBy($('userId'))}`);
  return and(...conditions);
}

/** A page of a list in its order: the shape is the order and the filters (`created_desc:tk`). */
const pageOfLinks = preparedShapes((db, shape: `${ListSort}:${string}`, $: Placeholders<ListValues>) => {
  const [sort, filters = ''] = shape.split(':') as [ListSort, string];
  return withExtras(db, $('userId'))
    .where(listConditions(filters, $))
    .orderBy(...sortOrder[sort])
    .limit($('limit'))
    .offset($('offset'));
});

const countOfLinks = preparedShapes((db, filters: string, $: Placeholders<ListValues>) =>
  db.select({ n: sql<number>`count(*)::int` }).from(links).where(listConditions(filters, $)),
);

export async function listLinkRows(
  db: Database,
  orgId: string,
  workspaceId: string,
  userId: string,
  query: LinkListFilter & { sort: ListSort; offset: number; limit: number },
): Promise<{ rows: LinkWithExtras[]; total: number }> {
  const filters = filterShape(query);
  const values: ListValues = {
    orgId,
    workspaceId,
    userId,
    pattern: query.search ? containsPattern(query.search) : undefined,
    kind: query.kind,
    tag: query.tag,
    status: query.status,
    domain: query.domain,
    limit: query.limit,
    offset: query.offset,
  };
  const [rows, [count]] = await Promise.all([
    pageOfLinks(db, `${query.sort}:${filters}`, values),
    countOfLinks(db, filters, values),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function versionRows(
  db: Database,
  orgId: string,
  linkId: string,
  offset: number,
  limit: number,
): Promise<{ rows: (typeof linkVersions.$inferSelect & { changedByName: string | null })[]; total: number }> {
  const where = and(eq(linkVersions.orgId, orgId), eq(linkVersions.linkId, linkId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ version: linkVersions, changedByName: users.name })
      .from(linkVersions)
      .leftJoin(users, eq(users.id, linkVersions.changedBy))
      .where(where)
      .orderBy(desc(linkVersions.version))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(linkVersions).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.version, changedByName: r.changedByName })), total: count?.n ?? 0 };
}

/** Host names of every verified custom domain of the instance (a destination on any of them loops). */
export async function verifiedHostnames(db: Database): Promise<string[]> {
  const rows = await db
    .select({ hostname: linkDomains.hostname })
    .from(linkDomains)
    .where(isNotNull(linkDomains.verifiedAt));
  return rows.map((r) => r.hostname);
}

/** The workspace's verified custom domains, the default one first. */
export async function workspaceVerifiedDomains(
  db: Database,
  orgId: string,
  workspaceId: string,
): Promise<{ hostname: string; isDefault: boolean }[]> {
  return db
    .select({ hostname: linkDomains.hostname, isDefault: linkDomains.isDefault })
    .from(linkDomains)
    .where(
      and(eq(linkDomains.orgId, orgId), eq(linkDomains.workspaceId, workspaceId), isNotNull(linkDomains.verifiedAt)),
    )
    .orderBy(desc(linkDomains.isDefault), asc(linkDomains.createdAt));
}

export interface LinkSummaryRow {
  status: string;
  kind: string;
  n: number;
  clicks: number;
}

export async function summaryRows(db: Database, orgId: string, workspaceId: string): Promise<LinkSummaryRow[]> {
  return db
    .select({
      status: links.status,
      kind: links.kind,
      n: sql<number>`count(*)::int`,
      clicks: sql<number>`coalesce(sum(${links.clicks}), 0)::bigint`.mapWith(Number),
    })
    .from(links)
    .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId)))
    .groupBy(links.status, links.kind);
}

export async function starredCount(db: Database, orgId: string, workspaceId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(links)
    .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), starredBy(userId)));
  return row?.n ?? 0;
}
