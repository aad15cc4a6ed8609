import { useTranslation } from 'react-i18next';
import { RecentRow } from '../../../components/recent-row.tsx';
import { useGetSiteQuery } from '../api/get-site.ts';
import type { RecentItem } from '../api/list-site-feed.ts';
import type { WorkspaceArgs } from '../api/sites-api.ts';
import { sitePaths } from '../lib/site-paths.ts';
import { KindIcon } from './kind-icon.tsx';
import { SiteStatusChip } from './site-status-chip.tsx';

/** One recently viewed site, named by its name (or "deleted" when it is gone). */
export function RecentSiteRow({ ws, item }: { ws: WorkspaceArgs; item: RecentItem }) {
  const { t } = useTranslation();
  const site = useGetSiteQuery({ ...ws, siteId: item.itemId });
  return (
    <RecentRow
      userName={item.userName}
      viewedAt={item.viewedAt}
      viewedByKey="analytics.recent.viewedBy"
      loading={site.isLoading}
      goneText={t('analytics.recent.gone')}
      item={
        site.data && {
          name: site.data.name,
          icon: <KindIcon kind={site.data.kind} />,
          to: sitePaths(ws.workspaceId, site.data.id).view,
          action: <SiteStatusChip status={site.data.status} />,
        }
      }
    />
  );
}
