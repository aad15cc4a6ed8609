import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lineClasses } from '@mui/x-charts/LineChart';
import type { SiteKind, SiteStats } from '@osm5/shared/schemas/analytics-sites';
import { useTranslation } from 'react-i18next';
import { SizedLineChart } from '../../../../components/analytics/sized-line-chart.tsx';

/** "Mar 5" for a day, "Mar 5, 14:00" for an hour bucket. */
export const bucketLabel = (bucket: string, language: string): string => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(bucket);
  const date = new Date(day ? `${bucket}T00:00:00` : bucket.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return bucket;
  return new Intl.DateTimeFormat(
    language,
    day ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', hour: 'numeric' },
  ).format(date);
};

/** Visitors and pageviews (an app's screen views) per bucket (a day, or an hour for a day's range). */
export function VisitorsChart({ series, kind }: { series: SiteStats['series']; kind: SiteKind }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    // time runs left to right in every language
    <Box dir="ltr">
      <SizedLineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: series.map((p) => p.bucket),
            valueFormatter: (v: string) => bucketLabel(v, i18n.language),
          },
        ]}
        yAxis={[{ min: 0, tickMinStep: 1 }]}
        series={[
          {
            data: series.map((p) => p.visitors),
            label: t('analytics.overview.visitors'),
            color: theme.palette.primary.main,
            area: true,
            showMark: series.length <= 31,
          },
          {
            data: series.map((p) => p.pageviews),
            label: t(kind === 'web' ? 'analytics.overview.pageviews' : 'analytics.overview.screenviews'),
            // the secondary colour of several themes is a near twin of the primary: a warm tone stays apart
            color: theme.palette.warning.main,
            showMark: series.length <= 31,
          },
        ]}
        grid={{ horizontal: true }}
        skipAnimation={reducedMotion}
        // a light wash under the line, so the grid stays readable
        sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.15 } }}
      />
    </Box>
  );
}
