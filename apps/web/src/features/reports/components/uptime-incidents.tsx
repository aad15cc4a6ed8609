import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../components/analytics/format-value.ts';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useGetUptimeIncidentsQuery, type WatchedItem } from '../api/get-flow-uptime.ts';
import type { ReportContext } from '../lib/use-report-context.ts';

const INCIDENTS_PAGE = 10;

/** The incidents of a watched address, newest first, a page at a time. */
export function Incidents({ ctx, item }: { ctx: ReportContext; item: WatchedItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const incidents = useGetUptimeIncidentsQuery(
    ctx.ws ? { ...ctx.ws, item, page, pageSize: INCIDENTS_PAGE } : skipToken,
  );
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="incidents-title">
          {t('reports.uptime.incidentsTitle')}
        </Typography>
        <DataState
          isLoading={incidents.isLoading || incidents.isFetching}
          isError={incidents.isError}
          errorKey="reports.layout.failed"
          onRetry={incidents.refetch}
          isEmpty={incidents.data?.total === 0}
          emptyTitle={t('reports.uptime.noIncidentsTitle')}
          emptyText={t('reports.uptime.noIncidents')}
        >
          {incidents.data && (
            <>
              <TableContainer>
                <Table size="small" aria-labelledby="incidents-title" data-testid="incidents">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('reports.uptime.started')}</TableCell>
                      <TableCell>{t('reports.uptime.ended')}</TableCell>
                      <TableCell align="right">{t('reports.uptime.duration')}</TableCell>
                      <TableCell>{t('reports.uptime.cause')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {incidents.data.items.map((incident) => (
                      <TableRow key={incident.id} hover>
                        <TableCell>{when.format(new Date(incident.startedAt))}</TableCell>
                        <TableCell>
                          {incident.endedAt ? (
                            when.format(new Date(incident.endedAt))
                          ) : (
                            <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
                              {t('reports.uptime.ongoingShort')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatDuration(incident.durationSeconds, language)}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{incident.cause}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={incidents.data.total}
                page={page - 1}
                rowsPerPage={INCIDENTS_PAGE}
                rowsPerPageOptions={[INCIDENTS_PAGE]}
                onPageChange={(_, next) => setPage(next + 1)}
                labelDisplayedRows={({ from, to, count }) =>
                  t('reports.uptime.rows', {
                    from: new Intl.NumberFormat(language).format(from),
                    to: new Intl.NumberFormat(language).format(to),
                    total: new Intl.NumberFormat(language).format(count),
                  })
                }
              />
            </>
          )}
        </DataState>
      </CardContent>
    </Card>
  );
}
