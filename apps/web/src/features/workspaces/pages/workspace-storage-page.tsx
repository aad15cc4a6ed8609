import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGetWorkspaceDashboardQuery } from '../api/get-workspace-dashboard.ts';
import { formatBytes } from '../components/item-label.ts';
import { useWorkspaceId } from '../components/use-workspace-id.ts';
import { WorkspaceTabs } from '../components/workspace-tabs.tsx';

/** What one workspace holds and how much room its files take. */
export function WorkspaceStoragePage() {
  const { t, i18n } = useTranslation();
  const { orgId, workspaceId, loading } = useWorkspaceId();
  const query = useGetWorkspaceDashboardQuery(
    { orgId: orgId ?? '', workspaceId: workspaceId ?? '' },
    { skip: !orgId || !workspaceId },
  );
  const usage = query.data?.usage;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageHeader title={t('workspaces.feed.storage.title')} subtitle={t('workspaces.feed.storage.lead')} />
      {workspaceId && <WorkspaceTabs workspaceId={workspaceId} current="storage" />}
      <Card>
        <CardContent>
          <DataState
            isLoading={loading || query.isLoading}
            isError={query.isError}
            errorKey={errorKey(query.error)}
            onRetry={query.refetch}
          >
            {usage && (
              <Table aria-label={t('workspaces.feed.storage.title')}>
                <TableBody>
                  {(['links', 'sites', 'conversations', 'files', 'members'] as const).map((key) => (
                    <TableRow key={key}>
                      <TableCell component="th" scope="row">
                        {t(`workspaces.usage.${key}`)}
                      </TableCell>
                      <TableCell align="right">{number.format(usage[key])}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('workspaces.usage.storage')}
                    </TableCell>
                    <TableCell align="right">{formatBytes(usage.fileBytes, i18n.language)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            )}
          </DataState>
        </CardContent>
      </Card>
    </>
  );
}
