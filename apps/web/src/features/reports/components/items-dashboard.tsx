import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DashboardFigures, DashboardItemType } from '@osm5/shared/schemas/analytics-dashboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { changeOf, formatChange, formatMetric } from '../../../components/analytics/format-value.ts';
import { SparkLine } from '../../../components/analytics/spark-line.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useGetAnalyticsDashboardQuery } from '../api/get-analytics-dashboard.ts';
import { reportPath } from '../lib/report-nav.ts';

const PAGE_SIZE = 5;

/** The viewer's own zone: "today" on the dashboard is their day. */
const viewerTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The report a dashboard item opens on. */
const OVERVIEW = 'audience_overview';

interface ItemsDashboardProps {
  orgId: string;
  workspaceId: string;
}

/**
 * The headline numbers of a workspace's links (clicks) and sites (visitors),
 * each section shown to those who read its module (links:read,
 * analytics:read): today and the last 7 days against the period before, the
 * 14-day trend, the top items of the week and every item, paged, each leading
 * to its reports.
 */
export function ItemsDashboard({ orgId, workspaceId }: ItemsDashboardProps) {
  const current = useCurrentOrg();
  const held = workspacePrivileges(current, workspaceId);
  const types: DashboardItemType[] = [];
  if (held.has('links:read')) types.push('surl');
  if (held.has('analytics:read')) types.push('analytics');
  if (types.length === 0) return null;
  return (
    <Stack spacing={3} data-testid="items-dashboard">
      {types.map((type) => (
        <DashboardSection key={type} orgId={orgId} workspaceId={workspaceId} type={type} />
      ))}
    </Stack>
  );
}

function Figure({
  label,
  value,
  current,
  previous,
  against,
  testId,
}: {
  label: string;
  value: string;
  current: number;
  previous: number;
  against: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const change = changeOf(current, previous);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: change === undefined || change === 0 ? 'text.secondary' : change > 0 ? 'success.main' : 'error.main',
        }}
      >
        {change === undefined
          ? t('reports.dashboard.noComparison')
          : t(against, { change: formatChange(change, i18n.language) })}
      </Typography>
    </Box>
  );
}

/** A small line of the days, its values read out by its label. */
function Trend({ data, label, height }: { data: number[]; label: string; height: number }) {
  const theme = useTheme();
  return (
    <Box role="img" aria-label={label} sx={{ minWidth: 0 }}>
      <SparkLine data={data} height={height} area curve="linear" color={theme.palette.primary.main} />
    </Box>
  );
}

function DashboardSection({ orgId, workspaceId, type }: ItemsDashboardProps & { type: DashboardItemType }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const query = useGetAnalyticsDashboardQuery({
    orgId,
    workspaceId,
    params: { type, page, pageSize: PAGE_SIZE, timeZone: viewerTimeZone() },
  });
  const data = query.data;
  const metric = type === 'surl' ? 'clicks' : 'visitors';
  const metricName = t(`reports.metrics.${metric}`);
  const format = (v: number) => formatMetric(metric, v, language);
  const figures: DashboardFigures | undefined = data?.figures;
  const trendLabel = (values: number[]) =>
    t('reports.dashboard.trendLabel', { metric: metricName, values: values.map(format).join(', ') });
  const href = (id: string) => reportPath(workspaceId, type, id, OVERVIEW);
  const title = t(type === 'surl' ? 'reports.dashboard.links' : 'reports.dashboard.sites');

  return (
    <Card component="section" aria-label={title} data-testid={`dashboard-${type}`}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        <DataState
          isLoading={query.isLoading || (query.isFetching && !data)}
          isError={query.isError}
          errorKey="reports.dashboard.failed"
          onRetry={query.refetch}
          isEmpty={data?.total === 0}
          emptyText={t(type === 'surl' ? 'reports.dashboard.emptyLinks' : 'reports.dashboard.emptySites')}
          rows={4}
        >
          {data && figures && (
            <Stack spacing={3}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 2fr' },
                  alignItems: 'center',
                }}
              >
                <Figure
                  label={t('reports.dashboard.today', { metric: metricName })}
                  value={format(figures.today)}
                  current={figures.today}
                  previous={figures.yesterday}
                  against="reports.dashboard.vsYesterday"
                  testId={`dashboard-${type}-today`}
                />
                <Figure
                  label={t('reports.dashboard.last7', { metric: metricName })}
                  value={format(figures.last7)}
                  current={figures.last7}
                  previous={figures.previous7}
                  against="reports.dashboard.vsPrevious7"
                  testId={`dashboard-${type}-last7`}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('reports.dashboard.trend')}
                  </Typography>
                  <Trend data={data.trend} label={trendLabel(data.trend)} height={72} />
                </Box>
              </Box>

              <Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {t('reports.dashboard.top')}
                </Typography>
                {data.top.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('reports.dashboard.topEmpty')}
                  </Typography>
                ) : (
                  <List dense disablePadding component="ol" data-testid={`dashboard-${type}-top`}>
                    {data.top.map((item) => (
                      <ListItem key={item.id} disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
                        <Link component={RouterLink} to={href(item.id)} sx={{ overflowWrap: 'anywhere' }}>
                          <bdi>{item.name}</bdi>
                        </Link>
                        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {format(item.value)}
                        </Typography>
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>

              <Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {t(type === 'surl' ? 'reports.dashboard.eachLink' : 'reports.dashboard.eachSite')}
                </Typography>
                <TableContainer>
                  <Table size="small" aria-label={title} data-testid={`dashboard-${type}-items`}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('reports.dashboard.name')}</TableCell>
                        <TableCell align="right">{t('reports.dashboard.todayShort')}</TableCell>
                        <TableCell align="right">{t('reports.dashboard.last7Short')}</TableCell>
                        <TableCell align="right">{t('reports.dashboard.change')}</TableCell>
                        <TableCell sx={{ width: 140 }}>{t('reports.dashboard.trend')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.items.map((item) => {
                        const change = changeOf(item.figures.last7, item.figures.previous7);
                        return (
                          <TableRow key={item.id} hover>
                            <TableCell sx={{ overflowWrap: 'anywhere' }}>
                              <Link
                                component={RouterLink}
                                to={href(item.id)}
                                aria-label={t('reports.dashboard.reportsOf', { name: item.name })}
                              >
                                <bdi>{item.name}</bdi>
                              </Link>
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {format(item.figures.today)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {format(item.figures.last7)}
                            </TableCell>
                            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                              {change === undefined ? '–' : formatChange(change, language)}
                            </TableCell>
                            <TableCell>
                              <Trend data={item.trend} label={trendLabel(item.trend)} height={28} />
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
                <TablePagination
                  component="div"
                  count={data.total}
                  page={page - 1}
                  rowsPerPage={PAGE_SIZE}
                  rowsPerPageOptions={[PAGE_SIZE]}
                  onPageChange={(_, next) => setPage(next + 1)}
                  labelDisplayedRows={({ from, to, count }) =>
                    t('reports.dashboard.shown', {
                      from: new Intl.NumberFormat(language).format(from),
                      to: new Intl.NumberFormat(language).format(to),
                      count: new Intl.NumberFormat(language).format(count),
                    })
                  }
                  getItemAriaLabel={(kind) =>
                    t(kind === 'next' ? 'reports.dashboard.nextPage' : 'reports.dashboard.previousPage')
                  }
                  showFirstButton={false}
                  showLastButton={false}
                />
              </Box>
            </Stack>
          )}
        </DataState>
      </CardContent>
    </Card>
  );
}
