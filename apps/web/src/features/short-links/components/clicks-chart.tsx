import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { LinkStats } from '../lib/link-stats.ts';

/** Clicks and unique visitors per day. */
export function ClicksChart({ series }: { series: LinkStats['series'] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
  const label = (date: string) => {
    const d = new Date(date.length === 10 ? `${date}T00:00:00` : date);
    return Number.isNaN(d.getTime()) ? date : dayFormat.format(d);
  };
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: series.map((p) => p.date), valueFormatter: (v: string) => label(v) }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          data: series.map((p) => p.clicks),
          label: t('links.report.clicks'),
          color: theme.palette.primary.main,
          area: true,
        },
        { data: series.map((p) => p.visitors), label: t('links.report.visitors'), color: theme.palette.secondary.main },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
