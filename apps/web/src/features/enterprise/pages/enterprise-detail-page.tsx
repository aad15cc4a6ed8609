import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { setEnterprise } from '../../../app/store/context-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGetOrgContextQuery } from '../api/get-org-context.ts';
import { OrgOverview } from '../components/org-overview.tsx';

/** /d/enterprise/:appID: one of my organisations, whether or not it is the current one. */
export function EnterpriseDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { appID = '' } = useParams();
  const currentId = useAppSelector((state) => state.context.enterprise?.id);
  const query = useGetOrgContextQuery(appID);
  const org = query.data?.organization;
  return (
    <>
      <PageHeader
        title={org?.name ?? t('enterprise.detail.title')}
        subtitle={org ? t('enterprise.plan', { plan: org.plan }) : undefined}
        back={{ href: '/d/enterprise', label: t('enterprise.list.title') }}
        actions={
          org &&
          org.id !== currentId && (
            <Button variant="contained" onClick={() => dispatch(setEnterprise({ id: org.id, name: org.name }))}>
              {t('enterprise.switch')}
            </Button>
          )
        }
      />
      <DataState
        isLoading={query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
        rows={6}
      >
        {query.data && <OrgOverview org={query.data.organization} workspaces={query.data.workspaces} />}
      </DataState>
    </>
  );
}
