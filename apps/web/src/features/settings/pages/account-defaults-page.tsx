import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { accountDefaultsSchema } from '@osm5/shared/schemas/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrg } from '../../../app/tenancy/use-current-org.ts';
import { DataState } from '../../../components/data-state.tsx';
import { errorKey } from '../../../components/form/error-key.ts';
import { type FieldErrors, serverFieldErrors, validate } from '../../../components/form/field-errors.ts';
import { RegionalFields } from '../../../components/form/regional-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import {
  type AccountDefaultsView,
  useGetAccountDefaultsQuery,
  useSaveAccountDefaultsMutation,
} from '../api/company-profile.ts';
import { SettingsCard } from '../components/settings-card.tsx';

function DefaultsForm({ orgId, initial, canEdit }: { orgId: string; initial: AccountDefaultsView; canEdit: boolean }) {
  const { t } = useTranslation();
  const [save, state] = useSaveAccountDefaultsMutation();
  const { toast, show } = useToast();
  const [values, setValues] = useState({
    currency: initial.currency ?? '',
    timeZone: initial.timeZone ?? '',
    subTimeZone: initial.subTimeZone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverFieldErrors(state.error as { code?: string }), ...errors };

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
        <RegionalFields
          values={values}
          onChange={(patch) => setValues({ ...values, ...patch })}
          errors={shown}
          disabled={!canEdit}
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
