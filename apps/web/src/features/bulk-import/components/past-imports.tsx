import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ImportStatus } from '@osm5/shared/schemas/link-imports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useListImportsQuery } from '../api/imports-api.ts';

const PAGE_SIZE = 10;

const statusColor: Record<ImportStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  running: 'info',
  done: 'success',
  failed: 'error',
  interrupted: 'warning',
};

interface PastImportsProps {
  orgId: string;
  workspaceId: string;
  selectedId: string | undefined;
  onSelect: (importId: string) => void;
}

/** The workspace's imports, newest first; choosing one shows its report. */
export function PastImports({ orgId, workspaceId, selectedId, onSelect }: PastImportsProps) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useListImportsQuery({ orgId, workspaceId, page, pageSize: PAGE_SIZE });
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <DataState
      isLoading={query.isLoading}
      isError={query.isError}
      errorKey={errorKey(query.error)}
      onRetry={query.refetch}
      isEmpty={query.data?.total === 0}
      emptyTitle={t('bulkImport.history.emptyTitle')}
      emptyText={t('bulkImport.history.emptyText')}
      rows={2}
    >
      <TableContainer>
        <Table size="small" aria-label={t('bulkImport.history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bulkImport.history.file')}</TableCell>
              <TableCell>{t('bulkImport.mapping.format')}</TableCell>
              <TableCell>{t('bulkImport.preview.status')}</TableCell>
              <TableCell align="right">{t('bulkImport.history.succeeded')}</TableCell>
              <TableCell align="right">{t('bulkImport.history.failed')}</TableCell>
              <TableCell>{t('bulkImport.history.when')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data?.items.map((run) => (
              <TableRow key={run.id} selected={run.id === selectedId}>
                <TableCell>{run.fileName || t('bulkImport.history.noName')}</TableCell>
                <TableCell>{t(`bulkImport.formats.${run.format}`)}</TableCell>
                <TableCell>
                  <Chip size="small" color={statusColor[run.status]} label={t(`bulkImport.status.${run.status}`)} />
                </TableCell>
                <TableCell align="right">{nf.format(run.succeeded)}</TableCell>
                <TableCell align="right">{nf.format(run.failed)}</TableCell>
                <TableCell>
                  {new Date(run.createdAt).toLocaleString(i18n.language)}
                  {run.createdBy ? ` · ${run.createdBy.name}` : ''}
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onSelect(run.id)}>
                    {t('bulkImport.history.show')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
    </DataState>
  );
}
