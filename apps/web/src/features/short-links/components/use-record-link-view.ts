import { useEffect } from 'react';
import type { WorkspaceArgs } from '../api/links-api.ts';
import { useRecordLinkViewMutation } from '../api/record-link-view.ts';

/** Records once per link that someone opened its page (the workspace's "recent"). */
export function useRecordLinkView(ws: Partial<WorkspaceArgs>, linkId: string | undefined) {
  const [record] = useRecordLinkViewMutation();
  const { orgId, workspaceId } = ws;
  useEffect(() => {
    if (orgId && workspaceId && linkId) {
      // a view that fails to record costs the user nothing; the page itself loaded
      record({ orgId, workspaceId, linkId }).catch(() => undefined);
    }
  }, [record, orgId, workspaceId, linkId]);
}
