import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdPerformanceRow } from '@osm5/shared/schemas/ad-costs';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMetric, NO_VALUE } from '../../../components/analytics/format-value.ts';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import { CsvExportButton } from '../components/csv-export-button.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { useCanWriteAnalytics } from '../goals/use-can-write.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { ReportPage } from '../pages/report-page.tsx';
import { type AdsBy, adsCsvUrl, useAdPerformanceQuery } from './ads-api.ts';
import { CostSheets } from './cost-sheets.tsx';

/**
 * ads/campaigns and ads/source_campaigns: for a site, visits, orders and
 * revenue by campaign joined with its imported costs (cost, CPC, CPA, ROAS)
 * and its cost sheets; a link's are its clicks by campaign (the table page).
 */
export function AdsPage() {
  const ctx = useReportContext();
  if (!ctx) return null;
  return ctx.type === 'surl' ? <ReportPage /> : <AdsReport ctx={ctx} />;
}

type Column = keyof Omit<AdPerformanceRow, 'source' | 'campaign' | 'sessions' | 'impressions'>;
const columns: Column[] = ['visitors', 'conversions', 'revenue', 'cost', 'clicks', 'cpc', 'cpa', 'roas'];
const moneyColumns: readonly Column[] = ['revenue', 'cost', 'cpc', 'cpa'];

function AdsReport({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const { range } = ctx;
  const by: AdsBy = ctx.route === 'ads/campaigns' ? 'campaign' : 'source_campaign';
  const siteArgs = ctx.ws && { ...ctx.ws, siteId: ctx.id };
  const args = siteArgs && range && { ...siteArgs, ...range, by };
  const report = useAdPerformanceQuery(args ?? skipToken);
  const site = useGetReportSiteQuery(siteArgs ?? skipToken);
  const canWrite = useCanWriteAnalytics(ctx.ws?.workspaceId);
  const { toast, show } = useToast();
  const data = report.data;
  const currency = data?.currency ?? site.data?.currency;
  const language = i18n.language;
  const value = (column: Column, v: number | null) => {
    if (v === null) return NO_VALUE;
    if (moneyColumns.includes(column)) return formatAmount(v, currency, language);
    if (column === 'roas') return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(v);
    return formatMetric('visitors', v, language);
  };
  const title = t(`reports.${ctx.key}.title`);

  return (
    <ReportLayout ctx={ctx} controls="period" actions={<CsvExportButton href={args ? adsCsvUrl(args) : undefined} />}>
      {toast}
      <DataState
        isLoading={report.isLoading || report.isFetching || (Boolean(args) && report.isUninitialized)}
        isError={report.isError}
        errorKey={errorMessageKey(report.error as HttpError)}
        onRetry={report.refetch}
        isEmpty={data?.rows.length === 0}
        emptyTitle={t('reports.ads.emptyTitle')}
        emptyText={t('reports.ads.emptyText')}
      >
        {data && (
          <Stack spacing={3}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              {(['visitors', 'conversions', 'revenue', 'cost', 'roas'] as const).map((c) => (
                <Card key={c} sx={{ flex: '1 1 160px' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {t(`reports.ads.columns.${c}`)}
                    </Typography>
                    <Typography variant="h5" component="p" data-testid={`ads-total-${c}`}>
                      {value(c, data.totals[c])}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Stack>
            {!data.hasCosts && <Typography color="text.secondary">{t('reports.ads.noCosts')}</Typography>}
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                <TableContainer>
                  <Table size="small" aria-label={title} data-testid="ads-table">
                    <TableHead>
                      <TableRow>
                        {by === 'source_campaign' && <TableCell>{t('reports.ads.columns.source')}</TableCell>}
                        <TableCell>{t('reports.ads.columns.campaign')}</TableCell>
                        {columns.map((c) => (
                          <TableCell key={c} align="right">
                            {t(`reports.ads.columns.${c}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.rows.map((r) => (
                        <TableRow key={`${r.source}|${r.campaign}`}>
                          {by === 'source_campaign' && <TableCell>{r.source}</TableCell>}
                          <TableCell>{r.campaign}</TableCell>
                          {columns.map((c) => (
                            <TableCell key={c} align="right">
                              <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                                {value(c, r[c])}
                              </Box>
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </CardContent>
            </Card>
          </Stack>
        )}
      </DataState>
      <CostSheets args={siteArgs} canWrite={canWrite} currency={currency} onMessage={show} />
    </ReportLayout>
  );
}
