import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GoalOverview } from '@osm5/shared/schemas/analytics-goals';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { changeOf, formatAmount, formatChange, formatMetric } from '../../../components/analytics/format-value.ts';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { CampaignCells, CampaignHeadCells } from '../components/campaign-cells.tsx';
import { PagedTableCard } from '../components/paged-table-card.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { useColumnOrder } from '../lib/use-column-order.tsx';
import { useKeyedPage } from '../lib/use-keyed-page.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { describeGoal } from './goal-describe.ts';
import { GoalTrend } from './goal-trend.tsx';
import { type GoalSourceOrder, useGoalOverviewQuery, useGoalSourcesQuery } from './goals-api.ts';

/**
 * goals/overview: each goal's conversions, rate, revenue and value against the
 * period before, and its trend; with the filters and segment the user carries.
 */
export function GoalsOverviewPage() {
  const ctx = useReportContext();
  return ctx && <GoalsOverviewReport ctx={ctx} />;
}

type GoalItem = GoalOverview['goals'][number];

function GoalsOverviewReport({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const args = ctx.ws && ctx.selection && { ...ctx.ws, siteId: ctx.id, ...ctx.selection };
  const overview = useGoalOverviewQuery(args ?? skipToken);
  const [selected, setSelected] = useState<string>();
  const data = overview.data;
  const chosen = data?.goals.find((g) => g.goal.id === selected);
  const language = i18n.language;
  const change = (current: number | null, previous: number | null) => {
    const c = changeOf(current, previous);
    return c === undefined ? t('reports.layout.noComparison') : formatChange(c, language);
  };

  return (
    <ReportLayout
      ctx={ctx}
      controls="filtered-period"
      actions={
        <Button component={RouterLink} to={ctx.hrefOf('goals/add')} variant="outlined" startIcon={<AddIcon />}>
          {t('reports.goals.add')}
        </Button>
      }
    >
      <Card>
        <CardContent>
          <DataState
            isLoading={overview.isLoading || overview.isFetching || (Boolean(args) && overview.isUninitialized)}
            isError={overview.isError}
            errorKey={errorMessageKey(overview.error as HttpError)}
            onRetry={overview.refetch}
            isEmpty={data?.goals.length === 0}
            emptyTitle={t('reports.goals.emptyTitle')}
            emptyText={t('reports.goals.emptyOverview')}
            emptyAction={
              <Button component={RouterLink} to={ctx.hrefOf('goals/add')} variant="contained">
                {t('reports.goals.add')}
              </Button>
            }
          >
            {data && (
              <TableContainer>
                <Table size="small" aria-label={t('reports.goals_overview.title')} data-testid="goals-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('reports.goals.columns.goal')}</TableCell>
                      <TableCell align="right">{t('reports.goals.columns.conversions')}</TableCell>
                      <TableCell align="right">{t('reports.goals.columns.rate')}</TableCell>
                      <TableCell align="right">{t('reports.goals.columns.revenue')}</TableCell>
                      <TableCell align="right">{t('reports.goals.columns.value')}</TableCell>
                      <TableCell>{t('reports.goals.columns.trend')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.goals.map((g) => (
                      <TableRow key={g.goal.id}>
                        <TableCell>
                          <Link
                            component="button"
                            type="button"
                            onClick={() => setSelected(g.goal.id === selected ? undefined : g.goal.id)}
                            aria-expanded={g.goal.id === selected}
                            sx={{ textAlign: 'start' }}
                          >
                            {g.goal.name}
                          </Link>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {describeGoal(g.goal, t, data.currency, language)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          <span data-testid="goal-conversions">
                            {formatMetric('conversions', g.current.conversions, language)}
                          </span>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {change(g.current.conversions, g.previous.conversions)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          {formatMetric('conversion_rate', g.current.conversionRate, language)}
                          <Typography variant="caption" color="text.secondary" component="div">
                            {change(g.current.conversionRate, g.previous.conversionRate)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          {formatAmount(g.current.revenue, data.currency, language)}
                          <Typography variant="caption" color="text.secondary" component="div">
                            {change(g.current.revenue, g.previous.revenue)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          {g.current.value === null ? '–' : formatAmount(g.current.value, data.currency, language)}
                        </TableCell>
                        <TableCell>
                          <GoalTrend data={g.trend.map((b) => b.conversions)} name={g.goal.name} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </DataState>
        </CardContent>
      </Card>
      {chosen && args && <GoalSourcesCard args={{ ...args, goalId: chosen.goal.id }} item={chosen} />}
    </ReportLayout>
  );
}

const SOURCES_PAGE_SIZE = 10;

/** One goal by the source and campaign of the visits that came through a tagged link, most visitors first, paged. */
function GoalSourcesCard({
  args,
  item,
}: {
  args: Omit<Parameters<typeof useGoalSourcesQuery>[0] & object, 'page' | 'pageSize' | 'sort' | 'direction'>;
  item: GoalItem;
}) {
  const { t, i18n } = useTranslation();
  const { order, headCell } = useColumnOrder<GoalSourceOrder['sort']>({
    sort: 'conversions',
    direction: 'desc',
  });
  // another goal, period, filter, segment or order starts at the first page
  const [page, setPage] = useKeyedPage(JSON.stringify({ args, order }));
  const sources = useGoalSourcesQuery({ ...args, ...order, page, pageSize: SOURCES_PAGE_SIZE });
  const caption = t('reports.goals.bySource', { name: item.goal.name });
  return (
    <PagedTableCard
      title={caption}
      query={sources}
      page={page}
      onPage={setPage}
      emptyTitle={t('reports.layout.emptyTitle')}
      emptyText={t('reports.goals.noSources')}
      shownTestId="goal-sources-shown"
    >
      {(data) => (
        <TableContainer>
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <CampaignHeadCells visitorsCell={(label) => headCell('visitors', label)} />
                {headCell('conversions', t('reports.goals.columns.conversions'))}
                {headCell('conversionRate', t('reports.goals.columns.rate'))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((r) => (
                <TableRow key={`${r.source}|${r.campaign}`}>
                  <CampaignCells row={r} />
                  <TableCell align="right">{formatMetric('conversions', r.conversions, i18n.language)}</TableCell>
                  <TableCell align="right">
                    {formatMetric('conversion_rate', r.conversionRate, i18n.language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PagedTableCard>
  );
}
