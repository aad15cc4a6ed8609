import { useTranslation } from 'react-i18next';
import { RecentRow } from '../../../components/recent-row.tsx';
import { useGetLinkQuery } from '../api/get-link.ts';
import type { WorkspaceArgs } from '../api/links-api.ts';
import type { RecentItem } from '../api/list-link-feed.ts';
import { kindIcons } from './kind-icons.ts';
import { linkPaths } from './link-row-actions.tsx';

/** One recently viewed link, named by its title (or "deleted" when it is gone). */
export function RecentLinkRow({ ws, item }: { ws: WorkspaceArgs; item: RecentItem }) {
  const { t } = useTranslation();
  const link = useGetLinkQuery({ ...ws, linkId: item.itemId });
  const Icon = link.data ? kindIcons[link.data.kind] : undefined;
  return (
    <RecentRow
      userName={item.userName}
      viewedAt={item.viewedAt}
      viewedByKey="links.recent.viewedBy"
      loading={link.isLoading}
      goneText={t('links.recent.gone')}
      item={
        link.data &&
        Icon && {
          name: link.data.title || link.data.shortUrl,
          icon: <Icon />,
          to: linkPaths(ws.workspaceId, link.data).report,
        }
      }
    />
  );
}
