import MonitorIcon from '@mui/icons-material/MonitorHeartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isolateLtr } from '@osm5/shared/bidi-isolate';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentOrg, workspacePrivileges } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { useGetUptimeQuery, useSetLinkMonitorMutation, type WatchedItem } from '../api/get-flow-uptime.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { Incidents } from '../components/uptime-incidents.tsx';
import { DailyUptime, ResponseTimes, UptimeCards } from '../components/uptime-summary.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

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
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
                  ? t('reports.uptime.linkOff', { url: isolateLtr(data.monitor.url) })
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
                      url: isolateLtr(data.monitor.url),
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
