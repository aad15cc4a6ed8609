import { skipToken } from '@reduxjs/toolkit/query';
import { useGetLinkBySlugQuery, useGetLinkQuery } from '../api/get-link.ts';
import type { WorkspaceArgs } from '../api/links-api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The link a route names: by id, or (on /edit/{type}/{sURL}) by its slug. */
export function useLinkParam(ws: Partial<WorkspaceArgs>, sURL: string | undefined) {
  const ready = ws.orgId && ws.workspaceId && sURL;
  const byId = ready && UUID.test(sURL);
  const args = ready ? { orgId: ws.orgId ?? '', workspaceId: ws.workspaceId ?? '' } : undefined;
  const idQuery = useGetLinkQuery(args && byId ? { ...args, linkId: sURL ?? '' } : skipToken);
  const slugQuery = useGetLinkBySlugQuery(args && !byId ? { ...args, slug: sURL ?? '' } : skipToken);
  return byId ? idQuery : slugQuery;
}
