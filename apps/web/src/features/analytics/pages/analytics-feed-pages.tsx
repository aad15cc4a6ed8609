import List from '@mui/material/List';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { ActivityList } from '../../../components/activity-list.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useListSiteActivityQuery, useListSiteRecentQuery } from '../api/list-site-feed.ts';
import { useListSitesQuery } from '../api/list-sites.ts';
import { AnalyticsHeader } from '../components/analytics-header.tsx';
import type { AnalyticsTab } from '../components/analytics-tabs.tsx';
import { RecentSiteRow } from '../components/recent-site-row.tsx';
import { SitesTable } from '../components/sites-table.tsx';
import { useAnalyticsWorkspace } from '../components/use-analytics-workspace.ts';

const PAGE_SIZE = 10;
type FeedTab = Exclude<AnalyticsTab, 'all' | 'storage'>;

/** Recent views of sites, analytics activity, or my starred sites: one paginated list each. */
function AnalyticsFeedPage({ tab }: { tab: FeedTab }) {
  const { t } = useTranslation();
  const ws = useAnalyticsWorkspace();
  const [page, setPage] = useState(1);
  const { toast, show } = useToast();
  const { args } = ws;
  const skip = !ws.ready;
  const paging = { ...args, page, pageSize: PAGE_SIZE };
  const recent = useListSiteRecentQuery(paging, { skip: skip || tab !== 'recent' });
  const activity = useListSiteActivityQuery(paging, { skip: skip || tab !== 'activity' });
  const stared = useListSitesQuery(
    { ...paging, starred: 'true', sort: 'updated_desc' },
    { skip: skip || tab !== 'stared' },
  );
  const query = { recent, activity, stared }[tab];

  let content = null;
  if (tab === 'recent' && recent.data) {
    content = (
      <List disablePadding>
        {recent.data.items.map((item) => (
          <RecentSiteRow key={`${item.itemId}-${item.viewedAt}`} ws={args} item={item} />
        ))}
      </List>
    );
  } else if (tab === 'activity' && activity.data) {
    content = <ActivityList entries={activity.data.items} />;
  } else if (tab === 'stared' && stared.data) {
    content = (
      <SitesTable
        ws={args}
        sites={stared.data.items}
        rights={{ canWrite: ws.canWrite, isAdmin: ws.isAdmin }}
        notify={show}
      />
    );
  }

  return (
    <RequirePrivilege privilege="analytics:read" workspaceId={ws.workspaceId}>
      <AnalyticsHeader tab={tab} workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <PagedListCard
        query={query}
        waiting={ws.loading}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        emptyText={t(`analytics.feed.${tab}.empty`)}
      >
        {content}
      </PagedListCard>
      {toast}
    </RequirePrivilege>
  );
}

export const AnalyticsRecentPage = () => <AnalyticsFeedPage tab="recent" />;
export const AnalyticsActivityPage = () => <AnalyticsFeedPage tab="activity" />;
export const AnalyticsStaredPage = () => <AnalyticsFeedPage tab="stared" />;
