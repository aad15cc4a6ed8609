import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { KpiRow } from '../../../components/kpi-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { useGetLinkStatsQuery } from '../api/get-link-stats.ts';
import { BreakdownCard } from '../components/breakdown-card.tsx';
import { ClicksChart } from '../components/clicks-chart.tsx';
import { linkPaths } from '../components/link-row-actions.tsx';
import { useLinkParam } from '../components/use-link-param.ts';
import { useLinksWorkspace } from '../components/use-links-workspace.ts';
import { useRecordLinkView } from '../components/use-record-link-view.ts';
import { browserTimeZone } from '../lib/link-form.ts';
import { breakdowns } from '../lib/link-stats.ts';
import { presetDays, presetDaysOf, type RangeChoice, rangeQuery } from '../lib/report-range.ts';

/** /d/:sBoxID/surl/:sURL/v1: a link's clicks over time and who clicked, for a date range. */
export function LinkReportPage() {
  const { t, i18n } = useTranslation();
  const { sURL } = useParams();
  const location = useLocation();
  const ws = useLinksWorkspace();
  const link = useLinkParam(ws, sURL);
  useRecordLinkView(ws, link.data?.id);
  const { toast, show } = useToast();
  const [choice, setChoice] = useState<RangeChoice>({ preset: 30 });
  const [custom, setCustom] = useState(presetDaysOf(30));
  const range = useMemo(() => rangeQuery(choice), [choice]);
  const timeZone = useMemo(browserTimeZone, []);
  const stats = useGetLinkStatsQuery(
    link.data && ws.orgId && ws.workspaceId && range
      ? { orgId: ws.orgId, workspaceId: ws.workspaceId, linkId: link.data.id, ...range, timeZone }
      : skipToken,
  );
  const numbers = new Intl.NumberFormat(i18n.language);
  const created = (location.state as { created?: boolean } | null)?.created;

  const copy = async () => {
    if (!link.data) return;
    try {
      await navigator.clipboard.writeText(link.data.shortUrl);
      show(t('links.list.copied', { url: link.data.shortUrl }));
    } catch {
      show(t('links.list.copyFailed'), 'error');
    }
  };

  const paths = link.data ? linkPaths(ws.routeId, link.data) : undefined;
  const s = stats.data;

  return (
    <RequirePrivilege privilege="links:read" workspaceId={ws.workspaceId}>
      <PageHeader
        title={link.data ? link.data.title || link.data.slug : t('links.report.title')}
        subtitle={t('links.report.lead')}
        back={{ href: `/d/sbox/${ws.routeId}/surl`, label: t('links.list.title') }}
        actions={
          paths && (
            <>
              {ws.canWrite && (
                <Button component={RouterLink} to={paths.edit} variant="outlined" startIcon={<EditIcon />}>
                  {t('links.actions.edit')}
                </Button>
              )}
              <Button component={RouterLink} to={paths.qr} variant="outlined" startIcon={<QrCodeIcon />}>
                {t('links.actions.qr')}
              </Button>
              <Button component={RouterLink} to={paths.history} variant="outlined" startIcon={<HistoryIcon />}>
                {t('links.actions.history')}
              </Button>
              <Button
                component={RouterLink}
                to={`/d/${ws.routeId}/surl/${link.data?.id}/audience_overview`}
                variant="outlined"
                startIcon={<InsightsIcon />}
              >
                {t('reports.layout.reports')}
              </Button>
            </>
          )
        }
      />
      <QueryState query={link} waiting={ws.loading}>
        {link.data && (
          <Stack spacing={3}>
            {created && <Alert severity="success">{t('links.report.created')}</Alert>}
            <Card>
              <CardContent>
                <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography
                      variant="h6"
                      component="p"
                      dir="ltr"
                      sx={{ overflowWrap: 'anywhere' }}
                      data-testid="short-url"
                    >
                      {link.data.shortUrl}
                    </Typography>
                    <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                      {t('links.list.copy')}
                    </Button>
                  </Stack>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={'preset' in choice ? choice.preset : 'custom'}
                      onChange={(_, v) => v && setChoice(v === 'custom' ? custom : { preset: v })}
                      aria-label={t('links.report.range')}
                    >
                      {presetDays.map((d) => (
                        <ToggleButton key={d} value={d}>
                          {t('links.report.lastDays', { n: d })}
                        </ToggleButton>
                      ))}
                      <ToggleButton value="custom">{t('links.report.custom')}</ToggleButton>
                    </ToggleButtonGroup>
                    {!('preset' in choice) && (
                      <Stack direction="row" spacing={1}>
                        {(['from', 'to'] as const).map((key) => (
                          <TextField
                            key={key}
                            type="date"
                            size="small"
                            label={t(`links.report.${key}`)}
                            value={custom[key]}
                            onChange={(e) => {
                              const next = { ...custom, [key]: e.target.value };
                              setCustom(next);
                              setChoice(next);
                            }}
                            slotProps={{ inputLabel: { shrink: true } }}
                            error={!range}
                          />
                        ))}
                      </Stack>
                    )}
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
            {!range && <Alert severity="warning">{t('links.report.badRange')}</Alert>}
            <DataState
              isLoading={stats.isLoading || stats.isFetching || (Boolean(range) && stats.isUninitialized)}
              isError={stats.isError}
              errorKey={errorKey(stats.error)}
              onRetry={stats.refetch}
              isEmpty={s?.totals.clicks === 0}
              emptyTitle={t('links.report.emptyTitle')}
              emptyText={t('links.report.emptyText')}
            >
              {s && (
                <Stack spacing={3}>
                  <KpiRow
                    kpis={[
                      { label: t('links.report.clicks'), value: numbers.format(s.totals.clicks), testId: 'kpi-clicks' },
                      {
                        label: t('links.report.visitors'),
                        value: numbers.format(s.totals.uniqueVisitors),
                        testId: 'kpi-visitors',
                      },
                    ]}
                  />
                  <Card>
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {t('links.report.overTime')}
                      </Typography>
                      <ClicksChart stats={s} />
                    </CardContent>
                  </Card>
                  <CardGrid>
                    {breakdowns.map((b) => (
                      <BreakdownCard key={b} breakdown={b} rows={s[b]} />
                    ))}
                  </CardGrid>
                </Stack>
              )}
            </DataState>
          </Stack>
        )}
      </QueryState>
      {toast}
    </RequirePrivilege>
  );
}
