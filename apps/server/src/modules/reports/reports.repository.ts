import type { ReportItem } from '@osm5/shared/schemas/reports';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, links } from '../../db/schema.ts';

/** The time zone of a link or a site of this workspace, or undefined when it is not one of them. */
export async function itemTimeZone(
  db: Database,
  orgId: string,
  workspaceId: string,
  item: ReportItem,
): Promise<string | undefined> {
  if (item.type === 'surl') {
    const [row] = await db
      .select({ zone: links.timeZone })
      .from(links)
      .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), eq(links.id, item.id)));
    return row?.zone;
  }
  const [row] = await db
    .select({ zone: analyticsSites.subTimeZone })
    .from(analyticsSites)
    .where(
      and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId), eq(analyticsSites.id, item.id)),
    );
  return row?.zone;
}
