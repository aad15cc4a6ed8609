import MonitorIcon from '@mui/icons-material/MonitorHeartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { UptimeSummary } from '@osm5/shared/schemas/report-flow-uptime';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { formatBucket, formatDuration } from '../../../components/analytics/format-value.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import {
  useGetUptimeIncidentsQuery,
  useGetUptimeQuery,
  useSetLinkMonitorMutation,
  type WatchedItem,
} from '../api/get-flow-uptime.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

const INCIDENTS_PAGE = 10;

/**
 * /d/:sBoxID/:appType/:sURL/outage (kind `uptime`): the uptime, response
 * times and incidents of a site's address or of a short link's destination.
 * A site's monitor is turned on in its settings; a link's right here.
 */
export function OutagePage() {
  const ctx = useReportContext();
  return ctx && <Outage ctx={ctx} />;
}

function Explained({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box aria-hidden="true" sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>
            <MonitorIcon />
          </Box>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {actions}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A link's monitor switch: who may change links turns the watch of its destination on or off. */
function LinkWatchButton({
  ctx,
  enabled,
  variant,
}: {
  ctx: ReportContext;
  enabled: boolean;
  variant: 'contained' | 'text';
}) {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const [save, saving] = useSetLinkMonitorMutation();
  if (!ctx.ws || !workspacePrivileges(current, ctx.ws.workspaceId).has('links:write')) return null;
  const ws = ctx.ws;
  return (
    <Stack spacing={1}>
      <Button
        variant={variant}
        color={variant === 'text' ? 'inherit' : 'primary'}
        size={variant === 'text' ? 'small' : 'medium'}
        disabled={saving.isLoading}
        onClick={() => save({ ...ws, body: { linkId: ctx.id, enabled: !enabled } })}
      >
        {t(enabled ? 'reports.uptime.stopWatching' : 'reports.uptime.watchLink')}
      </Button>
      {saving.isError && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(saving.error as HttpError))}
        </Alert>
      )}
    </Stack>
  );
}

function Outage({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const { range, ws } = ctx;
  const link = ctx.type === 'surl';
  const item: WatchedItem = link ? { linkId: ctx.id } : { siteId: ctx.id };
  const summary = useGetUptimeQuery(ws && range ? { ...ws, item, ...range } : skipToken);
  const data = summary.data;
  const editHref = `/d/sbox/${ctx.sBoxID}/edit/analytics/${ctx.id}`;
  const off = data && !data.monitor.enabled;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const turnOn = link ? (
    <LinkWatchButton ctx={ctx} enabled={false} variant="contained" />
  ) : (
    <Button component={RouterLink} to={editHref} variant="contained">
      {t('reports.uptime.turnOn')}
    </Button>
  );
  return (
    <ReportLayout ctx={ctx}>
      <DataState
        isLoading={summary.isLoading || summary.isFetching || (Boolean(range) && summary.isUninitialized)}
        isError={summary.isError}
        errorKey="reports.layout.failed"
        onRetry={summary.refetch}
      >
        {data &&
          (!data.monitor.available ? (
            <Explained
              title={t('reports.uptime.appTitle')}
              text={t('reports.uptime.app')}
              actions={
                <Button component={RouterLink} to={ctx.hrefOf('v1')} variant="contained">
                  {t('reports.uptime.toOverview')}
                </Button>
              }
            />
          ) : link && data.monitor.url === '' ? (
            <Explained
              title={t('reports.uptime.linkNoUrlTitle')}
              text={t('reports.uptime.linkNoUrl')}
              actions={
                <Button component={RouterLink} to={ctx.hrefOf('v1')} variant="contained">
                  {t('reports.uptime.toOverview')}
                </Button>
              }
            />
          ) : off && data.checks === 0 ? (
            <Explained
              title={t(link ? 'reports.uptime.linkOffTitle' : 'reports.uptime.monitorOffTitle')}
              text={
                link
                  ? t('reports.uptime.linkOff', { url: `\u2066${data.monitor.url}\u2069` })
                  : t('reports.uptime.monitorOff')
              }
              actions={turnOn}
            />
          ) : (
            <Stack spacing={3}>
              {off ? (
                <Alert
                  severity="info"
                  action={
                    link ? (
                      <LinkWatchButton ctx={ctx} enabled={false} variant="text" />
                    ) : (
                      <Button component={RouterLink} to={editHref} color="inherit" size="small">
                        {t('reports.uptime.turnOn')}
                      </Button>
                    )
                  }
                >
                  {t('reports.uptime.monitorOffWithData')}
                </Alert>
              ) : (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                >
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {t('reports.uptime.watching', {
                      url: `\u2066${data.monitor.url}\u2069`,
                      minutes: number(data.monitor.intervalMinutes),
                    })}
                  </Typography>
                  {link && <LinkWatchButton ctx={ctx} enabled variant="text" />}
                </Stack>
              )}
              {data.openIncident && (
                <Alert severity="error" variant="filled" data-testid="uptime-down-now">
                  {t('reports.uptime.ongoing')}
                </Alert>
              )}
              <UptimeCards data={data} />
              {data.checks === 0 ? (
                <Alert severity="info" variant="outlined">
                  {t('reports.uptime.noChecks')}
                </Alert>
              ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                  <DailyUptime data={data} />
                  <ResponseTimes data={data} />
                </Box>
              )}
              <Incidents ctx={ctx} item={item} />
            </Stack>
          ))}
      </DataState>
    </ReportLayout>
  );
}

const msFormat = (language: string) => (v: number | null | undefined) =>
  v === null || v === undefined
    ? '–'
    : new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(v);

const percent = (language: string) => (v: number | null | undefined) =>
  v === null || v === undefined
    ? '–'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(v);

function UptimeCards({ data }: { data: UptimeSummary }) {
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

function DailyUptime({ data }: { data: UptimeSummary }) {
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
        <BarChart
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

function ResponseTimes({ data }: { data: UptimeSummary }) {
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
        <LineChart
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

function Incidents({ ctx, item }: { ctx: ReportContext; item: WatchedItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const incidents = useGetUptimeIncidentsQuery(
    ctx.ws ? { ...ctx.ws, item, page, pageSize: INCIDENTS_PAGE } : skipToken,
  );
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="incidents-title">
          {t('reports.uptime.incidentsTitle')}
        </Typography>
        <DataState
          isLoading={incidents.isLoading || incidents.isFetching}
          isError={incidents.isError}
          errorKey="reports.layout.failed"
          onRetry={incidents.refetch}
          isEmpty={incidents.data?.total === 0}
          emptyTitle={t('reports.uptime.noIncidentsTitle')}
          emptyText={t('reports.uptime.noIncidents')}
        >
          {incidents.data && (
            <>
              <TableContainer>
                <Table size="small" aria-labelledby="incidents-title" data-testid="incidents">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('reports.uptime.started')}</TableCell>
                      <TableCell>{t('reports.uptime.ended')}</TableCell>
                      <TableCell align="right">{t('reports.uptime.duration')}</TableCell>
                      <TableCell>{t('reports.uptime.cause')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {incidents.data.items.map((incident) => (
                      <TableRow key={incident.id} hover>
                        <TableCell>{when.format(new Date(incident.startedAt))}</TableCell>
                        <TableCell>
                          {incident.endedAt ? (
                            when.format(new Date(incident.endedAt))
                          ) : (
                            <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
                              {t('reports.uptime.ongoingShort')}
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatDuration(incident.durationSeconds, language)}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{incident.cause}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePagination
                component="div"
                count={incidents.data.total}
                page={page - 1}
                rowsPerPage={INCIDENTS_PAGE}
                rowsPerPageOptions={[INCIDENTS_PAGE]}
                onPageChange={(_, next) => setPage(next + 1)}
                labelDisplayedRows={({ from, to, count }) =>
                  t('reports.uptime.rows', {
                    from: new Intl.NumberFormat(language).format(from),
                    to: new Intl.NumberFormat(language).format(to),
                    total: new Intl.NumberFormat(language).format(count),
                  })
                }
              />
            </>
          )}
        </DataState>
      </CardContent>
    </Card>
  );
}
