import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SalesFigures, salesFigureMetrics } from '@osm5/shared/schemas/ad-costs';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { KpiChangeCard } from '../../../components/analytics/kpi-change-card.tsx';
import { ReportChart } from '../../../components/analytics/report-chart.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { useSalesReportQuery } from '../ads/ads-api.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { withFilter } from '../lib/report-request.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { SalesProducts } from './sales-products.tsx';
import { SalesSources, salesCards } from './sales-sources.tsx';

/**
 * sales: the sales tracker of a site (orders, revenue, conversion rate, average
 * order value; by day, source and product), compared with the period before,
 * with the filters and segment the user carries from report to report.
 */
export function SalesPage() {
  const ctx = useReportContext();
  return ctx && <SalesTracker ctx={ctx} />;
}

function SalesTracker({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const args = ctx.ws && ctx.selection && { ...ctx.ws, siteId: ctx.id, ...ctx.selection };
  const report = useSalesReportQuery(args ?? skipToken);
  const data = report.data;
  const language = i18n.language;
  const show = (key: keyof SalesFigures, v: number | null) =>
    formatMetric(salesFigureMetrics[key], v, language, data?.currency);
  const bucket = data && Date.parse(data.range.to) - Date.parse(data.range.from) <= 2 * 86_400_000 ? 'hour' : 'day';

  return (
    <ReportLayout ctx={ctx} controls="filtered-period">
      <DataState
        isLoading={report.isLoading || report.isFetching || (Boolean(args) && report.isUninitialized)}
        isError={report.isError}
        errorKey={errorMessageKey(report.error as HttpError)}
        onRetry={report.refetch}
        isEmpty={data?.totals.orders === 0 && data.previous.orders === 0}
        emptyTitle={t('reports.sales.emptyTitle')}
        emptyText={t('reports.sales.emptyText')}
      >
        {data && (
          <Stack spacing={3}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              {salesCards.map((c) => (
                <KpiChangeCard
                  key={c}
                  label={t(`reports.sales.columns.${c}`)}
                  value={show(c, data.totals[c])}
                  current={data.totals[c]}
                  previous={data.previous[c]}
                  testId={`sales-${c}`}
                />
              ))}
            </Stack>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t('reports.sales.trend')}
                </Typography>
                <ReportChart
                  result={{
                    columns: [
                      { name: bucket, kind: 'dimension' },
                      { name: 'revenue', kind: 'metric' },
                    ],
                    rows: data.trend.map((b) => ({ [bucket]: b.bucket, revenue: b.revenue })),
                    totals: {},
                    timeZone: data.timeZone,
                    currency: data.currency,
                  }}
                  metric="revenue"
                />
              </CardContent>
            </Card>
            {args && <SalesSources args={args} show={show} />}
            {args && (
              <SalesProducts
                args={args}
                currency={data.currency}
                onProduct={(product) => ctx.update({ filters: withFilter(ctx.settings.filters, 'product', product) })}
              />
            )}
          </Stack>
        )}
      </DataState>
    </ReportLayout>
  );
}
