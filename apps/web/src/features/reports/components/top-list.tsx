import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReportAppType, reportEntry, reportKey } from '@osm5/shared/analytics/report-catalogue';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { valueLabel } from '../../../components/analytics/value-label.ts';
import { DataState } from '../../../components/data-state.tsx';
import { RankedBars } from '../../../components/ranked-bars.tsx';
import { useGetReportQuery } from '../api/get-report.ts';
import type { WorkspaceArgs } from '../api/reports-api.ts';
import { reportParams } from '../lib/report-request.ts';
import type { SharedSettings } from '../lib/report-search.ts';

interface TopListProps {
  ws: WorkspaceArgs | undefined;
  type: ReportAppType;
  id: string;
  route: string;
  range: { from: string; to: string } | undefined;
  settings: SharedSettings;
  /** the address of the full report */
  href: string;
}

/** The first five rows of another report of the catalogue, by its first metric, with a link to it. */
export function TopList({ ws, type, id, route, range, settings, href }: TopListProps) {
  const { t, i18n } = useTranslation();
  const entry = reportEntry(route);
  const metric = entry?.metrics[type][0] ?? 'visitors';
  const dimension = entry?.dimensions[0] ?? '';
  const title = t(`reports.${reportKey(route)}.title`);
  const query = useGetReportQuery(
    ws && range
      ? {
          ...ws,
          params: reportParams({
            route,
            type,
            id,
            range,
            compare: false,
            filters: settings.filters,
            segment: settings.segment,
            page: 1,
            pageSize: 5,
          }),
        }
      : skipToken,
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <DataState
          isLoading={query.isLoading}
          isError={query.isError}
          errorKey="reports.layout.failed"
          onRetry={query.refetch}
          isEmpty={query.data?.rows.length === 0}
          emptyTitle={t('reports.layout.emptyTitle')}
          rows={3}
        >
          <RankedBars
            label={title}
            items={(query.data?.rows ?? []).map((r, i) => ({
              key: `${i}-${String(r[dimension])}`,
              label: valueLabel(t, i18n.language, dimension, r[dimension]),
              value: typeof r[metric] === 'number' ? r[metric] : 0,
            }))}
          />
        </DataState>
        <Link component={RouterLink} to={href} sx={{ display: 'inline-block', mt: 2 }}>
          {t('reports.layout.fullReport')}
        </Link>
      </CardContent>
    </Card>
  );
}
