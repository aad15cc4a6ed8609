import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type KpiMetric,
  type KpiPeriod,
  kpiBodySchema,
  kpiMetrics,
  kpiNeedsGoal,
  kpiPeriods,
  type SiteGoal,
  type SiteKpi,
} from '@osm5/shared/schemas/analytics-goals';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldErrors, validate } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormProblems } from '../../../components/form/form-problems.tsx';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';

export interface KpiValues {
  metric: KpiMetric;
  goalId: string;
  target: string;
  period: KpiPeriod;
  startDate: string;
  endDate: string;
}

const kpiValuesOf = (kpi?: SiteKpi): KpiValues => ({
  metric: kpi?.metric ?? 'visitors',
  goalId: kpi?.goalId ?? '',
  // a rate is typed as a percentage
  target: kpi ? String(kpi.metric === 'conversion_rate' ? Math.round(kpi.target * 10000) / 100 : kpi.target) : '',
  period: kpi?.period ?? 'month',
  startDate: kpi?.startDate ?? '',
  endDate: kpi?.endDate ?? '',
});

/** The form's text as the API's body: a rate's percentage becomes a share (0 to 1). */
export function kpiBody(v: KpiValues): unknown {
  const typed = v.target.trim() === '' ? Number.NaN : Number(v.target.replace(',', '.'));
  return {
    metric: v.metric,
    goalId: kpiNeedsGoal(v.metric) ? v.goalId || null : null,
    target: v.metric === 'conversion_rate' ? typed / 100 : typed,
    period: v.period,
    startDate: v.period === 'custom' ? v.startDate || null : null,
    endDate: v.period === 'custom' ? v.endDate || null : null,
  };
}

interface KpiFormProps {
  kpi?: SiteKpi;
  goals: SiteGoal[];
  busy: boolean;
  serverErrors: FieldErrors;
  formError?: string;
  onSubmit: (body: z.output<typeof kpiBodySchema>) => void;
  onCancel: () => void;
}

/** A KPI target: what it measures (of the site or of a goal), the number to reach and over which period. */
export function KpiForm({ kpi, goals, busy, serverErrors, formError, onSubmit, onCancel }: KpiFormProps) {
  const { t } = useTranslation();
  const { values, set, errors, submit } = useValidatedForm({
    initial: kpiValuesOf(kpi),
    validate: (v: KpiValues) => validate(kpiBodySchema, kpiBody(v)),
    serverErrors,
    onValid: onSubmit,
  });
  const field = (name: keyof KpiValues) => ({
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : undefined,
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value } as Partial<KpiValues>),
    fullWidth: true,
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('reports.goals.kpi.form.label')}>
      <FormProblems formError={formError} errors={errors} summaryKey="reports.goals.form.problems" />
      <TextField select label={t('reports.goals.kpi.form.metric')} {...field('metric')}>
        {kpiMetrics.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`reports.goals.kpi.metrics.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      {kpiNeedsGoal(values.metric) && (
        <TextField select label={t('reports.goals.kpi.form.goal')} required {...field('goalId')}>
          {goals.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t(
          values.metric === 'conversion_rate'
            ? 'reports.goals.kpi.form.targetPercent'
            : 'reports.goals.kpi.form.target',
        )}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...field('target')}
      />
      <TextField select label={t('reports.goals.kpi.form.period')} {...field('period')}>
        {kpiPeriods.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`reports.goals.kpi.periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.period === 'custom' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={t('reports.goals.kpi.form.startDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('startDate')}
          />
          <TextField
            type="date"
            label={t('reports.goals.kpi.form.endDate')}
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('endDate')}
          />
        </Stack>
      )}
      <FormActions
        submitLabel={t(kpi ? 'reports.goals.form.save' : 'reports.goals.kpi.form.create')}
        busy={busy}
        showProgress
        onCancel={onCancel}
      />
    </Stack>
  );
}
