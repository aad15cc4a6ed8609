import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@osm5/shared/schemas/link-imports';
import { useTranslation } from 'react-i18next';
import { TableContainer } from '../../../components/table-container.tsx';
import { fieldLabel, rowErrorText } from '../lib/row-error-text.ts';

const shownFields = ['destination', 'slug', 'title'] as const;

/** The first rows as they will be imported: the main fields, and each row's problems in words. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation();
  const cell = (cells: string[], field: (typeof shownFields)[number]) => {
    const index = preview.mapping[field];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const invalid = preview.rows.filter((r) => !r.valid).length;
  const nf = new Intl.NumberFormat(i18n.language);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('bulkImport.preview.summary', {
          shown: nf.format(preview.rows.length),
          total: nf.format(preview.total),
          invalid: nf.format(invalid),
        })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('bulkImport.preview.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bulkImport.preview.row')}</TableCell>
              <TableCell>{t('bulkImport.preview.status')}</TableCell>
              {shownFields.map((f) => (
                <TableCell key={f}>{t(`bulkImport.fields.${f}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.row} sx={row.valid ? undefined : { bgcolor: 'action.hover' }}>
                <TableCell>{nf.format(row.row)}</TableCell>
                <TableCell>
                  {row.valid ? (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
                      <CheckCircleIcon fontSize="small" />
                      <span>{t('bulkImport.preview.valid')}</span>
                    </Stack>
                  ) : (
                    <Stack spacing={0.5}>
                      {row.errors.map((e) => (
                        <Stack
                          key={`${e.field}-${e.message}`}
                          direction="row"
                          spacing={0.5}
                          sx={{ alignItems: 'flex-start', color: 'error.main' }}
                        >
                          <ErrorIcon fontSize="small" />
                          <span>
                            {e.field ? `${fieldLabel(t, e.field)}: ` : ''}
                            {rowErrorText(t, e)}
                          </span>
                        </Stack>
                      ))}
                    </Stack>
                  )}
                </TableCell>
                {shownFields.map((f) => (
                  <TableCell key={f}>
                    <Box component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                      {cell(row.cells, f)}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
