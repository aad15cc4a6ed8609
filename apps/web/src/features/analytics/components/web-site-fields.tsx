import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { UPTIME_INTERVAL_MAX, UPTIME_INTERVAL_MIN } from '@osm5/shared/schemas/analytics-sites';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipsField } from '../../../components/form/chips-field.tsx';
import { errorUnder, fieldError } from '../../../components/form/field-error.ts';
import type { SiteFormValues } from '../lib/site-form.ts';
import type { SiteSectionProps } from './site-editor.tsx';

type ListField = 'allowedHosts' | 'excludedIps' | 'excludedPaths' | 'siteSearchParams';

/** A chips list with its schema problems: the first one under the field, the rejected chips in red. */
function ListInput({ field, values, errors, set, ...rest }: SiteSectionProps & { field: ListField; t: TFunction }) {
  const { t } = rest;
  const problem = errorUnder(errors, field);
  return (
    <ChipsField
      label={t(`analytics.editor.${field}`)}
      values={values[field]}
      onChange={(list) => set({ [field]: list } as Partial<SiteFormValues>)}
      error={problem ? t(problem) : undefined}
      helperText={t(`analytics.editor.${field}Help`)}
      placeholder={t(`analytics.editor.${field}Placeholder`)}
      invalid={(index) => Boolean(errors[`${field}.${index}`])}
      ltr
    />
  );
}

/** A switch with a line saying what it does, tied to it for screen readers. */
function SwitchRow({
  checked,
  onChange,
  label,
  help,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, mx: 0 }}>
        {help}
      </FormHelperText>
    </div>
  );
}

/** Name, domain and the other hosts the site's pages are served from. */
export function WebIdentityFields(props: SiteSectionProps) {
  const { t } = useTranslation();
  const { values, errors, set } = props;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t('analytics.editor.name')}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          required
          sx={{ flex: 1 }}
          {...fieldError(errors, t, 'name', t('analytics.editor.nameHelp'))}
        />
        <TextField
          label={t('analytics.editor.domain')}
          value={values.domain}
          onChange={(e) => set({ domain: e.target.value })}
          required
          placeholder="example.com"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'off', spellCheck: false } }}
          {...fieldError(errors, t, 'domain', t('analytics.editor.domainHelp'))}
        />
      </Stack>
      <ListInput {...props} field="allowedHosts" t={t} />
    </Stack>
  );
}

/** Traffic left out: addresses, paths, and browsers that ask not to be tracked. */
export function WebFilterFields(props: SiteSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ListInput {...props} field="excludedIps" t={t} />
      <ListInput {...props} field="excludedPaths" t={t} />
      <SwitchRow
        checked={props.values.respectDnt}
        onChange={(respectDnt) => props.set({ respectDnt })}
        label={t('analytics.editor.respectDnt')}
        help={t('analytics.editor.respectDntHelp')}
      />
    </Stack>
  );
}

/** How page addresses are read: query strings kept or not, and which parameters carry a site search. */
export function WebUrlFields(props: SiteSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <SwitchRow
        checked={props.values.trackQueryStrings}
        onChange={(trackQueryStrings) => props.set({ trackQueryStrings })}
        label={t('analytics.editor.trackQueryStrings')}
        help={t('analytics.editor.trackQueryStringsHelp')}
      />
      <ListInput {...props} field="siteSearchParams" t={t} />
    </Stack>
  );
}

/** The uptime monitor: on or off, how often, and which address (the home page when blank). */
export function WebUptimeFields({ values, errors, set }: SiteSectionProps) {
  const { t } = useTranslation();
  const on = values.uptimeEnabled;
  return (
    <Stack spacing={2}>
      <SwitchRow
        checked={on}
        onChange={(uptimeEnabled) => set({ uptimeEnabled })}
        label={t('analytics.editor.uptimeEnabled')}
        help={t('analytics.editor.uptimeEnabledHelp')}
      />
      {on && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            type="number"
            label={t('analytics.editor.uptimeInterval')}
            value={values.uptimeInterval}
            onChange={(e) => set({ uptimeInterval: e.target.value })}
            required
            sx={{ flex: 1 }}
            slotProps={{
              htmlInput: { min: UPTIME_INTERVAL_MIN, max: UPTIME_INTERVAL_MAX, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">{t('analytics.editor.minutes')}</InputAdornment> },
            }}
            {...fieldError(errors, t, 'uptime.intervalMinutes', t('analytics.editor.uptimeIntervalHelp'))}
          />
          <TextField
            type="url"
            label={t('analytics.editor.uptimeUrl')}
            value={values.uptimeUrl}
            onChange={(e) => set({ uptimeUrl: e.target.value })}
            placeholder={values.domain ? `https://${values.domain}/` : 'https://example.com/'}
            sx={{ flex: 2 }}
            slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'off', spellCheck: false } }}
            {...fieldError(errors, t, 'uptime.url', t('analytics.editor.uptimeUrlHelp'))}
          />
        </Stack>
      )}
    </Stack>
  );
}
