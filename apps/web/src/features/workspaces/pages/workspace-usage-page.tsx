import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useListWorkspaceUsageQuery } from '../api/list-workspace-usage.ts';
import { formatBytes } from '../components/item-label.ts';

const columns = ['links', 'sites', 'conversations', 'files', 'members'] as const;

/** /d/sba/storage: usage of each workspace I see. */
export function WorkspaceUsagePage() {
  const { t, i18n } = useTranslation();
  const { orgId, isLoading } = useCurrentOrg();
  const [page, setPage] = useState(1);
  const query = useListWorkspaceUsageQuery({ orgId: orgId ?? '', page }, { skip: !orgId });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageHeader title={t('workspaces.storage.title')} subtitle={t('workspaces.storage.lead')} />
      <Card>
        <CardContent>
          <DataState
            isLoading={isLoading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
            isEmpty={query.data?.total === 0}
          >
            <TableContainer>
              <Table aria-label={t('workspaces.storage.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('workspaces.form.name')}</TableCell>
                    {columns.map((c) => (
                      <TableCell key={c} align="right">
                        {t(`workspaces.usage.${c}`)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{t('workspaces.usage.storage')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data?.items.map((row) => (
                    <TableRow key={row.workspaceId} hover>
                      <TableCell>
                        <Link component={RouterLink} to={`/d/sbox/${row.workspaceId}/storage`}>
                          {row.name}
                        </Link>
                      </TableCell>
                      {columns.map((c) => (
                        <TableCell key={c} align="right">
                          {number.format(row[c])}
                        </TableCell>
                      ))}
                      <TableCell align="right">{formatBytes(row.fileBytes, i18n.language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PaginationBar page={page} pageSize={10} total={query.data?.total ?? 0} onChange={setPage} />
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}
