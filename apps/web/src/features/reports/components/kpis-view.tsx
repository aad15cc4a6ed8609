import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportAppType, ReportEntry } from '@osm5/shared/analytics/report-catalogue';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { KpiChangeCard } from '../../../components/analytics/kpi-change-card.tsx';
import { ReportChart } from '../../../components/analytics/report-chart.tsx';
import { columnLabel } from '../../../components/analytics/value-label.ts';
import { DataState } from '../../../components/data-state.tsx';
import { useGetReportQuery } from '../api/get-report.ts';
import type { WorkspaceArgs } from '../api/reports-api.ts';
import { reportParams } from '../lib/report-request.ts';
import type { SharedSettings } from '../lib/report-search.ts';
import { TopList } from './top-list.tsx';

/** The overview's trend and its top lists read these reports of the catalogue. */
const trendRoute = 'audience_overview';
const topRoutes = ['con', 'acquisition', 'site_all', 'device/overview'] as const;

interface KpisViewProps {
  result: ReportQueryResult;
  entry: ReportEntry;
  ws: WorkspaceArgs | undefined;
  type: ReportAppType;
  id: string;
  range: { from: string; to: string } | undefined;
  settings: SharedSettings;
  hrefOf: (route: string) => string;
}

/** The overview: each metric against the previous period, the trend of the first, and the top of four other reports. */
export function KpisView({ result, entry, ws, type, id, range, settings, hrefOf }: KpisViewProps) {
  const { t, i18n } = useTranslation();
  const metrics = entry.metrics[type];
  const trend = useGetReportQuery(
    ws && range
      ? {
          ...ws,
          params: reportParams({
            route: trendRoute,
            type,
            id,
            range,
            compare: true,
            filters: settings.filters,
            segment: settings.segment,
            page: 1,
            pageSize: 1000,
          }),
        }
      : skipToken,
  );
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {metrics.map((m) => (
          <KpiChangeCard
            key={m}
            label={columnLabel(t, m, 'metric')}
            value={formatMetric(m, result.totals[m], i18n.language, result.currency)}
            current={result.totals[m]}
            previous={result.compare?.totals[m]}
            lowerIsBetter={m === 'bounce_rate'}
            testId={`kpi-${m}`}
          />
        ))}
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('reports.layout.trend', { metric: columnLabel(t, metrics[0] ?? '', 'metric') })}
          </Typography>
          <DataState
            isLoading={trend.isLoading}
            isError={trend.isError}
            errorKey="reports.layout.failed"
            onRetry={trend.refetch}
          >
            {trend.data && <ReportChart result={trend.data} metric={metrics[0] ?? ''} />}
          </DataState>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {topRoutes.map((route) => (
          <TopList
            key={route}
            ws={ws}
            type={type}
            id={id}
            route={route}
            range={range}
            settings={settings}
            href={hrefOf(route)}
          />
        ))}
      </Box>
    </Stack>
  );
}
