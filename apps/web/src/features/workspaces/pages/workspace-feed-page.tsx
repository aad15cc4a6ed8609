import StarIcon from '@mui/icons-material/Star';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import {
  useListActivityQuery,
  useListItemHistoryQuery,
  useListRecentQuery,
  useListStarsQuery,
} from '../api/list-workspace-feed.ts';
import { itemTypeKey } from '../components/item-label.ts';
import { useWorkspaceId } from '../components/use-workspace-id.ts';
import { WorkspaceTabs } from '../components/workspace-tabs.tsx';

type FeedKind = 'recent' | 'activity' | 'stared' | 'history';

/** One paginated list of a workspace: recent views, activity, my stars, or one item's history. */
export function WorkspaceFeedPage({ kind }: { kind: FeedKind }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const { orgId, workspaceId, loading } = useWorkspaceId();
  const [page, setPage] = useState(1);
  const base = { orgId: orgId ?? '', workspaceId: workspaceId ?? '', page };
  const skip = !orgId || !workspaceId;
  const recent = useListRecentQuery(base, { skip: skip || kind !== 'recent' });
  const activity = useListActivityQuery(base, { skip: skip || kind !== 'activity' });
  const stars = useListStarsQuery(base, { skip: skip || kind !== 'stared' });
  const history = useListItemHistoryQuery(
    { ...base, itemType: params.type ?? '', itemId: params.id ?? '' },
    { skip: skip || kind !== 'history' },
  );
  const query = { recent, activity, stared: stars, history }[kind];
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const total = query.data?.total ?? 0;

  let content = null;
  if (kind === 'recent' && recent.data) {
    content = (
      <List disablePadding>
        {recent.data.items.map((item) => (
          <ListItem key={`${item.itemType}-${item.itemId}-${item.viewedAt}`} divider disableGutters>
            <ListItemText
              primary={t(itemTypeKey(item.itemType))}
              secondary={t('workspaces.recent.viewedBy', { name: item.userName, date: date(item.viewedAt) })}
            />
          </ListItem>
        ))}
      </List>
    );
  } else if (kind === 'stared' && stars.data) {
    content = (
      <List disablePadding>
        {stars.data.items.map((item) => (
          <ListItem
            key={`${item.itemType}-${item.itemId}`}
            divider
            disableGutters
            component={RouterLink}
            to={`/d/sbox/${workspaceId}/history/${item.itemType}/${encodeURIComponent(item.itemId)}`}
            sx={{ color: 'inherit' }}
          >
            <ListItemIcon>
              <StarIcon color="warning" />
            </ListItemIcon>
            <ListItemText primary={t(itemTypeKey(item.itemType))} secondary={date(item.createdAt)} />
          </ListItem>
        ))}
      </List>
    );
  } else if (kind === 'activity' && activity.data) {
    content = <ActivityList entries={activity.data.items} />;
  } else if (kind === 'history' && history.data) {
    content = <ActivityList entries={history.data.items} />;
  }

  return (
    <>
      <PageHeader
        title={t(`workspaces.feed.${kind}.title`)}
        subtitle={
          kind === 'history'
            ? t('workspaces.feed.history.lead', { type: t(itemTypeKey(params.type ?? '')), id: params.id })
            : t(`workspaces.feed.${kind}.lead`)
        }
      />
      {workspaceId && kind !== 'history' && <WorkspaceTabs workspaceId={workspaceId} current={kind} />}
      <Card>
        <CardContent>
          <DataState
            isLoading={loading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={total === 0}
            emptyText={t(`workspaces.empty.${kind}`)}
          >
            {content}
            <PaginationBar page={page} pageSize={10} total={total} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}

export const WorkspaceRecentPage = () => <WorkspaceFeedPage kind="recent" />;
export const WorkspaceActivityPage = () => <WorkspaceFeedPage kind="activity" />;
export const WorkspaceStaredPage = () => <WorkspaceFeedPage kind="stared" />;
export const WorkspaceHistoryPage = () => <WorkspaceFeedPage kind="history" />;
