import { useEffect } from 'react';
import { setAppType, setItemID } from '../../../app/store/context-slice.ts';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { useRecordSiteViewMutation } from '../api/record-site-view.ts';
import type { WorkspaceArgs } from '../api/sites-api.ts';

/**
 * Once per opened site: records the view (the workspace's "recent") and makes
 * it the current context's item (appType `analytics`), as the AI pages and
 * /d/app/{id} read it.
 */
export function useRecordSiteView(ws: Partial<WorkspaceArgs>, siteId: string | undefined) {
  const [record] = useRecordSiteViewMutation();
  const dispatch = useAppDispatch();
  const { orgId, workspaceId } = ws;
  useEffect(() => {
    if (!orgId || !workspaceId || !siteId) return;
    dispatch(setAppType('analytics'));
    dispatch(setItemID(siteId));
    // a view that fails to record costs the user nothing; the page itself loaded
    record({ orgId, workspaceId, siteId }).catch(() => undefined);
  }, [record, dispatch, orgId, workspaceId, siteId]);
}
