import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/store/hooks.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { failedRowsUrl, invalidateLinks, useGetImportQuery, useListImportErrorsQuery } from '../api/imports-api.ts';
import { fieldLabel, rowErrorText } from '../lib/row-error-text.ts';

interface ImportReportProps {
  orgId: string;
  workspaceId: string;
  importId: string;
}

const ERRORS_PAGE = 10;
const POLL_MS = 1000;

/** An import's progress bar while it runs (polled), then its counts and the rows that failed. */
export function ImportReport({ orgId, workspaceId, importId }: ImportReportProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(true);
  const query = useGetImportQuery({ orgId, workspaceId, importId }, { pollingInterval: polling ? POLL_MS : 0 });
  const run = query.data;
  const running = run?.status === 'running';
  useEffect(() => {
    if (run && run.status !== 'running' && polling) {
      setPolling(false);
      dispatch(invalidateLinks());
    }
  }, [run, polling, dispatch]);
  const errors = useListImportErrorsQuery(
    { orgId, workspaceId, importId, page, pageSize: ERRORS_PAGE },
    { skip: !run || running },
  );
  const nf = new Intl.NumberFormat(i18n.language);
  const percent = run && run.total > 0 ? Math.round((run.processed / run.total) * 100) : 0;

  return (
    <DataState
      isLoading={query.isLoading}
      isError={query.isError}
      errorKey={errorKey(query.error)}
      onRetry={query.refetch}
    >
      {run && (
        <Stack spacing={2}>
          <Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
              <Typography variant="body2" id={`progress-${importId}`}>
                {running ? t('bulkImport.report.running') : t(`bulkImport.status.${run.status}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('bulkImport.report.processed', {
                  processed: nf.format(run.processed),
                  total: nf.format(run.total),
                  count: run.total,
                })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-labelledby={`progress-${importId}`}
              color={run.status === 'done' ? 'success' : run.status === 'running' ? 'primary' : 'warning'}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          {!running && (
            <Alert severity={run.failed === 0 && run.status === 'done' ? 'success' : 'warning'}>
              {t('bulkImport.report.summary', { succeeded: nf.format(run.succeeded), failed: nf.format(run.failed) })}
              {run.status === 'interrupted' && ` ${t('bulkImport.report.interrupted')}`}
            </Alert>
          )}
          {!running && run.failed > 0 && (
            <>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3">
                  {t('bulkImport.report.errorsTitle')}
                </Typography>
                <Button
                  component="a"
                  href={failedRowsUrl(orgId, workspaceId, importId)}
                  download
                  startIcon={<DownloadIcon />}
                  variant="outlined"
                  size="small"
                >
                  {t('bulkImport.report.downloadFailed')}
                </Button>
              </Stack>
              <DataState
                isLoading={errors.isLoading}
                isError={errors.isError}
                errorKey={errorKey(errors.error)}
                onRetry={errors.refetch}
              >
                <TableContainer>
                  <Table size="small" aria-label={t('bulkImport.report.errorsTitle')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('bulkImport.preview.row')}</TableCell>
                        <TableCell>{t('bulkImport.report.field')}</TableCell>
                        <TableCell>{t('bulkImport.report.problem')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {errors.data?.items.map((e, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several errors on one field
                        <TableRow key={`${e.row}-${e.field}-${i}`}>
                          <TableCell>{nf.format(e.row)}</TableCell>
                          <TableCell>{fieldLabel(t, e.field)}</TableCell>
                          <TableCell>{rowErrorText(t, e)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <PaginationBar page={page} pageSize={ERRORS_PAGE} total={errors.data?.total ?? 0} onChange={setPage} />
              </DataState>
            </>
          )}
        </Stack>
      )}
    </DataState>
  );
}
