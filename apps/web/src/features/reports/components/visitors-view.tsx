import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { VisitorSummaryView } from '@osm5/shared/schemas/visit-log';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useGetVisitorProfileQuery, useGetVisitorsQuery } from '../api/get-visits.ts';
import { withFilter } from '../lib/report-request.ts';
import type { ReportContext } from '../lib/use-report-context.ts';
import { formatInstant, shortVisitor, visitParams } from '../lib/visit-format.ts';
import { VisitCard } from './visit-card.tsx';
import { VisitPager } from './visit-pager.tsx';

const PAGE_SIZE = 25;
type Sort = 'visits' | 'last_seen';

/** The visitors of the period (most visits or last seen first); a visitor's id opens their profile. */
export function VisitorsView({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { settings, range, ws } = ctx;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>('visits');
  const [open, setOpen] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period or filter starts at the first page
  useEffect(() => setPage(1), [ctx.settingsKey]);
  const params =
    range &&
    visitParams({ type: ctx.type, id: ctx.id, range, filters: settings.filters, page, pageSize: PAGE_SIZE, sort });
  const list = useGetVisitorsQuery(ws && params ? { ...ws, params } : skipToken);
  const data = list.data;
  const n = (v: number) => new Intl.NumberFormat(language).format(v);
  const place = (v: VisitorSummaryView) =>
    [v.city, v.country ? valueLabel(t, language, 'country', v.country) : ''].filter(Boolean).join(', ') ||
    t('reports.layout.none');
  const device = (v: VisitorSummaryView) =>
    [
      valueLabel(t, language, 'device_type', v.deviceType),
      v.os && valueLabel(t, language, 'os', v.os),
      v.browser && valueLabel(t, language, 'browser', v.browser),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography id="visitors-sort" variant="body2" color="text.secondary">
                {t('reports.visits.sortBy')}
              </Typography>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={sort}
                aria-labelledby="visitors-sort"
                onChange={(_, value: Sort | null) => {
                  if (value) {
                    setSort(value);
                    setPage(1);
                  }
                }}
              >
                <ToggleButton value="visits">{t('reports.visits.sortVisits')}</ToggleButton>
                <ToggleButton value="last_seen">{t('reports.visits.sortLastSeen')}</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            <DataState
              isLoading={list.isLoading || list.isFetching || (Boolean(params) && list.isUninitialized)}
              isError={list.isError}
              errorKey="reports.layout.failed"
              onRetry={list.refetch}
              isEmpty={data?.visitors.length === 0}
              emptyTitle={t('reports.visits.noVisitors')}
              emptyText={t('reports.layout.emptyText')}
            >
              {data && (
                <>
                  <TableContainer>
                    <Table size="small" aria-label={t('reports.visitors_detailed.title')} data-testid="visitors-table">
                      <TableHead>
                        <TableRow>
                          <TableCell>{t('reports.visits.visitorColumn')}</TableCell>
                          <TableCell>{t('reports.visits.firstSeen')}</TableCell>
                          <TableCell>{t('reports.visits.lastSeen')}</TableCell>
                          <TableCell align="right">{columnLabel(t, 'sessions', 'metric')}</TableCell>
                          <TableCell align="right">{columnLabel(t, 'pageviews', 'metric')}</TableCell>
                          <TableCell align="right">{columnLabel(t, 'events', 'metric')}</TableCell>
                          <TableCell align="right">{columnLabel(t, 'revenue', 'metric')}</TableCell>
                          <TableCell>{t('reports.visits.place')}</TableCell>
                          <TableCell>{t('reports.visits.device')}</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {data.visitors.map((v) => (
                          <TableRow key={v.visitorId} hover>
                            <TableCell>
                              <Link
                                component="button"
                                type="button"
                                underline="hover"
                                onClick={() => setOpen(v.visitorId)}
                                aria-label={t('reports.visits.openProfile', { id: shortVisitor(v.visitorId) })}
                                sx={{ fontFamily: 'monospace' }}
                              >
                                {shortVisitor(v.visitorId)}
                              </Link>
                            </TableCell>
                            <TableCell>{formatInstant(v.firstSeen, language, data.timeZone)}</TableCell>
                            <TableCell>{formatInstant(v.lastSeen, language, data.timeZone)}</TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {n(v.visits)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {n(v.pageviews)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {n(v.events)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {formatMetric('revenue', v.revenue, language, data.currency)}
                            </TableCell>
                            <TableCell>{place(v)}</TableCell>
                            <TableCell>{device(v)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                  <VisitPager
                    page={page}
                    pageSize={data.pageSize}
                    total={data.total}
                    onPage={setPage}
                    countKey="visitorCount"
                  />
                </>
              )}
            </DataState>
          </Stack>
        </CardContent>
      </Card>
      <VisitorDrawer ctx={ctx} visitorId={open} onClose={() => setOpen(undefined)} />
    </>
  );
}

/** One visitor's profile beside the list: their summary and their visits of the period, each expandable. */
function VisitorDrawer({
  ctx,
  visitorId,
  onClose,
}: {
  ctx: ReportContext;
  visitorId: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { settings, range, ws } = ctx;
  const params =
    range && visitParams({ type: ctx.type, id: ctx.id, range, filters: settings.filters, page: 1, pageSize: 100 });
  const profile = useGetVisitorProfileQuery(ws && params && visitorId ? { ...ws, params, visitorId } : skipToken);
  const data = profile.data;
  const n = (v: number) => new Intl.NumberFormat(language).format(v);
  const onFilter = (dimension: string, value: string) => {
    onClose();
    ctx.update({ filters: withFilter(settings.filters, dimension, value) });
  };
  const title = visitorId ? t('reports.visits.visitor', { id: shortVisitor(visitorId) }) : '';
  return (
    <Drawer
      anchor="right"
      open={Boolean(visitorId)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } }, 'aria-label': title } }}
    >
      <Stack spacing={2} sx={{ p: 2 }} data-testid="visitor-profile">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('reports.visits.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <DataState
          isLoading={profile.isLoading || profile.isFetching}
          isError={profile.isError}
          errorKey="reports.layout.failed"
          onRetry={profile.refetch}
        >
          {data && (
            <Stack spacing={2}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  '& dt': { color: 'text.secondary', typography: 'caption' },
                  '& dd': { m: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums' },
                }}
              >
                <div>
                  <dt>{t('reports.visits.firstSeen')}</dt>
                  <dd>{formatInstant(data.visitor.firstSeen, language, data.timeZone)}</dd>
                </div>
                <div>
                  <dt>{t('reports.visits.lastSeen')}</dt>
                  <dd>{formatInstant(data.visitor.lastSeen, language, data.timeZone)}</dd>
                </div>
                <div>
                  <dt>{columnLabel(t, 'sessions', 'metric')}</dt>
                  <dd data-testid="profile-visits">{n(data.visitor.visits)}</dd>
                </div>
                <div>
                  <dt>{columnLabel(t, 'pageviews', 'metric')}</dt>
                  <dd>{n(data.visitor.pageviews)}</dd>
                </div>
                <div>
                  <dt>{columnLabel(t, 'events', 'metric')}</dt>
                  <dd>{n(data.visitor.events)}</dd>
                </div>
                <div>
                  <dt>{columnLabel(t, 'revenue', 'metric')}</dt>
                  <dd>{formatMetric('revenue', data.visitor.revenue, language, data.currency)}</dd>
                </div>
              </Box>
              <Typography variant="subtitle1" component="h3">
                {t('reports.visits.profileVisits')}
              </Typography>
              {data.visits.map((v) => (
                <VisitCard
                  key={v.id}
                  visit={v}
                  timeZone={data.timeZone}
                  onFilter={onFilter}
                  isLink={ctx.type === 'surl'}
                />
              ))}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Drawer>
  );
}
