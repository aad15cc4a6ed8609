import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { timeGranularities } from '@osm5/shared/analytics/time-buckets';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { TableContainer } from '../../../components/table-container.tsx';

const isTime = (name: string) => (timeGranularities as readonly string[]).includes(name);

/** An answer's rows as a table, with the values formatted as the reports format them. */
export function ResultTable({ result, title }: { result: ReportQueryResult; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={title} data-testid="ai-result-table">
        <TableHead>
          <TableRow>
            {result.columns.map((c) => (
              <TableCell key={c.name} align={c.kind === 'metric' ? 'right' : 'left'}>
                {columnLabel(t, c.name, c.kind)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {result.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its rank in the answer
            <TableRow key={i}>
              {result.columns.map((c) => {
                const value = row[c.name];
                const text =
                  c.kind === 'metric'
                    ? formatMetric(c.name, typeof value === 'number' ? value : null, language, result.currency)
                    : isTime(c.name)
                      ? formatBucket(String(value), c.name, language)
                      : valueLabel(t, language, c.name, value);
                return (
                  <TableCell
                    key={c.name}
                    align={c.kind === 'metric' ? 'right' : 'left'}
                    sx={{
                      fontVariantNumeric: 'tabular-nums',
                      // a day or an hour stays on one line; a long name may break anywhere
                      ...(isTime(c.name) ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
                    }}
                  >
                    <bdi>{text}</bdi>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
