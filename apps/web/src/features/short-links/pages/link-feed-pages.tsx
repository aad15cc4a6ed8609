import List from '@mui/material/List';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { ActivityList } from '../../../components/activity-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedListCard } from '../../../components/paged-list-card.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useListLinkActivityQuery, useListLinkRecentQuery } from '../api/list-link-feed.ts';
import { useListLinksQuery } from '../api/list-links.ts';
import { auditLineOf } from '../components/link-audit.ts';
import { LinksTable } from '../components/links-table.tsx';
import { LinksTabs, type LinkTab } from '../components/links-tabs.tsx';
import { ModuleTools } from '../components/module-tools.tsx';
import { RecentLinkRow } from '../components/recent-link-row.tsx';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';

const PAGE_SIZE = 10;
type FeedTab = Exclude<LinkTab, 'all' | 'storage'>;

/** Recent views of links, link activity, or my starred links: one paginated list each. */
function LinkFeedPage({ tab }: { tab: FeedTab }) {
  const { t } = useTranslation();
  const ws = useLinksWorkspace();
  const [page, setPage] = useState(1);
  const { toast, show } = useToast();
  const { args } = ws;
  const skip = !ws.ready;
  const paging = { ...args, page, pageSize: PAGE_SIZE };
  const recent = useListLinkRecentQuery(paging, { skip: skip || tab !== 'recent' });
  const activity = useListLinkActivityQuery(paging, { skip: skip || tab !== 'activity' });
  const stared = useListLinksQuery(
    { ...paging, starred: 'true', sort: 'updated_desc' },
    { skip: skip || tab !== 'stared' },
  );
  const query = { recent, activity, stared }[tab];

  let content = null;
  if (tab === 'recent' && recent.data) {
    content = (
      <List disablePadding>
        {recent.data.items.map((item) => (
          <RecentLinkRow key={`${item.itemId}-${item.viewedAt}`} ws={args} item={item} />
        ))}
      </List>
    );
  } else if (tab === 'activity' && activity.data) {
    content = <ActivityList entries={activity.data.items.map((e) => auditLineOf(t, e))} />;
  } else if (tab === 'stared' && stared.data) {
    content = <LinksTable ws={args} links={stared.data.items} canWrite={ws.canWrite} notify={show} />;
  }

  return (
    <RequirePrivilege privilege="links:read" workspaceId={ws.workspaceId}>
      <PageHeader title={t(`links.feed.${tab}.title`)} subtitle={t(`links.feed.${tab}.lead`)} />
      <ModuleTools workspaceId={ws.routeId} canWrite={ws.canWrite} />
      <LinksTabs workspaceId={ws.routeId} current={tab} />
      <PagedListCard
        query={query}
        waiting={ws.loading}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        emptyText={t(`links.feed.${tab}.empty`)}
      >
        {content}
      </PagedListCard>
      {toast}
    </RequirePrivilege>
  );
}

export const LinkRecentPage = () => <LinkFeedPage tab="recent" />;
export const LinkActivityPage = () => <LinkFeedPage tab="activity" />;
export const LinkStaredPage = () => <LinkFeedPage tab="stared" />;
