import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setSBox } from '../../../app/store/context-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { ActivityList } from '../../../components/activity-list.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { ItemsDashboard } from '../../reports/components/items-dashboard.tsx';
import { useGetWorkspaceDashboardQuery } from '../api/get-workspace-dashboard.ts';
import { useRecordWorkspaceViewMutation } from '../api/record-workspace-view.ts';
import { formatBytes, itemTypeKey } from '../components/item-label.ts';
import { useWorkspaceId } from '../components/use-workspace-id.ts';
import { WorkspaceTabs } from '../components/workspace-tabs.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function WorkspaceDashboardPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const { orgId, workspaceId, loading } = useWorkspaceId();
  const skip = !orgId || !workspaceId;
  const query = useGetWorkspaceDashboardQuery({ orgId: orgId ?? '', workspaceId: workspaceId ?? '' }, { skip });
  const [recordView] = useRecordWorkspaceViewMutation();
  const number = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    if (orgId && workspaceId)
      void recordView({ orgId, workspaceId, item: { itemType: 'workspace', itemId: workspaceId } });
  }, [orgId, workspaceId, recordView]);

  const data = query.data;
  const dispatch = useAppDispatch();
  const currentSBox = useAppSelector((state) => state.context.sBox?.id);
  const pickable = useAppSelector((state) => state.auth.sBoxs);
  // opening a workspace makes it the working context, as choosing it in the top bar would
  useEffect(() => {
    // only one the top bar offers, or the two would keep correcting each other
    if (data && data.workspace.id !== currentSBox && pickable.some((w) => w.id === data.workspace.id)) {
      dispatch(setSBox({ id: data.workspace.id, name: data.workspace.name }));
    }
  }, [data, currentSBox, pickable, dispatch]);
  const created = (location.state as { created?: boolean } | null)?.created;
  return (
    <>
      <PageHeader
        title={data?.workspace.name ?? t('workspaces.dashboard.title')}
        subtitle={data?.workspace.description || t('workspaces.dashboard.lead')}
        actions={
          data && (
            <>
              <Chip label={t(`workspaces.visibility.${data.workspace.visibility}`)} />
              {data.workspace.isDefault && <Chip color="primary" label={t('workspaces.default')} />}
              {!data.workspace.enabled && <Chip color="warning" label={t('workspaces.disabled')} />}
            </>
          )
        }
      />
      {workspaceId && <WorkspaceTabs workspaceId={workspaceId} current="dashboard" />}
      {created && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t('workspaces.create.done')}
        </Alert>
      )}
      <DataState
        isLoading={loading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
        rows={6}
      >
        {data && (
          <Grid container spacing={3}>
            <Grid size={12}>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
                {(
                  [
                    ['links', number.format(data.usage.links)],
                    ['sites', number.format(data.usage.sites)],
                    ['conversations', number.format(data.usage.conversations)],
                    ['members', number.format(data.usage.members)],
                    ['storage', formatBytes(data.usage.fileBytes, i18n.language)],
                  ] as const
                ).map(([key, value]) => (
                  <Stat key={key} label={t(`workspaces.usage.${key}`)} value={value} />
                ))}
              </Box>
            </Grid>
            {orgId && (
              <Grid size={12}>
                <ItemsDashboard orgId={orgId} workspaceId={data.workspace.id} />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {t('workspaces.tabs.activity')}
                  </Typography>
                  <DataState
                    isLoading={false}
                    isError={false}
                    isEmpty={data.activity.length === 0}
                    emptyText={t('workspaces.empty.activity')}
                  >
                    <ActivityList entries={data.activity} />
                  </DataState>
                </CardContent>
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {t('workspaces.tabs.recent')}
                  </Typography>
                  <DataState
                    isLoading={false}
                    isError={false}
                    isEmpty={data.recent.length === 0}
                    emptyText={t('workspaces.empty.recent')}
                  >
                    <List disablePadding>
                      {data.recent.map((item) => (
                        <ListItem key={`${item.itemType}-${item.itemId}-${item.viewedAt}`} divider disableGutters>
                          <ListItemText
                            primary={t(itemTypeKey(item.itemType))}
                            secondary={t('workspaces.recent.viewedBy', {
                              name: item.userName,
                              date: new Date(item.viewedAt).toLocaleString(i18n.language),
                            })}
                          />
                        </ListItem>
                      ))}
                    </List>
                  </DataState>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        )}
      </DataState>
    </>
  );
}
