import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CostImport, CostSheetPreview } from '@osm5/shared/schemas/ad-costs';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../components/analytics/format-value.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { failureKey } from '../goals/goal-describe.ts';
import {
  useDeleteCostImportMutation,
  useImportCostSheetMutation,
  useListCostImportsQuery,
  usePreviewCostSheetMutation,
} from './ads-api.ts';

interface CostSheetsProps {
  args: { orgId: string; workspaceId: string; siteId: string } | undefined;
  canWrite: boolean;
  currency: string | undefined;
  onMessage: (text: string, severity?: 'success' | 'error') => void;
}

/**
 * The site's cost sheets: choose a CSV, read its preview (first rows, total,
 * every bad cell by line), import it when every row reads; list and delete.
 */
export function CostSheets({ args, canWrite, currency, onMessage }: CostSheetsProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const imports = useListCostImportsQuery(args ?? skipToken);
  const [preview, previewing] = usePreviewCostSheetMutation();
  const [save, saving] = useImportCostSheetMutation();
  const [remove, removing] = useDeleteCostImportMutation();
  const [file, setFile] = useState<{ name: string; csv: string; preview: CostSheetPreview } | undefined>();
  const [deleting, setDeleting] = useState<CostImport | undefined>();
  const [failure, setFailure] = useState<string>();
  const language = i18n.language;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !args) return;
    setFailure(undefined);
    setFile(undefined);
    const csv = await chosen.text();
    const result = await preview({ ...args, csv });
    if (result.data) setFile({ name: chosen.name, csv, preview: result.data });
    else setFailure(failureKey(result.error));
  };

  const list = imports.data ?? [];
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              {t('reports.ads.sheets.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('reports.ads.sheets.lead', { currency: currency ?? '' })}
            </Typography>
          </Box>
          {canWrite && (
            <Box>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                onChange={choose}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                data-testid="cost-sheet-input"
              />
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={previewing.isLoading}
              >
                {t('reports.ads.sheets.choose')}
              </Button>
            </Box>
          )}
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          {file && (
            <Stack spacing={1.5} data-testid="cost-preview">
              <Typography>
                {t('reports.ads.sheets.previewSummary', {
                  name: file.name,
                  n: file.preview.rowCount,
                  count: file.preview.rowCount,
                  total: formatAmount(file.preview.totalCost, file.preview.currency, language),
                })}
              </Typography>
              {file.preview.errors.length > 0 && (
                <Alert severity="error" role="alert">
                  {t('reports.ads.sheets.errorsTitle', {
                    n: file.preview.errors.length,
                    count: file.preview.errors.length,
                  })}
                  <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
                    {file.preview.errors.slice(0, 20).map((e) => (
                      <li key={`${e.line}-${e.column}`}>
                        {t('reports.ads.sheets.rowError', {
                          line: e.line,
                          column: e.column,
                          problem: t(e.message),
                        })}
                      </li>
                    ))}
                  </Box>
                </Alert>
              )}
              {file.preview.rows.length > 0 && (
                <TableContainer sx={{ maxHeight: 280 }}>
                  <Table size="small" stickyHeader aria-label={t('reports.ads.sheets.previewLabel')}>
                    <TableHead>
                      <TableRow>
                        {(['line', 'date', 'source', 'campaign', 'cost', 'clicks'] as const).map((c) => (
                          <TableCell key={c} align={['cost', 'clicks', 'line'].includes(c) ? 'right' : 'left'}>
                            {t(`reports.ads.sheets.columns.${c}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {file.preview.rows.map((r) => (
                        <TableRow key={r.line}>
                          <TableCell align="right">{r.line}</TableCell>
                          <TableCell>{r.date}</TableCell>
                          <TableCell>{r.source}</TableCell>
                          <TableCell>{r.campaign}</TableCell>
                          <TableCell align="right">{formatAmount(r.cost, file.preview.currency, language)}</TableCell>
                          <TableCell align="right">{r.clicks ?? '–'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
              <Stack direction="row" spacing={1.5}>
                <Button
                  variant="contained"
                  disabled={file.preview.errors.length > 0 || saving.isLoading || !args}
                  onClick={async () => {
                    if (!args) return;
                    const result = await save({ ...args, csv: file.csv, fileName: file.name });
                    if (result.data) {
                      onMessage(
                        t('reports.ads.sheets.imported', { n: result.data.rowCount, count: result.data.rowCount }),
                      );
                      setFile(undefined);
                    } else setFailure(failureKey(result.error));
                  }}
                >
                  {t('reports.ads.sheets.import')}
                </Button>
                <Button onClick={() => setFile(undefined)}>{t('ui.cancel')}</Button>
              </Stack>
            </Stack>
          )}
          <DataState
            isLoading={imports.isLoading || !args}
            isError={imports.isError}
            errorKey={errorMessageKey(imports.error as HttpError)}
            onRetry={imports.refetch}
            isEmpty={list.length === 0}
            emptyTitle={t('reports.ads.sheets.emptyTitle')}
            emptyText={t(canWrite ? 'reports.ads.sheets.emptyText' : 'reports.ads.sheets.emptyReadOnly')}
            rows={2}
          >
            <List aria-label={t('reports.ads.sheets.listLabel')}>
              {list.map((sheet) => (
                <ListItem
                  key={sheet.id}
                  divider
                  secondaryAction={
                    canWrite && (
                      <IconButton
                        aria-label={t('reports.ads.sheets.deleteNamed', { name: sheet.fileName || sheet.firstDay })}
                        onClick={() => setDeleting(sheet)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText
                    primary={sheet.fileName || t('reports.ads.sheets.unnamed')}
                    secondary={t('reports.ads.sheets.summary', {
                      n: sheet.rowCount,
                      count: sheet.rowCount,
                      total: formatAmount(sheet.totalCost, currency, language),
                      from: sheet.firstDay,
                      to: sheet.lastDay,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </DataState>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('reports.ads.sheets.deleteTitle')}
        text={t('reports.ads.sheets.deleteText', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('reports.goals.delete')}
        danger
        busy={removing.isLoading}
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (!deleting || !args) return;
          const result = await remove({ ...args, importId: deleting.id });
          if (result.error) onMessage(t(failureKey(result.error)), 'error');
          else onMessage(t('reports.ads.sheets.deleted'));
          setDeleting(undefined);
        }}
      />
    </Card>
  );
}
