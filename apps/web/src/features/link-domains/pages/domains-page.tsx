import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useWorkspaceId } from '../../workspaces/components/use-workspace-id.ts';
import { useListDomainsPageQuery } from '../api/domains-api.ts';
import { AddDomainForm } from '../components/add-domain-form.tsx';
import { DomainCard } from '../components/domain-card.tsx';
import { ShortDomainCard } from '../components/short-domain-card.tsx';

const PAGE_SIZE = 10;

/** /d/sbox/:sBoxID/surl/domains: the workspace's custom short domains, how to verify them, the default. */
export function DomainsPage() {
  const { workspaceId } = useWorkspaceId();
  return (
    <RequirePrivilege privilege="links:read" workspaceId={workspaceId}>
      <DomainsView />
    </RequirePrivilege>
  );
}

function DomainsView() {
  const { t } = useTranslation();
  const { sBoxID } = useParams();
  const { orgId, workspaceId } = useWorkspaceId();
  const current = useCurrentOrg();
  const canManage = workspacePrivileges(current, workspaceId).has('workspaces:update');
  const [page, setPage] = useState(1);
  const { toast, show } = useToast();
  const query = useListDomainsPageQuery(
    { orgId: orgId ?? '', workspaceId: workspaceId ?? '', page, pageSize: PAGE_SIZE },
    { skip: !orgId || !workspaceId },
  );

  return (
    <>
      <PageHeader
        title={t('domains.title')}
        subtitle={t('domains.lead')}
        back={{ href: `/d/sbox/${sBoxID}/surl`, label: t('domains.back') }}
      />
      <Stack spacing={3}>
        {canManage && orgId && workspaceId && (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('domains.add.title')}
              </Typography>
              <AddDomainForm
                orgId={orgId}
                workspaceId={workspaceId}
                onAdded={(hostname) => {
                  setPage(1);
                  show(t('domains.add.success', { hostname }));
                }}
              />
            </CardContent>
          </Card>
        )}
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('domains.list.title')}
            </Typography>
            {orgId && workspaceId && (
              <Box sx={{ mb: 2 }}>
                <ShortDomainCard orgId={orgId} workspaceId={workspaceId} canManage={canManage} notify={show} />
              </Box>
            )}
            <DataState
              isLoading={current.isLoading || query.isLoading}
              isError={query.isError}
              errorKey={errorKey(query.error)}
              onRetry={query.refetch}
              isEmpty={query.data?.total === 0}
              emptyTitle={t('domains.list.emptyTitle')}
              emptyText={canManage ? t('domains.list.emptyText') : t('domains.list.emptyTextReader')}
            >
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {query.data?.items.map((domain) => (
                  <DomainCard
                    key={domain.id}
                    orgId={orgId ?? ''}
                    workspaceId={workspaceId ?? ''}
                    domain={domain}
                    canManage={canManage}
                    notify={show}
                  />
                ))}
              </Stack>
              <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
            </DataState>
          </CardContent>
        </Card>
      </Stack>
      {toast}
    </>
  );
}
