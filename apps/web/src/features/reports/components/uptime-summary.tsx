import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UptimeSummary } from '@osm5/shared/schemas/report-flow-uptime';
import { useTranslation } from 'react-i18next';
import { formatBucket } from '../../../components/analytics/format-value.ts';
import { SizedBarChart } from '../../../components/analytics/sized-bar-chart.tsx';
import { SizedLineChart } from '../../../components/analytics/sized-line-chart.tsx';

/** The uptime report's summary of a range: its figures, and its days' uptime and response times. */
const msFormat = (language: string) => (v: number | null | undefined) =>
  v === null || v === undefined
    ? '–'
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(v);

const percent = (language: string) => (v: number | null | undefined) =>
  v === null || v === undefined
    ? '–'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(v);

export function UptimeCards({ data }: { data: UptimeSummary }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const ms = msFormat(language);
  const good = data.uptime === null ? undefined : data.uptime >= 0.99;
  const dark = theme.palette.mode === 'dark';
  const uptimeColor =
    good === undefined
      ? theme.palette.text.primary
      : good
        ? theme.palette.success[dark ? 'light' : 'dark']
        : theme.palette.error[dark ? 'light' : 'dark'];
  const cards = [
    { key: 'uptime', label: t('reports.uptime.uptime'), value: percent(language)(data.uptime), color: uptimeColor },
    { key: 'checks', label: t('reports.uptime.checks'), value: new Intl.NumberFormat(language).format(data.checks) },
    {
      key: 'failures',
      label: t('reports.uptime.failures'),
      value: new Intl.NumberFormat(language).format(data.failures),
    },
    { key: 'avg', label: t('reports.uptime.avg'), value: ms(data.avgMs) },
    { key: 'p75', label: t('reports.uptime.p75'), value: ms(data.p75Ms) },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
      }}
    >
      {cards.map((c) => (
        <Card key={c.key} data-testid={`uptime-${c.key}`}>
          <CardContent component="dl" sx={{ m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            <Typography
              component="dd"
              variant="h5"
              sx={{ m: 0, color: c.color, fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
            >
              {c.value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function DailyUptime({ data }: { data: UptimeSummary }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const share = percent(language);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('reports.uptime.dailyTitle')}
        </Typography>
        <SizedBarChart
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: data.days.map((d) => d.day),
              valueFormatter: (v: string) => formatBucket(v, 'day', language),
              colorMap: {
                type: 'ordinal',
                values: data.days.map((d) => d.day),
                colors: data.days.map((d) =>
                  d.uptime === null
                    ? theme.palette.action.disabled
                    : d.uptime >= 0.99
                      ? theme.palette.success.main
                      : d.uptime >= 0.9
                        ? theme.palette.warning.main
                        : theme.palette.error.main,
                ),
              },
            },
          ]}
          yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => share(v) }]}
          series={[
            {
              id: 'uptime',
              data: data.days.map((d) => d.uptime),
              label: t('reports.uptime.uptime'),
              valueFormatter: (v: number | null) => share(v),
            },
          ]}
          hideLegend
          grid={{ horizontal: true }}
          skipAnimation={reducedMotion}
          aria-label={t('reports.uptime.dailyTitle')}
        />
      </CardContent>
    </Card>
  );
}

export function ResponseTimes({ data }: { data: UptimeSummary }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ms = msFormat(language);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('reports.uptime.responseTitle')}
        </Typography>
        <SizedLineChart
          height={260}
          xAxis={[
            {
              scaleType: 'point',
              data: data.days.map((d) => d.day),
              valueFormatter: (v: string) => formatBucket(v, 'day', language),
            },
          ]}
          yAxis={[{ min: 0, valueFormatter: (v: number) => ms(v) }]}
          series={[
            {
              id: 'avg',
              data: data.days.map((d) => d.avgMs),
              label: t('reports.uptime.avg'),
              color: theme.palette.primary.main,
              connectNulls: true,
              valueFormatter: (v: number | null) => ms(v),
            },
            {
              id: 'p75',
              data: data.days.map((d) => d.p75Ms),
              label: t('reports.uptime.p75'),
              color: theme.palette.secondary.main,
              connectNulls: true,
              valueFormatter: (v: number | null) => ms(v),
            },
          ]}
          grid={{ horizontal: true }}
          skipAnimation={reducedMotion}
          aria-label={t('reports.uptime.responseTitle')}
        />
      </CardContent>
    </Card>
  );
}
