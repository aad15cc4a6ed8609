import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KpiProgress, MAX_KPIS_PER_SITE, type SiteKpi } from '@osm5/shared/schemas/analytics-goals';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { serverFieldErrors } from '../../../components/form/field-errors.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { HttpError } from '../../../lib/http.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { failureKey } from './goal-describe.ts';
import { useDeleteKpiMutation, useKpiProgressQuery, useListGoalsQuery, useSaveKpiMutation } from './goals-api.ts';
import { KpiForm } from './kpi-form.tsx';
import { useCanWriteAnalytics } from './use-can-write.ts';

/** goals/kpi: the site's targets, each with its progress in the current period and where it ends at this pace. */
export function GoalsKpiPage() {
  const ctx = useReportContext();
  return ctx && <GoalsKpi ctx={ctx} />;
}

function GoalsKpi({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const args = ctx.ws && { ...ctx.ws, siteId: ctx.id };
  const canWrite = useCanWriteAnalytics(ctx.ws?.workspaceId);
  const progress = useKpiProgressQuery(args ?? skipToken);
  const goals = useListGoalsQuery(args ?? skipToken);
  const site = useGetReportSiteQuery(args ?? skipToken);
  const [save, saving] = useSaveKpiMutation();
  const [remove, removing] = useDeleteKpiMutation();
  const { toast, show } = useToast();
  const [editing, setEditing] = useState<SiteKpi | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SiteKpi | undefined>();
  const list = progress.data ?? [];
  const currency = site.data?.currency;
  const language = i18n.language;

  const format = (p: KpiProgress, value: number | null) => formatMetric(p.kpi.metric, value, language, currency);
  const dateOf = (iso: string, end = false) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: site.data?.subTimeZone }).format(
      new Date(Date.parse(iso) - (end ? 1 : 0)),
    );
  const label = (kpi: SiteKpi) =>
    kpi.goalName
      ? t('reports.goals.kpi.ofGoal', { metric: t(`reports.goals.kpi.metrics.${kpi.metric}`), goal: kpi.goalName })
      : t(`reports.goals.kpi.metrics.${kpi.metric}`);

  return (
    <ReportLayout
      ctx={ctx}
      controls="none"
      actions={
        canWrite &&
        editing === undefined && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing(null)}
            disabled={list.length >= MAX_KPIS_PER_SITE}
          >
            {t('reports.goals.kpi.add')}
          </Button>
        )
      }
    >
      {toast}
      {canWrite && editing !== undefined && args && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t(editing ? 'reports.goals.kpi.editTitle' : 'reports.goals.kpi.newTitle')}
            </Typography>
            <KpiForm
              key={editing?.id ?? 'new'}
              kpi={editing ?? undefined}
              goals={goals.data ?? []}
              busy={saving.isLoading}
              serverErrors={serverFieldErrors(saving.error as HttpError | undefined)}
              formError={
                saving.isError && Object.keys(serverFieldErrors(saving.error as HttpError)).length === 0
                  ? failureKey(saving.error)
                  : undefined
              }
              onCancel={() => {
                saving.reset();
                setEditing(undefined);
              }}
              onSubmit={async (body) => {
                const result = await save({ ...args, kpiId: editing?.id, body });
                if (result.data) {
                  show(t(editing ? 'reports.goals.kpi.saved' : 'reports.goals.kpi.created'));
                  setEditing(undefined);
                }
              }}
            />
          </CardContent>
        </Card>
      )}
      <DataState
        isLoading={progress.isLoading || !args}
        isError={progress.isError}
        errorKey={errorMessageKey(progress.error as HttpError)}
        onRetry={progress.refetch}
        isEmpty={list.length === 0}
        emptyTitle={t('reports.goals.kpi.emptyTitle')}
        emptyText={t(canWrite ? 'reports.goals.kpi.emptyText' : 'reports.goals.kpi.emptyReadOnly')}
      >
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('reports.goals.kpi.listLabel')}
        >
          {list.map((p) => {
            const share = p.actual === null ? 0 : Math.min(1, p.actual / p.kpi.target);
            const onPace = p.projection !== null && p.projection >= p.kpi.target;
            return (
              <Card component="li" key={p.kpi.id} data-testid="kpi-card">
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="h6" component="h2">
                        {label(p.kpi)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`reports.goals.kpi.periods.${p.kpi.period}`)} · {dateOf(p.range.from)} –{' '}
                        {dateOf(p.range.to, true)}
                      </Typography>
                    </Box>
                    {canWrite && (
                      <>
                        <Tooltip title={t('reports.goals.edit')}>
                          <IconButton
                            aria-label={t('reports.goals.kpi.editNamed', { name: label(p.kpi) })}
                            onClick={() => setEditing(p.kpi)}
                          >
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t('reports.goals.delete')}>
                          <IconButton
                            aria-label={t('reports.goals.kpi.deleteNamed', { name: label(p.kpi) })}
                            onClick={() => setDeleting(p.kpi)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </Stack>
                  <Typography sx={{ mt: 1.5 }} data-testid="kpi-progress-text">
                    {t('reports.goals.kpi.progress', {
                      actual: format(p, p.actual),
                      target: format(p, p.kpi.target),
                      share: new Intl.NumberFormat(language, { style: 'percent' }).format(share),
                    })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={share * 100}
                    color={share >= 1 ? 'success' : 'primary'}
                    aria-label={t('reports.goals.kpi.progressLabel', { name: label(p.kpi) })}
                    sx={{ height: 10, borderRadius: 5, my: 1 }}
                  />
                  <Typography variant="body2" color={onPace ? 'success.main' : 'text.secondary'}>
                    {p.projection === null
                      ? t('reports.goals.kpi.notStarted')
                      : t(onPace ? 'reports.goals.kpi.projectionOnPace' : 'reports.goals.kpi.projectionBehind', {
                          projection: format(p, p.projection),
                          elapsed: new Intl.NumberFormat(language, { style: 'percent' }).format(p.elapsed),
                        })}
                  </Typography>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      </DataState>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('reports.goals.kpi.deleteTitle')}
        text={t('reports.goals.kpi.deleteText', { name: deleting ? label(deleting) : '' })}
        confirmLabel={t('reports.goals.delete')}
        danger
        busy={removing.isLoading}
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          if (!deleting || !args) return;
          const result = await remove({ ...args, kpiId: deleting.id });
          if ('error' in result) show(t(failureKey(result.error)), 'error');
          else show(t('reports.goals.kpi.deleted'));
          setDeleting(undefined);
        }}
      />
    </ReportLayout>
  );
}
