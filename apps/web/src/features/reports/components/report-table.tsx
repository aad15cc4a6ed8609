import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { isFilterDimension } from '@osm5/shared/analytics/query';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { TableContainer } from '../../../components/table-container.tsx';
import { timeDimensions } from '../lib/report-nav.ts';
import type { ReportPageState } from '../lib/report-request.ts';
import { FilterLink } from './filter-link.tsx';
import { RowsPager } from './rows-pager.tsx';

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
                        {formatMetric(c.name, typeof value === 'number' ? value : null, language, result.currency)}
                      </TableCell>
                    );
                  }
                  if (timeDimensions.includes(c.name)) {
                    // a day or an hour stays on one line ("10 نوفمبر" broke in two in Arabic)
                    return (
                      <TableCell key={c.name} sx={{ whiteSpace: 'nowrap' }}>
                        {formatBucket(String(value), c.name, language)}
                      </TableCell>
                    );
                  }
                  const text = valueLabel(t, language, c.name, value);
                  return (
                    <TableCell key={c.name} sx={{ overflowWrap: 'anywhere' }}>
                      {isFilterDimension(c.name) ? (
                        // a value filters by it, where its dimension can be a filter
                        <FilterLink text={text} onFilter={() => onFilter(c.name, String(value ?? ''))} />
                      ) : (
                        <bdi>{text}</bdi>
                      )}
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
                    ? formatMetric(c.name, result.totals[c.name], language, result.currency)
                    : i === 0
                      ? t('reports.layout.total')
                      : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <RowsPager
        page={page}
        pageSize={pageSize}
        shown={result.rows.length}
        total={total}
        hasNext={hasNext}
        onPage={onPage}
        testId="report-table-shown"
      />
    </>
  );
}
