import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../../app/store/hooks.ts';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ItemsDashboard } from '../../reports/components/items-dashboard.tsx';
import { OrgOverview } from '../components/org-overview.tsx';

/** /d/apps/dashboard: the current organisation at a glance, and the analytics of the workspace in use. */
export function OrgDashboardPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  // the analytics of the workspace chosen in the top bar, else the organisation's default
  const chosen = useAppSelector((state) => state.context.sBox?.id);
  const workspace =
    current.workspaces.find((w) => w.id === chosen) ??
    current.workspaces.find((w) => w.isDefault) ??
    current.workspaces[0];
  return (
    <>
      <PageHeader
        title={current.org?.name ?? t('enterprise.overview.title')}
        subtitle={t('enterprise.overview.lead')}
        actions={
          current.privileges.has('workspaces:create') && (
            <Button component={RouterLink} to="/d/sbox/create" variant="contained" startIcon={<AddIcon />}>
              {t('workspaces.create.title')}
            </Button>
          )
        }
      />
      <DataState isLoading={current.isLoading} isError={current.isError} onRetry={current.refetch} rows={6}>
        {current.org && <OrgOverview org={current.org} workspaces={current.workspaces} />}
        {current.orgId && workspace && (
          <Stack spacing={2} sx={{ mt: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h5" component="h2">
                {t('reports.dashboard.ofWorkspace', { name: workspace.name })}
              </Typography>
              <Button component={RouterLink} to={`/d/sbox/${workspace.id}/dashboard`}>
                {t('reports.dashboard.openWorkspace')}
              </Button>
            </Stack>
            <ItemsDashboard orgId={current.orgId} workspaceId={workspace.id} />
          </Stack>
        )}
      </DataState>
    </>
  );
}
