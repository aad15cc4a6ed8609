import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { timeDimensions } from '../lib/report-nav.ts';
import type { ReportPageState } from '../lib/report-request.ts';

interface ReportTableProps {
  result: ReportQueryResult;
  title: string;
  sort: ReportPageState['sort'];
  onSort: (key: string) => void;
  onFilter: (dimension: string, value: string) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * The report's rows: a click on a metric's header sorts by it (the server
 * sorts, so every page follows), a click on a value filters the report by it.
 */
export function ReportTable({ result, title, sort, onSort, onFilter, page, pageSize, onPage }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // with a total (GET analytics/report gives one) the pager knows the end; without, a full page may have a next
  const total = result.total;
  const hasNext = total === undefined ? result.rows.length >= pageSize : page * pageSize < total;
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={title} data-testid="report-table">
          <TableHead>
            <TableRow>
              {result.columns.map((c) => {
                const label = columnLabel(t, c.name, c.kind);
                const active = sort?.key === c.name;
                return (
                  <TableCell
                    key={c.name}
                    align={c.kind === 'metric' ? 'right' : 'left'}
                    sortDirection={active ? sort?.direction : false}
                  >
                    {c.kind === 'metric' ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort?.direction : 'desc'}
                        onClick={() => onSort(c.name)}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {result.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the ranked page
              <TableRow key={i} hover>
                {result.columns.map((c) => {
                  const value = row[c.name];
                  if (c.kind === 'metric') {
                    return (
                      <TableCell key={c.name} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMetric(c.name, typeof value === 'number' ? value : null, language)}
                      </TableCell>
                    );
                  }
                  if (timeDimensions.includes(c.name)) {
                    return <TableCell key={c.name}>{formatBucket(String(value), c.name, language)}</TableCell>;
                  }
                  const text = valueLabel(t, language, c.name, value);
                  return (
                    <TableCell key={c.name} sx={{ overflowWrap: 'anywhere' }}>
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        onClick={() => onFilter(c.name, String(value ?? ''))}
                        title={t('reports.layout.addFilter', { value: text })}
                        // long values (addresses) break anywhere, but never so narrow that a short name breaks
                        sx={{ textAlign: 'start', minWidth: '6ch' }}
                      >
                        <bdi>{text}</bdi>
                      </Link>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              {result.columns.map((c, i) => (
                <TableCell
                  key={c.name}
                  align={c.kind === 'metric' ? 'right' : 'left'}
                  sx={{ fontWeight: 600, color: 'text.primary', fontVariantNumeric: 'tabular-nums' }}
                >
                  {c.kind === 'metric'
                    ? formatMetric(c.name, result.totals[c.name], language)
                    : i === 0
                      ? t('reports.layout.total')
                      : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {(page > 1 || hasNext || (total !== undefined && total > 0)) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', pt: 2 }}>
          {(page > 1 || hasNext) && (
            <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('reports.layout.previous')}
            </Button>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="report-table-shown">
            {total === undefined
              ? t('reports.layout.page', { page: number(page) })
              : t('reports.paging.shown', {
                  from: number(Math.min(total, (page - 1) * pageSize + 1)),
                  to: number((page - 1) * pageSize + result.rows.length),
                  total: number(total),
                })}
          </Typography>
          {(page > 1 || hasNext) && (
            <Button size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
              {t('reports.layout.next')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
