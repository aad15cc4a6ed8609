import type { AiApp } from '@osm5/shared/ai/plan';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { AiDashboardGrid } from '../components/ai-dashboard-grid.tsx';
import { newPath } from '../lib/ai-paths.ts';

/** What the item's report page (ai_dashboard) hands its outlet: the item the charts are about. */
export interface ItemAiDashboardContext {
  app: AiApp;
  itemId: string;
}

/**
 * The item's `ai_dashboard` report: the charts pinned from Pro conversations
 * about this link or site, each re-run now; empty, it says how to add one and
 * starts a conversation about the item. Composed into the report page by the
 * router (features never import each other).
 */
export function ItemAiDashboard() {
  const { t } = useTranslation();
  const { app, itemId } = useOutletContext<ItemAiDashboardContext>();
  const { args, ready, routeId } = useRouteWorkspace();
  if (!ready) return null;
  return (
    <AiDashboardGrid
      ws={args}
      sBoxID={routeId}
      app={app}
      itemId={itemId}
      newHref={newPath(routeId, app, itemId)}
      emptyText={t('ai.dashboard.itemEmptyText')}
    />
  );
}
