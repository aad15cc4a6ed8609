import type { ReportItem } from '@osm5/shared/schemas/reports';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, links } from '../../db/schema.ts';

/** What a report reads of its item: the time zone it counts days in, and a site's currency (a link has none). */
export interface ItemSettings {
  timeZone: string;
  currency?: string;
}

/** The settings of a link or a site of this workspace, or undefined when it is not one of them. */
export async function itemSettings(
  db: Database,
  orgId: string,
  workspaceId: string,
  item: ReportItem,
): Promise<ItemSettings | undefined> {
  if (item.type === 'surl') {
    const [row] = await db
      .select({ timeZone: links.timeZone })
      .from(links)
      .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), eq(links.id, item.id)));
    return row;
  }
  const [row] = await db
    .select({ timeZone: analyticsSites.subTimeZone, currency: analyticsSites.currency })
    .from(analyticsSites)
    .where(
      and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId), eq(analyticsSites.id, item.id)),
    );
  return row;
}
