import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { OrgOverview } from '../components/org-overview.tsx';

/** /d/apps/dashboard: the current organisation at a glance. */
export function OrgDashboardPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
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
      </DataState>
    </>
  );
}
