import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiChartKind, AiQuery } from '@osm5/shared/ai/plan';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { KpiChangeCard } from '../../../components/analytics/kpi-change-card.tsx';
import { ReportChart } from '../../../components/analytics/report-chart.tsx';
import { columnLabel } from '../../../components/analytics/value-label.ts';
import { regionName } from '../../../components/region-names.ts';
import { ResultTable } from './result-table.tsx';

/** The map's geometry is its own chunk, loaded by the first map answer. */
const WorldMap = lazy(() => import('../../../components/analytics/world-map.tsx'));

interface AnswerChartProps {
  kind: AiChartKind;
  query: AiQuery;
  result: ReportQueryResult;
}

/**
 * An answer's chart, drawn by the reports' own pieces: a number against its
 * comparison (KPI cards), a series (line), a ranking (bars), several columns
 * (table) or countries (the world map).
 */
export function AnswerChart({ kind, query, result }: AnswerChartProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const metric = query.metrics[0] ?? '';
  const metricName = columnLabel(t, metric, 'metric');
  const countries = useMemo(() => {
    const map = new Map<string, number>();
    for (const row of result.rows) {
      const code = String(row.country ?? '').toUpperCase();
      const value = row[metric];
      if (code && typeof value === 'number') map.set(code, value);
    }
    return map;
  }, [result, metric]);

  if (kind === 'number') {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} data-testid="ai-chart-number">
        {query.metrics.map((m) => (
          <KpiChangeCard
            key={m}
            label={columnLabel(t, m, 'metric')}
            value={formatMetric(m, result.totals[m], language, result.currency)}
            current={result.totals[m]}
            previous={result.compare?.totals[m]}
            lowerIsBetter={m === 'bounce_rate'}
          />
        ))}
      </Stack>
    );
  }
  if (result.rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="ai-chart-empty">
        {t('ai.chart.noRows')}
      </Typography>
    );
  }
  if (kind === 'line' || kind === 'bar') {
    return <ReportChart result={result} metric={metric} />;
  }
  if (kind === 'map') {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={280} aria-label={t('ai.chart.loading')} />}>
        <WorldMap
          values={countries}
          title={t('ai.chart.mapTitle', { metric: metricName })}
          labelOf={(code, value) =>
            t('ai.chart.countryValue', {
              country: regionName(code, language),
              value: formatMetric(metric, value, language, result.currency),
              metric: metricName,
            })
          }
        />
      </Suspense>
    );
  }
  return <ResultTable result={result} title={t('ai.chart.tableTitle', { metric: metricName })} />;
}
