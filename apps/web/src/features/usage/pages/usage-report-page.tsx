import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { KpiCard } from '../../../components/kpi-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PaginationBar } from '../../../components/pagination-bar.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { USAGE_WORKSPACES_PAGE_SIZE, usageCsvHref, useGetUsageQuery } from '../api/get-usage.ts';
import { LimitBar } from '../components/limit-bar.tsx';
import { OverageNote } from '../components/overage-note.tsx';
import { UsageChart } from '../components/usage-chart.tsx';

/** This month and the eleven before it, newest first (YYYY-MM, UTC). */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * /settings/useage_report (the spec's spelling): the organisation's usage of a
 * month against each limit of its plan, the month by day, its workspaces,
 * and CSV exports. For billing:read (owners and admins).
 */
export function UsageReportPage() {
  const { t, i18n } = useTranslation();
  const current = useCurrentOrg();
  const orgId = current.orgId ?? '';
  const months = recentMonths();
  const [month, setMonth] = useState(months[0] ?? '');
  const [page, setPage] = useState(1);
  const query = useGetUsageQuery({ orgId, month, page }, { skip: !orgId });
  const n = new Intl.NumberFormat(i18n.language);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const r = query.data;

  return (
    <RequirePrivilege privilege="billing:read">
      <PageHeader
        title={t('usage.title')}
        subtitle={t('usage.lead')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('usage.month')}
              value={month}
              onChange={(e) => {
                setMonth(e.target.value);
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              {months.map((m) => (
                <MenuItem key={m} value={m}>
                  {monthName.format(new Date(`${m}-01T00:00:00Z`))}
                </MenuItem>
              ))}
            </TextField>
            <Button
              href={usageCsvHref(orgId, month, 'day')}
              download
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              disabled={!orgId}
            >
              {t('usage.exportByDay')}
            </Button>
            <Button
              href={usageCsvHref(orgId, month, 'workspace')}
              download
              variant="outlined"
              startIcon={<FileDownloadIcon />}
              disabled={!orgId}
            >
              {t('usage.exportByWorkspace')}
            </Button>
          </Stack>
        }
      />
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
        rows={6}
      >
        {r && (
          <Stack spacing={3}>
            <Grid container spacing={2}>
              {(['trackedEvents', 'clicks', 'newLinks', 'aiMessages'] as const).map((key) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <KpiCard
                    label={t(`usage.figures.${key}`)}
                    value={n.format(r.totals[key])}
                    testId={`usage-total-${key}`}
                  />
                </Grid>
              ))}
            </Grid>
            <Card>
              <CardHeader
                title={t('usage.limitsTitle', { plan: t(`usage.plans.${r.plan}`) })}
                subheader={t('usage.period', {
                  month: monthName.format(new Date(r.from)),
                  state: r.current ? t('usage.running') : t('usage.closed'),
                })}
              />
              <CardContent>
                <Grid container spacing={3}>
                  {r.limits.map((limit) => (
                    <Grid key={limit.key} size={{ xs: 12, md: 6 }}>
                      <LimitBar limit={limit} />
                    </Grid>
                  ))}
                </Grid>
                <OverageNote
                  overage={r.overage}
                  current={r.current}
                  unlimited={r.limits.some((l) => l.key === 'trackedEventsPerMonth' && l.limit === null)}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('usage.byDay')} subheader={t('usage.byDayLead')} />
              <CardContent>
                <UsageChart days={r.byDay} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('usage.byWorkspace')} />
              <CardContent>
                <TableContainer>
                  <Table size="small" aria-label={t('usage.byWorkspace')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('usage.columns.workspace')}</TableCell>
                        <TableCell align="right">{t('usage.figures.trackedEvents')}</TableCell>
                        <TableCell align="right">{t('usage.figures.clicks')}</TableCell>
                        <TableCell align="right">{t('usage.figures.newLinks')}</TableCell>
                        <TableCell align="right">{t('usage.figures.aiMessages')}</TableCell>
                        <TableCell align="right">{t('usage.columns.links')}</TableCell>
                        <TableCell align="right">{t('usage.columns.sites')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {r.byWorkspace.items.map((w) => (
                        <TableRow key={w.workspaceId} data-testid="usage-workspace">
                          <TableCell>
                            <Typography variant="body2">{w.name}</Typography>
                          </TableCell>
                          <TableCell align="right">{n.format(w.trackedEvents)}</TableCell>
                          <TableCell align="right">{n.format(w.clicks)}</TableCell>
                          <TableCell align="right">{n.format(w.newLinks)}</TableCell>
                          <TableCell align="right">{n.format(w.aiMessages)}</TableCell>
                          <TableCell align="right">{n.format(w.links)}</TableCell>
                          <TableCell align="right">{n.format(w.sites)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <PaginationBar
                  page={page}
                  pageSize={USAGE_WORKSPACES_PAGE_SIZE}
                  total={r.byWorkspace.total}
                  onChange={setPage}
                />
              </CardContent>
            </Card>
            <Typography variant="body2" color="text.secondary">
              {t('usage.definition')}
            </Typography>
          </Stack>
        )}
      </DataState>
    </RequirePrivilege>
  );
}
