import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type GoalKind, goalBodySchema, goalKinds, type SiteGoal } from '@osm5/shared/schemas/analytics-goals';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldErrors } from '../../../components/form/field-errors.ts';
import { validate } from '../../../components/form/field-errors.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormProblems } from '../../../components/form/form-problems.tsx';
import { useValidatedForm } from '../../../components/form/use-validated-form.ts';

export interface GoalValues {
  name: string;
  kind: GoalKind;
  path: string;
  eventName: string;
  propertyKey: string;
  propertyValue: string;
  minRevenue: string;
  value: string;
}

export const goalValuesOf = (goal?: SiteGoal): GoalValues => ({
  name: goal?.name ?? '',
  kind: goal?.kind ?? 'page',
  path: goal?.path ?? '',
  eventName: goal?.eventName ?? '',
  propertyKey: goal?.propertyKey ?? '',
  propertyValue: goal?.propertyValue ?? '',
  minRevenue: goal?.minRevenue === null || goal?.minRevenue === undefined ? '' : String(goal.minRevenue),
  value: goal?.value === null || goal?.value === undefined ? '' : String(goal.value),
});

/** An amount typed with a comma or a point, or null when left empty. */
const amount = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
/** Optional text: null when left empty. */
const optional = (text: string) => (text.trim() === '' ? null : text);

/** The form's text as the API's body: amounts are numbers, optional parts null when left empty. */
export function goalBody(v: GoalValues): unknown {
  const value = amount(v.value);
  if (v.kind === 'page') return { kind: v.kind, name: v.name, path: v.path, value };
  if (v.kind === 'event') {
    const property = { propertyKey: optional(v.propertyKey), propertyValue: optional(v.propertyValue) };
    return { kind: v.kind, name: v.name, eventName: v.eventName, ...property, value };
  }
  return { kind: v.kind, name: v.name, minRevenue: amount(v.minRevenue), value };
}

interface GoalFormProps {
  goal?: SiteGoal;
  currency: string | undefined;
  busy: boolean;
  serverErrors: FieldErrors;
  formError?: string;
  onSubmit: (body: z.output<typeof goalBodySchema>) => void;
  onCancel: () => void;
}

/** A goal's name, kind and what it matches (a page path, an event name and property, an order of a least revenue), and its value. */
export function GoalForm({ goal, currency, busy, serverErrors, formError, onSubmit, onCancel }: GoalFormProps) {
  const { t } = useTranslation();
  const { values, set, errors, submit } = useValidatedForm({
    initial: goalValuesOf(goal),
    validate: (v: GoalValues) => validate(goalBodySchema, goalBody(v)),
    serverErrors,
    onValid: onSubmit,
  });
  const field = (name: keyof GoalValues) => ({
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name]) : t(`reports.goals.form.${name}Help`, { currency: currency ?? '' }),
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value } as Partial<GoalValues>),
    fullWidth: true,
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('reports.goals.form.label')}>
      <FormProblems formError={formError} errors={errors} summaryKey="reports.goals.form.problems" />
      <TextField label={t('reports.goals.form.name')} required {...field('name')} />
      <TextField select label={t('reports.goals.form.kind')} {...field('kind')}>
        {goalKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`reports.goals.kinds.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.kind === 'page' && (
        <TextField label={t('reports.goals.form.path')} required placeholder="/thanks" {...field('path')} />
      )}
      {values.kind === 'event' && (
        <>
          <TextField label={t('reports.goals.form.eventName')} required placeholder="signup" {...field('eventName')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('reports.goals.form.propertyKey')} placeholder="plan" {...field('propertyKey')} />
            <TextField label={t('reports.goals.form.propertyValue')} placeholder="pro" {...field('propertyValue')} />
          </Stack>
        </>
      )}
      {values.kind === 'revenue' && (
        <TextField
          label={t('reports.goals.form.minRevenue')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...field('minRevenue')}
        />
      )}
      <TextField
        label={t('reports.goals.form.value')}
        inputMode="decimal"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...field('value')}
      />
      <FormActions
        submitLabel={t(goal ? 'reports.goals.form.save' : 'reports.goals.form.create')}
        busy={busy}
        showProgress
        onCancel={onCancel}
      />
    </Stack>
  );
}
