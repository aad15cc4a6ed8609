import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountDefaultsSchema, timeZoneRegions } from '@osm5/shared/schemas/profile';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import {
  type AccountDefaultsView,
  useGetAccountDefaultsQuery,
  useSaveAccountDefaultsMutation,
} from '../api/company-profile.ts';
import { SettingsCard } from '../components/settings-card.tsx';

function DefaultsForm({ orgId, initial, canEdit }: { orgId: string; initial: AccountDefaultsView; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [save, state] = useSaveAccountDefaultsMutation();
  const { toast, show } = useToast();
  const regions = useMemo(() => timeZoneRegions(), []);
  const currencies = useMemo(() => Intl.supportedValuesOf('currency'), []);
  const currencyName = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'currency' }), [i18n.language]);
  const [values, setValues] = useState({
    currency: initial.currency ?? '',
    timeZone: initial.timeZone ?? '',
    subTimeZone: initial.subTimeZone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(state.error as { code?: string }), ...errors };
  const zones = regions.get(values.timeZone) ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(accountDefaultsSchema, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const saved = await save({ orgId, body: result.data });
    show(saved.error ? t(errorKey(saved.error)) : t('ui.saved'), saved.error ? 'error' : 'success');
  };

  return (
    <SettingsCard>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
        <Autocomplete
          options={currencies}
          value={values.currency || null}
          disabled={!canEdit}
          getOptionLabel={(code) => `${code} · ${currencyName.of(code) ?? code}`}
          onChange={(_, code) => setValues({ ...values, currency: code ?? '' })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('settings.defaults.currency')}
              required
              error={Boolean(shown.currency)}
              helperText={shown.currency ? t(shown.currency) : undefined}
            />
          )}
        />
        <TextField
          select
          label={t('settings.defaults.timeZone')}
          value={values.timeZone}
          disabled={!canEdit}
          required
          onChange={(e) => setValues({ ...values, timeZone: e.target.value, subTimeZone: '' })}
          error={Boolean(shown.timeZone)}
          helperText={shown.timeZone ? t(shown.timeZone) : undefined}
        >
          {[...regions.keys()].map((region) => (
            <MenuItem key={region} value={region}>
              {region}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={zones}
          value={values.subTimeZone || null}
          disabled={!canEdit}
          onChange={(_, zone) => setValues({ ...values, subTimeZone: zone ?? '' })}
          getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
          noOptionsText={t('settings.defaults.noZones')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('settings.defaults.subTimeZone')}
              required
              error={Boolean(shown.subTimeZone)}
              // a disabled field's helper text is below 4.5:1, so read-only forms show none
              helperText={
                shown.subTimeZone
                  ? t(shown.subTimeZone)
                  : canEdit
                    ? t(values.timeZone ? 'settings.defaults.subTimeZoneHelp' : 'settings.defaults.noZones')
                    : undefined
              }
            />
          )}
        />
        {canEdit && (
          <div>
            <Button type="submit" variant="contained" disabled={state.isLoading}>
              {t('ui.save')}
            </Button>
          </div>
        )}
      </Stack>
      {toast}
    </SettingsCard>
  );
}

/** /settings/account_default: currency, time-zone region and time zone, all three required. */
export function AccountDefaultsPage() {
  const { t } = useTranslation();
  const current = useCurrentOrg();
  const query = useGetAccountDefaultsQuery(current.orgId ?? '', { skip: !current.orgId });
  const canEdit = current.privileges.has('org:update');
  return (
    <>
      <PageHeader title={t('settings.defaults.title')} subtitle={t('settings.defaults.lead')} />
      {!canEdit && !current.isLoading && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('settings.company.readOnly')}
        </Alert>
      )}
      <DataState
        isLoading={current.isLoading || query.isLoading}
        isError={query.isError}
        errorKey={errorKey(query.error)}
        onRetry={query.refetch}
      >
        {query.data && current.orgId && <DefaultsForm orgId={current.orgId} initial={query.data} canEdit={canEdit} />}
      </DataState>
    </>
  );
}
