import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ActivityList } from '../../../components/activity-list.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { useCountMembersQuery, useLatestActivityQuery } from '../api/org-summary.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ mt: 0.5 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** An organisation at a glance: counts, its workspaces I see, and the latest of its log. */
export function OrgOverview({ org, workspaces }: { org: Tenant; workspaces: VisibleWorkspace[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const canReadMembers = org.privileges.includes('members:read');
  const canReadAudit = org.privileges.includes('audit:read');
  const members = useCountMembersQuery(org.id, { skip: !canReadMembers });
  const activity = useLatestActivityQuery(org.id, { skip: !canReadAudit });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Stat label={t('enterprise.overview.workspaces')} value={number.format(workspaces.length)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Stat
          label={t('enterprise.overview.members')}
          value={canReadMembers && members.data !== undefined ? number.format(members.data) : '—'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Stat label={t('enterprise.overview.role')} value={t(`roles.system.${org.role}`)} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('enterprise.overview.workspaces')}
            </Typography>
            <DataState
              isLoading={false}
              isError={false}
              isEmpty={workspaces.length === 0}
              emptyText={t('layout.context.noWorkspaces')}
            >
              <List disablePadding>
                {workspaces.slice(0, 8).map((w) => (
                  <ListItem
                    key={w.id}
                    divider
                    disableGutters
                    secondaryAction={
                      w.isDefault && <Chip size="small" color="primary" label={t('workspaces.default')} />
                    }
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {w.visibility === 'private' ? <LockIcon fontSize="small" /> : <PublicIcon fontSize="small" />}
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={`/d/sbox/${w.id}/dashboard`}>
                          {w.name}
                        </Link>
                      }
                      secondary={t(`workspaces.visibility.${w.visibility}`)}
                    />
                  </ListItem>
                ))}
              </List>
              {workspaces.length > 8 && (
                <Link component={RouterLink} to="/settings/sbox" sx={{ display: 'inline-block', mt: 2 }}>
                  {t('enterprise.overview.allWorkspaces', { count: workspaces.length })}
                </Link>
              )}
            </DataState>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('enterprise.overview.activity')}
            </Typography>
            {canReadAudit ? (
              <DataState
                isLoading={activity.isLoading}
                isError={activity.isError}
                onRetry={activity.refetch}
                isEmpty={activity.data?.length === 0}
                emptyText={t('audit.empty')}
              >
                <ActivityList entries={activity.data ?? []} />
                <Link component={RouterLink} to="/settings/ulog" sx={{ display: 'inline-block', mt: 2 }}>
                  {t('enterprise.overview.fullLog')}
                </Link>
              </DataState>
            ) : (
              <Typography color="text.secondary">{t('enterprise.overview.noActivityAccess')}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
